import type { CDPSession, Page } from '@playwright/test'

/** A tab's virtual authenticator, to read or add its passkeys. */
export type PasskeyAuthenticator = { cdp: CDPSession; authenticatorId: string }

/**
 * Chromium's virtual authenticator with the PRF extension, for this tab (the wallet frame inside
 * it included): the visitor's passkey.
 */
export async function addPasskeyAuthenticator(page: Page): Promise<PasskeyAuthenticator> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
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
  return { cdp, authenticatorId }
}

/**
 * Copies every passkey of one authenticator into another, as a passkey provider syncs them to a
 * new device. Chromium's protocol carries the private key, the user handle and the counter, but
 * not the PRF secret: a copied passkey signs, and answers PRF with no result.
 */
export async function copyPasskeys(from: PasskeyAuthenticator, to: PasskeyAuthenticator) {
  const { credentials } = await from.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: from.authenticatorId,
  })
  for (const credential of credentials)
    await to.cdp.send('WebAuthn.addCredential', { authenticatorId: to.authenticatorId, credential })
  return credentials.length
}
