import { randomUUID } from 'node:crypto'
import { devAccounts, devnetContracts, devTokenAbi } from '@airlock/testing'
import { expect, test } from '@airlock/testing/playwright'
import { solanaDevAccounts } from '@airlock/testing/solana'
import type { Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { AccountPage } from './pages/AccountPage.js'
import { ModalPage } from './pages/ModalPage.js'
import { SwapPage } from './pages/SwapPage.js'
import { WalletFramePage } from './pages/WalletFramePage.js'
import { addPasskeyAuthenticator } from './passkey.js'
import { payInCheckout } from './sandboxCheckout.js'

// The embedded wallet's approval of the dapp's own transactions (the demo's "Token requests",
// `eth_sendTransaction` over `useAppKitProvider('eip155')`) shows what the chain's simulation
// (`eth_simulateV1` on the local anvil) and the frame's decoding say, before anything is signed;
// and its approval of a Solana transfer, what `simulateTransaction` on the local chain says.
const dappUrl = 'http://localhost:5173/?account=eoa'
const rpcUrl = 'http://127.0.0.1:8545'
const ausd = devnetContracts.usd
/** AUSD as the card names a token: its symbol and its contract, short. */
const ausdName = `AUSD (${ausd.slice(0, 6)}…${ausd.slice(-4)})`
/**
 * 10 AUSD as the card names it, with its worth from the server's price of that contract (AUSD is a
 * dollar on the devnet).
 */
const tenAusd = `AUSD ($10.00, ${ausd.slice(0, 6)}…${ausd.slice(-4)})`
/** The demo's transfer pays the test mnemonic's account 5. */
const recipient = devAccounts[5].address

const chain = createPublicClient({ transport: http(rpcUrl) })

// One visitor for the whole file: a login per test would spend the suite's budget of login
// addresses (the stack's AIRLOCK_FRAME_ADDRESSES_PER_IP) and its time.
test.describe.configure({ mode: 'serial' })

let page: Page
let wallet: WalletFramePage
let address: Address

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000)
  page = await browser.newPage()
  await addPasskeyAuthenticator(page)
  wallet = new WalletFramePage(page)
  address = await wallet.logInNewVisitor(`preview-${randomUUID()}@example.com`, dappUrl)
  // The new wallet gets gas and 100 AUSD (the devnet's token mints to anyone).
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
    address,
    value: parseEther('1'),
  })
  await mintAusd('100')
})

/** Mints `amount` AUSD to the visitor's wallet, from the first dev account. */
async function mintAusd(amount: string) {
  const hash = await createWalletClient({
    account: privateKeyToAccount(devAccounts[0].privateKey),
    transport: http(rpcUrl),
  }).writeContract({
    address: ausd,
    abi: devTokenAbi,
    functionName: 'mint',
    args: [address, parseUnits(amount, 6)],
    chain: null,
  })
  await chain.waitForTransactionReceipt({ hash })
}

test.afterAll(async () => {
  await page?.close()
})

/** Sends the demo's token request `label`; the visitor sees the approval card, then rejects it. */
async function reviewThenReject(
  label: string,
  review: (card: ReturnType<WalletFramePage['approval']>) => Promise<void>,
) {
  await page.getByRole('button', { name: label }).click()
  const card = wallet.approval('Send transaction')
  await expect(card).toBeVisible()
  await review(card)
  await card.getByRole('button', { name: 'Reject' }).click()
  await expect(card).toBeHidden()
  await expect(page.getByTestId('token-request-error')).toHaveText('UserRejectedRequestError 4001')
  // Nothing was signed or sent.
  expect(await chain.getTransactionCount({ address })).toBe(0)
}

test('the approval of an ERC-20 transfer shows "−10 AUSD" and the recipient, from the simulation', async () => {
  await reviewThenReject('Send 10 AUSD', async (card) => {
    await expect(card.getByText('You send', { exact: true })).toBeVisible()
    await expect(card.getByText(`−10 ${tenAusd} to ${recipient}`, { exact: true })).toBeVisible()
    await expect(card.getByText('⚠ Warning')).toHaveCount(0)
  })
})

test('an unlimited approval shows its warning, naming the spender and the token', async () => {
  await reviewThenReject('Approve unlimited AUSD', async (card) => {
    await expect(card.getByText('⚠ Warning', { exact: true })).toBeVisible()
    await expect(
      card.getByText(
        `Unlimited approval: ${devnetContracts.uniswapV2Router} can spend all your ${ausdName}`,
        { exact: true },
      ),
    ).toBeVisible()
    // The approval itself moves no token.
    await expect(
      card.getByText('Nothing leaves or enters your account', { exact: true }),
    ).toBeVisible()
  })
})

test('a reverting call shows the revert reason before signing', async () => {
  await reviewThenReject('Swap past its deadline', async (card) => {
    await expect(card.getByText('⚠ Warning', { exact: true })).toBeVisible()
    await expect(
      card.getByText('This transaction will fail: UniswapV2Router: EXPIRED', { exact: true }),
    ).toBeVisible()
  })
})

test('a transaction the balance cannot pay says what is missing with Buy ETH; after the sandbox purchase the card is back without it, and the approved send lands', async () => {
  test.setTimeout(120_000)
  // The wallet's ETH is gone: the 10 AUSD send cannot pay its fee.
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
    address,
    value: 0n,
  })
  const readAusd = (owner: Address) =>
    chain.readContract({
      address: ausd,
      abi: devTokenAbi,
      functionName: 'balanceOf',
      args: [owner],
    })
  const recipientBefore = await readAusd(recipient)
  await page.getByRole('button', { name: 'Send 10 AUSD' }).click()
  const card = wallet.approval('Send transaction')
  await expect(card).toBeVisible()
  const missing = card.getByText(/^You need 0\.\d+ ETH more for this transaction and its fee$/)
  await expect(missing).toBeVisible()
  await wallet.settled()
  await card.getByRole('button', { name: 'Buy ETH' }).click()

  // The modal's Buy, on ETH, with the fee's worth preset: a few cents, so the card's minimum, $10.
  const modal = new ModalPage(page)
  await expect(card).toBeHidden()
  await expect(modal.dialog.getByRole('heading', { name: 'Buy', exact: true })).toBeVisible()
  await expect(modal.dialog.getByRole('button', { name: 'Token: ETH' })).toBeVisible()
  await expect(modal.dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('10')
  const opened = page.waitForEvent('popup')
  await modal.dialog.getByRole('button', { name: 'Continue with Airlock Sandbox' }).click()
  await payInCheckout(await opened, '10.00')

  // The same request's card again, read anew: nothing missing; approved, it is mined.
  await expect(card).toBeVisible()
  await expect(card.getByText(`−10 ${tenAusd} to ${recipient}`, { exact: true })).toBeVisible()
  await expect(missing).toHaveCount(0)
  await wallet.settled()
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('token-request')).toHaveText(/^0x[0-9a-f]{64}$/)
  await expect.poll(() => readAusd(recipient)).toBe(recipientBefore + parseUnits('10', 6))
})

test('an ETH send the balance cannot pay: its Buy also offers to pay with AUSD; after the swap, approved on its own cards, the same card is back without the warning and the send lands', async () => {
  test.setTimeout(150_000)
  // 0.02 ETH for 0.05 ETH and its fee; 500 AUSD more to pay with.
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
    address,
    value: parseEther('0.02'),
  })
  await mintAusd('500')
  const recipientBefore = await chain.getBalance({ address: recipient })

  await page.getByRole('button', { name: 'Send 0.05 ETH' }).click()
  const card = wallet.approval('Send transaction')
  const sendCard = card.filter({ hasText: '0.05 ETH' })
  await expect(sendCard).toBeVisible()
  const missing = card.getByText(/^You need 0\.030\d* ETH more for this transaction and its fee$/)
  await expect(missing).toBeVisible()
  await wallet.settled()
  await card.getByRole('button', { name: 'Buy ETH' }).click()

  // Buy says what is missing and offers the AUSD held instead: Swap replaces Buy, AUSD into ETH.
  const modal = new ModalPage(page)
  await expect(card).toBeHidden()
  const offer = modal.dialog.getByRole('group', { name: /^You need 0\.030\d* ETH more$/ })
  await offer.getByRole('button', { name: 'Pay with AUSD' }).click()
  const swap = new SwapPage(page)
  await expect(swap.dialog.getByRole('heading', { name: 'Swap', exact: true })).toBeVisible()
  await expect(
    swap.dialog.getByRole('button', { name: 'You pay: AUSD', exact: true }),
  ).toBeVisible()
  await expect(
    swap.dialog.getByRole('button', { name: 'You receive: ETH', exact: true }),
  ).toBeVisible()
  await expect(swap.amountInput).toHaveValue(/^9\d\.\d+$/)
  await expect(swap.reviewButton).toBeEnabled()
  await swap.reviewButton.click()
  await expect(swap.dialog.getByRole('heading', { name: 'Review swap' })).toBeVisible()
  // The node's simulation: what the swap takes and what it brings.
  const simulated = swap.dialog.getByRole('list', { name: 'Simulated on the network' })
  await expect(simulated).toContainText(/−9\d\.\d+ AUSD/)
  await expect(simulated).toContainText(/\+0\.03\d+ ETH/)
  await swap.dialog.getByRole('button', { name: 'Approve and swap' }).click()

  // The swap's own transactions, each on its card over the waiting one: the allowance, the swap.
  for (const shown of ['can spend', '+0.0']) {
    const own = card.filter({ hasText: shown })
    await expect(own).toBeVisible()
    await wallet.settled()
    await own.getByRole('button', { name: 'Approve' }).click()
    await expect(own).toBeHidden()
  }

  // The send's card again, read anew: nothing missing, not even the swap's fee; approved, it is mined.
  await expect(sendCard).toBeVisible()
  await expect(card.getByText(/more for this transaction and its fee$/)).toHaveCount(0)
  await wallet.settled()
  await sendCard.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('token-request')).toHaveText(/^0x[0-9a-f]{64}$/)
  await expect
    .poll(() => chain.getBalance({ address: recipient }))
    .toBe(recipientBefore + parseEther('0.05'))
})

const solanaRpcUrl = 'http://127.0.0.1:8899'
async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(solanaRpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}
const readLamports = async (owner: string) =>
  BigInt((await solanaRpc<{ value: number }>('getBalance', [owner])).value)
/** An address as the account button shows it. */
const shortAddress = (value: string) => `${value.slice(0, 4)}…${value.slice(-6)}`

// Last in the file: it leaves the visitor on the Solana account.
test('Solana: the frame’s approval of a SOL transfer shows the balance change from simulateTransaction', async () => {
  test.setTimeout(60_000)
  const modal = new ModalPage(page)
  // The same login's Solana account, with 2 SOL from the local chain's faucet.
  const solanaAccount = (await page.getByTestId('airlock-solana-address').textContent()) as string
  expect(solanaAccount).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  await solanaRpc('requestAirdrop', [solanaAccount, 2_000_000_000])
  await expect.poll(() => readLamports(solanaAccount)).toBe(2_000_000_000n)
  await modal.accountButton(shortAddress(address)).click()
  await modal.dialog.getByRole('button', { name: /Switch to Solana Local account/ }).click()
  await expect(page.getByTestId('airlock-network')).toHaveText('Solana Local')
  await modal.closeButton.click()

  // Send 0.5 SOL: the frame's card shows what the node's simulation says of the account's SOL,
  // the 5,000-lamport fee included, before the visitor signs anything.
  const receiver = solanaDevAccounts.receiver.address
  const receiverBefore = await readLamports(receiver)
  await modal.accountButton(shortAddress(solanaAccount)).click()
  const account = new AccountPage(page)
  await account.fillSend({ symbol: 'SOL', amount: '0.5', receiver })
  await account.confirmSend()
  const card = wallet.approval('Sign transaction')
  await expect(card).toBeVisible()
  await expect(card.getByText('Balance change', { exact: true })).toBeVisible()
  await expect(card.getByText('−0.500005 SOL (2 → 1.499995)', { exact: true })).toBeVisible()
  await expect(card.getByText(`0.5 SOL to ${receiver}`, { exact: true })).toBeVisible()
  await expect(card.getByText('⚠ Warning')).toHaveCount(0)
  await card.getByRole('button', { name: 'Reject' }).click()
  await expect(card).toBeHidden()
  // The simulation moved nothing, and nothing was signed or sent.
  expect(await readLamports(solanaAccount)).toBe(2_000_000_000n)
  expect(await readLamports(receiver)).toBe(receiverBefore)
})
