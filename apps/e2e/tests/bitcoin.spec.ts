import { bitcoinDevAccounts, bitcoinRegtest } from '@airlock/testing'
import { expect, test } from '@airlock/testing/playwright'
import { devWalletName, firstAccount, firstAccountShort } from './constants.js'
import { AccountPage } from './pages/AccountPage.js'
import { ModalPage } from './pages/ModalPage.js'
import { SignInPage } from './pages/SignInPage.js'

// The demo configures Bitcoin regtest next to EVM and Solana. The stack's regtest node funds the
// first dev account and mines a block whenever its mempool holds a transaction; e2e runs share
// its state, so amounts are read from the node (through the local server) before and after.
const esploraUrl = `http://127.0.0.1:8787/v1/bitcoin/${bitcoinRegtest.caipNetworkId.slice('bip122:'.length)}`
const receiver = bitcoinDevAccounts[1]?.payment.address ?? ''

/** Sats in an address's confirmed unspent outputs, as the node's UTXO set holds them. */
async function confirmedSats(address: string): Promise<number> {
  const response = await fetch(`${esploraUrl}/address/${address}/utxo?projectId=local-dev`)
  if (!response.ok) throw new Error(`utxo: HTTP ${response.status}`)
  const utxos = (await response.json()) as { value: number; status: { confirmed: boolean } }[]
  return utxos.filter((utxo) => utxo.status.confirmed).reduce((sum, utxo) => sum + utxo.value, 0)
}

/**
 * The Send view's network fee for a payment from the dev account: the server's fee rate for the
 * next blocks × 165 vB (one P2WPKH input, the payment and change), at the stack's $100,000 BTC.
 */
async function expectedFeeText(): Promise<string> {
  const response = await fetch(`${esploraUrl}/fee-estimates?projectId=local-dev`)
  if (!response.ok) throw new Error(`fee-estimates: HTTP ${response.status}`)
  const estimates = (await response.json()) as Record<string, number>
  const rate = Math.max(estimates['1'] ?? estimates['2'] ?? estimates['3'] ?? 1, 1)
  const usd = (Math.ceil(165 * rate) / 1e8) * 100_000
  const formatted = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(usd)
  return `Network fee: ${formatted}`
}

/** How the header shows a BTC balance: 3 decimals, floored, trailing zeros dropped. */
function shownBtc(sats: number): string {
  const whole = Math.floor(sats / 1e8)
  const fraction = String(sats % 1e8)
    .padStart(8, '0')
    .slice(0, 3)
    .replace(/0+$/, '')
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(
    (fraction ? `${whole}.${fraction}` : `${whole}`) as `${number}`,
  )
}

const shortOf = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

const currentMonth = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
  new Date(),
)

test.describe('Bitcoin next to EVM', () => {
  test('connects the Bitcoin dev wallet; the header shows its regtest balance', async ({
    page,
    bitcoinDevWallet,
  }) => {
    const modal = new ModalPage(page)
    const payment = bitcoinDevWallet.account.payment.address
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect a Bitcoin wallet' }).click()
    await expect(modal.dialog).toBeVisible()
    // One row for the dev wallet, offered on both Bitcoin surfaces.
    await expect(modal.walletOption(devWalletName)).toHaveCount(1)
    await modal.walletOption(devWalletName).click()
    // The payment (P2WPKH) address is the account.
    await expect(page.getByTestId('airlock-bitcoin-address')).toHaveText(payment)
    await expect(page.getByTestId('airlock-network')).toHaveText('Bitcoin Regtest')
    await expect(page.getByTestId('wagmi-address')).toHaveText('—')
    const sats = await confirmedSats(payment)
    expect(sats).toBeGreaterThan(0)
    await expect(modal.accountButton(shortOf(payment))).toContainText(`${shownBtc(sats)} BTC`)
  })

  test('sends 0.015 BTC from the Send view with its network fee shown: the receiver holds exactly 1,500,000 sats more once mined, Activity shows it', async ({
    page,
    bitcoinDevWallet,
  }) => {
    const modal = new ModalPage(page)
    const payment = bitcoinDevWallet.account.payment.address
    const before = await confirmedSats(receiver)
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect a Bitcoin wallet' }).click()
    await modal.walletOption(devWalletName).click()
    const button = modal.accountButton(shortOf(payment))
    await expect(button).toContainText('BTC')
    await expect(modal.dialog).toBeHidden()
    await button.click()
    const account = new AccountPage(page)
    await expect(account.tokenRow('BTC')).toBeVisible()

    await account.fillSend({ symbol: 'BTC', amount: '0.015', receiver })
    await expect(modal.dialog.getByText(/^Network fee: /)).toHaveText(await expectedFeeText())
    await expect(account.reviewButton).toBeEnabled()
    await account.confirmSend()
    await expect(account.toast('Transaction started')).toBeVisible()
    await expect(account.tab('Tokens')).toBeVisible()
    expect((await bitcoinDevWallet.requests()).map((request) => request.method)).toContain(
      'bitcoin:signTransaction',
    )
    // The node mines the payment on its own; only confirmed outputs count.
    await expect.poll(() => confirmedSats(receiver), { timeout: 30_000 }).toBe(before + 1_500_000)

    // History comes from the node through the server; reopening the tab fetches it again.
    await expect(async () => {
      await account.tab('Tokens').click()
      await account.tab('Activity').click()
      const latest = account.activityGroup(currentMonth).getByRole('listitem').first()
      await expect(latest).toContainText('Sent', { timeout: 1_000 })
      await expect(latest).toContainText('0.015 BTC', { timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
  })

  test('signs in with SIWX (BIP-322), verified by the local server', async ({
    page,
    bitcoinDevWallet,
  }) => {
    const modal = new ModalPage(page)
    const signIn = new SignInPage(page)
    const payment = bitcoinDevWallet.account.payment.address
    await page.goto('/?siwx=required')
    await page.getByRole('button', { name: 'Connect a Bitcoin wallet' }).click()
    await modal.walletOption(devWalletName).click()
    await signIn.expectAsked()
    await signIn.signButton.click()
    await expect(modal.dialog).toBeHidden()
    await expect(signIn.status).toHaveText('Signed in')
    await expect(signIn.signedInAccount).toHaveText(
      new RegExp(`^${payment} on (bip122:)?${bitcoinRegtest.caipNetworkId.slice(7)}$`),
    )
    const methods = (await bitcoinDevWallet.requests()).map((request) => request.method)
    expect(methods).toContain('bitcoin:signMessage')
    // The server verified the BIP-322 signature when it opened the session.
    const sessionId = await page.getByTestId('siwx-session-id').textContent()
    const check = await page.request.get(
      `http://127.0.0.1:8787/v1/sessions/${sessionId}?projectId=local-dev`,
    )
    expect(check.status()).toBe(200)
    expect(await check.json()).toMatchObject({ address: payment })
  })

  test('EVM and Bitcoin connected together survive a reload without asking the wallets', async ({
    page,
    bitcoinDevWallet,
  }) => {
    const modal = new ModalPage(page)
    const payment = bitcoinDevWallet.account.payment.address
    await page.goto('/')
    // The dev wallet is one row for every namespace it offers: one click connects both.
    await modal.connectWith(devWalletName)
    await expect(page.getByTestId('airlock-address')).toHaveText(firstAccount)
    await expect(page.getByTestId('airlock-bitcoin-address')).toHaveText(payment)
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()

    await page.reload()
    await expect(page.getByTestId('airlock-address')).toHaveText(firstAccount)
    await expect(page.getByTestId('airlock-bitcoin-address')).toHaveText(payment)
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()
    expect((await bitcoinDevWallet.requests()).map((request) => request.method)).toEqual([])

    // The Account view lists the Bitcoin account; choosing it makes Bitcoin active.
    await modal.accountButton(firstAccountShort).click()
    const bitcoinRow = modal.dialog.getByRole('button', {
      name: /Switch to Bitcoin Regtest account/,
    })
    await expect(bitcoinRow).toBeVisible()
    await bitcoinRow.click()
    await expect(page.getByTestId('airlock-network')).toHaveText('Bitcoin Regtest')
    await expect(page.getByTestId('airlock-address')).toHaveText(payment)
    await modal.closeButton.click()

    await page.getByRole('button', { name: 'Disconnect Bitcoin only' }).click()
    await expect(page.getByTestId('airlock-bitcoin-address')).toHaveText('—')
    await expect(page.getByTestId('wagmi-address')).toHaveText(firstAccount)
  })
})
