import { expect, test } from '@airlock/testing/playwright'
import {
  solanaDevAccounts,
  solanaDevTokens,
  solanaLocalChainReference,
} from '@airlock/testing/solana'
import type { Page } from '@playwright/test'
import { devWalletName, firstAccount, firstAccountShort } from './constants.js'
import { AccountPage } from './pages/AccountPage.js'
import { AllWalletsPage } from './pages/AllWalletsPage.js'
import { ModalPage } from './pages/ModalPage.js'
import { SignInPage } from './pages/SignInPage.js'

// The stack's Solana chain; e2e runs share its state, so amounts are read before and after.
const rpcUrl = 'http://127.0.0.1:8899'
const solanaLocalChainId = `solana:${solanaLocalChainReference}`
const { usd, gold } = solanaDevTokens
const receiver = solanaDevAccounts.receiver.address

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: T }
  return body.result
}

const readLamports = async (owner: string) =>
  BigInt((await rpc<{ value: number }>('getBalance', [owner])).value)

/** What `owner` holds of `mint`, in base units, over all its token accounts. */
async function readToken(owner: string, mint: string): Promise<bigint> {
  const { value } = await rpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }])
  return value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

/** How the Tokens tab shows an amount: 2 decimals, floored, trailing zeros dropped, en-US digits. */
function shown(value: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const cents = (value * 100n) / base
  const whole = cents / 100n
  const fraction = (cents % 100n).toString().padStart(2, '0').replace(/0+$/, '')
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(
    (fraction ? `${whole}.${fraction}` : `${whole}`) as `${number}`,
  )
}

const currentMonth = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
  new Date(),
)

const shortOf = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

/** Connects the Solana dev wallet alone and opens the Account view on the Tokens tab. */
async function openSolanaAccount(page: Page, address: string): Promise<AccountPage> {
  const modal = new ModalPage(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
  await modal.walletOption(devWalletName).click()
  const button = modal.accountButton(shortOf(address))
  await expect(button).toBeVisible()
  await expect(modal.dialog).toBeHidden()
  await button.click()
  const account = new AccountPage(page)
  await expect(account.tab('Tokens')).toHaveAttribute('aria-selected', 'true')
  return account
}

// The demo configures wagmi and Solana together; Airlock Dev Wallet announces itself on both
// (EIP-6963 and the Wallet Standard), so the modal lists it once.
test.describe('Solana next to EVM', () => {
  test('connects the Solana dev wallet on its own; EVM stays disconnected', async ({
    page,
    solanaDevWallet,
  }) => {
    const modal = new ModalPage(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
    await expect(modal.dialog).toBeVisible()
    await expect(modal.walletOption(devWalletName)).toHaveCount(1)
    // Only wallets that serve Solana: the registry's Solana wallets, no EVM-only one.
    const connectList = modal.dialog.getByRole('list', { name: 'Connect Wallet' })
    await expect(connectList.getByRole('button', { name: 'Phantom', exact: true })).toBeVisible()
    await expect(connectList).toHaveAttribute('aria-busy', 'false')
    await expect(connectList.getByRole('button', { name: 'Rainbow', exact: true })).toHaveCount(0)
    await expect(connectList.getByRole('button', { name: 'MetaMask', exact: true })).toHaveCount(0)
    // All Wallets too, its search included.
    const allWallets = new AllWalletsPage(page)
    await allWallets.openFromConnect()
    await expect(allWallets.wallet('Solflare')).toBeVisible()
    await expect(allWallets.list).toHaveAttribute('aria-busy', 'false')
    await expect(allWallets.wallet('Rainbow')).toHaveCount(0)
    await expect(allWallets.wallet('MetaMask')).toHaveCount(0)
    await allWallets.searchFor('rainbow')
    await expect(allWallets.dialog.getByText('No wallets found')).toBeVisible()
    await allWallets.dialog.getByRole('button', { name: 'Back', exact: true }).click()
    await modal.walletOption(devWalletName).click()
    await expect(page.getByTestId('airlock-solana-address')).toHaveText(solanaDevWallet.address)
    await expect(page.getByTestId('wagmi-address')).toHaveText('—')
    // The header shows the Solana account and its SOL balance.
    const short = `${solanaDevWallet.address.slice(0, 4)}…${solanaDevWallet.address.slice(-6)}`
    await expect(modal.accountButton(short)).toContainText(/\d[\d,.]* SOL/)
  })

  test('connects EVM and Solana together, a reload restores both, and one namespace disconnects alone', async ({
    page,
    solanaDevWallet,
  }) => {
    const modal = new ModalPage(page)
    await page.goto('/')
    await modal.connectWith(devWalletName)
    await expect(page.getByTestId('airlock-address')).toHaveText(firstAccount)
    await expect(page.getByTestId('airlock-solana-address')).toHaveText(solanaDevWallet.address)
    // EVM led, so it stays the active namespace.
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()

    await page.reload()
    await expect(page.getByTestId('airlock-address')).toHaveText(firstAccount)
    await expect(page.getByTestId('airlock-solana-address')).toHaveText(solanaDevWallet.address)
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()
    expect((await solanaDevWallet.requests()).map((request) => request.feature)).toEqual([])

    // The Account view lists the Solana account; choosing it makes Solana active.
    await modal.accountButton(firstAccountShort).click()
    const solanaRow = modal.dialog.getByRole('button', { name: /Switch to Solana Local account/ })
    await expect(solanaRow).toBeVisible()
    await solanaRow.click()
    await expect(page.getByTestId('airlock-network')).toHaveText('Solana Local')
    await expect(page.getByTestId('airlock-address')).toHaveText(solanaDevWallet.address)
    await modal.closeButton.click()

    await page.getByRole('button', { name: 'Disconnect Solana only' }).click()
    await expect(page.getByTestId('airlock-solana-address')).toHaveText('—')
    await expect(page.getByTestId('wagmi-address')).toHaveText(firstAccount)
    await expect(page.getByTestId('airlock-address')).toHaveText(firstAccount)
  })

  test('Tokens shows SOL and both SPL tokens; a send of 1.5 AUSD, its simulation previewed, lands exactly 1.5 at the receiver and Activity lists it this month', async ({
    page,
    solanaDevWallet,
  }) => {
    const owner = solanaDevWallet.address
    const account = await openSolanaAccount(page, owner)
    await expect(account.tokenRow('SOL')).toContainText(
      `${shown(await readLamports(owner), 9)} SOL`,
    )
    await expect(account.tokenRow('AUSD')).toContainText(
      `${shown(await readToken(owner, usd.address), usd.decimals)} AUSD`,
    )
    await expect(account.tokenRow('AGLD')).toContainText(
      `${shown(await readToken(owner, gold.address), gold.decimals)} AGLD`,
    )

    const before = await readToken(receiver, usd.address)
    await account.fillSend({ symbol: 'AUSD', amount: '1.5', receiver })
    await expect(account.reviewButton).toBeEnabled()
    await account.reviewSend()
    // The node's simulation of the transfer (simulateTransaction on the local chain): the AUSD that
    // leaves and where it goes, and the SOL the fee (and a new token account's rent) takes.
    await expect(account.simulation).toContainText(`−1.5 AUSD (`)
    await expect(account.simulation).toContainText(`${receiver.slice(0, 4)}…${receiver.slice(-6)})`)
    await expect(account.simulation).toContainText(/−0\.\d+ SOL \(/)
    await account.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(account.toast('Transaction started')).toBeVisible()
    await expect(account.tab('Tokens')).toBeVisible()
    await expect.poll(() => readToken(receiver, usd.address)).toBe(before + 1_500_000n)
    const sent = (await solanaDevWallet.requests()).map((request) => request.feature)
    expect(
      sent.some(
        (feature) =>
          feature.startsWith('solana:signAndSend') || feature.startsWith('solana:signTransaction'),
      ),
    ).toBe(true)

    // History is read from the chain; reopening the tab fetches it again.
    await expect(async () => {
      await account.tab('Tokens').click()
      await account.tab('Activity').click()
      await expect(account.activityGroup(currentMonth).getByRole('listitem').first()).toContainText(
        '1.5 AUSD',
        { timeout: 1_000 },
      )
    }).toPass({ timeout: 20_000 })
  })

  test('signs in with SIWX on Solana: the ed25519 signature is verified by the local server', async ({
    page,
    solanaDevWallet,
  }) => {
    const modal = new ModalPage(page)
    const signIn = new SignInPage(page)
    await page.goto('/?siwx=required')
    await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
    await modal.walletOption(devWalletName).click()
    await signIn.expectAsked()
    await expect(
      signIn.dialog.getByText(/Airlock Demo wants to connect to your wallet/),
    ).toBeVisible()
    await signIn.signButton.click()
    await expect(modal.dialog).toBeHidden()
    await expect(signIn.status).toHaveText('Signed in')
    await expect(signIn.signedInAccount).toHaveText(
      `${solanaDevWallet.address} on ${solanaLocalChainId}`,
    )
    const features = (await solanaDevWallet.requests()).map((request) => request.feature)
    expect(features).toContain('solana:signMessage')
    // The dapp's backend can check the session on the Airlock server; Solana keeps the address's case.
    const sessionId = await page.getByTestId('siwx-session-id').textContent()
    const check = await page.request.get(
      `http://127.0.0.1:8787/v1/sessions/${sessionId}?projectId=local-dev`,
    )
    expect(check.status()).toBe(200)
    expect(await check.json()).toMatchObject({
      address: solanaDevWallet.address,
      chainId: solanaLocalChainId,
    })
  })
})
