import { expect, test } from '@airlock/testing/playwright'
import { verifyMessage } from 'viem'
import { findSeriousViolations } from './axe.js'
import { firstAccount, firstAccountShort } from './constants.js'
import { AllWalletsPage } from './pages/AllWalletsPage.js'
import { ModalPage } from './pages/ModalPage.js'

// The wallet fixture uses the local server's relay, as the demo does in local mode.
test.describe('connecting through WalletConnect', () => {
  test('pairs from "Copy link", signs, stays connected on reload, and follows a wallet-side disconnect', async ({
    page,
    context,
    walletConnectWallet: wallet,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // WalletConnect's hosted services (Verify, pulse, its RPC, its relay) are never to be contacted
    // at any step, whatever the browser would make of the request.
    const outside = /(^|\.)(walletconnect\.(org|com)|reown\.com)$/
    const outsideRequests: string[] = []
    context.on('request', (request) => {
      if (outside.test(new URL(request.url()).hostname)) outsideRequests.push(request.url())
    })
    page.on('websocket', (socket) => {
      if (outside.test(new URL(socket.url()).hostname)) outsideRequests.push(socket.url())
    })
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.text().catch(() => ''))
    })
    const modal = new ModalPage(page)
    await page.goto('/')
    await modal.connectButton.click()
    await modal.walletOption('WalletConnect').click()
    await expect(modal.dialog.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
    // The modal draws the QR code itself: WalletConnect's own modal (Reown's UI) never loads.
    const bodies = await Promise.all(scripts)
    expect(bodies.length).toBeGreaterThan(0)
    expect(bodies.filter((body) => body.includes('w3m-modal'))).toEqual([])
    const copyLink = modal.dialog.getByRole('button', { name: 'Copy link' })
    await expect(copyLink).toBeEnabled()
    expect(await findSeriousViolations(page), 'the QR code view').toEqual([])

    await copyLink.click()
    const started = performance.now()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()
    const elapsed = Math.round(performance.now() - started)
    test.info().annotations.push({ type: 'Copy link to connected (ms)', description: `${elapsed}` })
    console.log(`WalletConnect: "Copy link" to connected in ${elapsed} ms`)
    expect(elapsed).toBeLessThan(2000)
    await expect(page.getByTestId('airlock-address')).toHaveText(firstAccount)
    await expect(page.getByTestId('wagmi-address')).toHaveText(firstAccount)

    // A message signed from the demo, through the relay, by the wallet's key.
    // No wait on a Verify service: Airlock's sign client talks to the relay only.
    const signStarted = performance.now()
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
    expect(performance.now() - signStarted).toBeLessThan(2000)
    expect(
      await verifyMessage({
        address: firstAccount,
        message: 'Hello from the Airlock demo',
        signature: (await signature.textContent()) as `0x${string}`,
      }),
    ).toBe(true)
    expect(wallet.requests.map((request) => request.method)).toContain('personal_sign')

    // A reload restores the session without pairing again.
    await page.reload()
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()
    await expect(page.getByTestId('airlock-status')).toHaveText('connected')

    // The wallet ends the session: the page shows disconnected.
    await wallet.disconnect()
    await expect(modal.connectButton).toBeVisible()
    await expect(page.getByTestId('airlock-status')).toHaveText('disconnected')
    expect(outsideRequests, "requests to WalletConnect's own hosts").toEqual([])
  })

  test('a registry wallet that is not installed opens a pairing under its name, pairs, and a wallet-side disconnect shows "Connect Wallet" again', async ({
    page,
    context,
    walletConnectWallet: wallet,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const modal = new ModalPage(page)
    const allWallets = new AllWalletsPage(page)
    await allWallets.openOnDemo()
    await allWallets.wallet('MetaMask').click()

    const pairing = page.getByRole('dialog', { name: 'MetaMask' })
    await expect(pairing.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
    await expect(pairing.getByRole('link', { name: 'Install MetaMask' })).toHaveAttribute(
      'href',
      /chromewebstore\.google\.com/,
    )
    expect(await findSeriousViolations(page), 'the pairing view for a chosen wallet').toEqual([])
    const copyLink = pairing.getByRole('button', { name: 'Copy link' })
    await expect(copyLink).toBeEnabled()
    await copyLink.click()
    await wallet.pair(await page.evaluate(() => navigator.clipboard.readText()))
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()

    // The wallet (EVM only) ends the session on this same page: the header offers to connect
    // again, with nothing left connecting for the namespaces it never approved.
    await wallet.disconnect()
    await expect(modal.connectButton).toBeVisible()
    await expect(modal.connectButton).not.toHaveAttribute('aria-busy', 'true')
  })

  test('a registry wallet chosen in All Wallets and paired through WalletConnect is badged Recent there next time', async ({
    page,
    context,
    walletConnectWallet: wallet,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const modal = new ModalPage(page)
    const allWallets = new AllWalletsPage(page)
    await allWallets.openOnDemo()
    await expect(allWallets.wallet('Rainbow')).toBeVisible()
    await expect(allWallets.section('Recent')).toHaveCount(0)
    await allWallets.wallet('Rainbow').click()
    const pairing = page.getByRole('dialog', { name: 'Rainbow' })
    const copyLink = pairing.getByRole('button', { name: 'Copy link' })
    await expect(copyLink).toBeEnabled()
    await copyLink.click()
    await wallet.pair(await page.evaluate(() => navigator.clipboard.readText()))
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()

    // On the next visit the wallet ends the session: Rainbow is the recent wallet, not WalletConnect.
    await page.reload()
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()
    await wallet.disconnect()
    await modal.open()
    await allWallets.openFromConnect()
    const rainbow = allWallets
      .section('Recent')
      .getByRole('button', { name: 'Rainbow', exact: true })
    await expect(rainbow).toHaveAccessibleDescription('Recent')
    await expect(allWallets.section('Recent').getByRole('listitem')).toHaveCount(1)
    await expect(
      allWallets.section('Popular').getByRole('button', { name: 'Rainbow' }),
    ).toHaveCount(0)

    // Choosing it again opens its pairing, under its name.
    await rainbow.click()
    await expect(
      page
        .getByRole('dialog', { name: 'Rainbow' })
        .getByRole('img', { name: 'WalletConnect QR code' }),
    ).toBeVisible()
  })
})
