import type { Page } from '@playwright/test'

/**
 * Chromium's virtual authenticator with the PRF extension, for this tab (the wallet frame inside
 * it included): the visitor's passkey.
 */
export async function addPasskeyAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
    },
  })
}
