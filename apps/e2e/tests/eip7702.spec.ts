import { randomUUID } from 'node:crypto'
import { eip7702DelegateAddress } from '@airlock/frame/custody'
import { expect, test } from '@airlock/testing/playwright'
import type { FrameLocator, Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  createTestClient,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { inbox, nextMail } from './inbox.js'
import { ModalPage } from './pages/ModalPage.js'
import { addPasskeyAuthenticator } from './passkey.js'

// EIP-7702 for the embedded wallet: the visitor upgrades the EOA (its key only in the frame) to a
// smart account at the same address, on Airlock Local 2, where the local stack runs a bundler and
// sponsors gas with its paymaster. The dapp on `localhost`, the frame on `wallet.localhost`.
const eoaDappUrl = 'http://localhost:5173/?account=eoa'
/** Airlock Local 2 (chain 31338). */
const rpcUrl = 'http://127.0.0.1:8546'
const chain = createPublicClient({ transport: http(rpcUrl) })
const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
const walletFrame = (page: Page): FrameLocator => page.frameLocator('#w3m-iframe')
const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

/** Logs a new visitor in with the emailed code and a new passkey: the embedded wallet's EOA. */
async function logIn(page: Page): Promise<Address> {
  const email = `visitor-${randomUUID()}@example.com`
  const modal = new ModalPage(page)
  const seen = (await inbox(email)).length
  await page.goto(eoaDappUrl)
  await modal.open()
  await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(modal.dialog.getByText(`Enter the code we sent to ${email}`)).toBeVisible()
  const { code } = await nextMail(email, seen)
  await modal.dialog.getByRole('textbox', { name: 'One-time code' }).fill(code as string)
  const frame = walletFrame(page)
  await expect(frame.getByRole('dialog', { name: 'Secure your wallet' })).toBeVisible()
  await frame.getByRole('button', { name: 'Create a passkey' }).click()
  await expect(modal.dialog).toBeHidden()
  const address = page.getByTestId('airlock-address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  return (await address.textContent()) as Address
}

test.describe('EIP-7702: the embedded EOA becomes a smart account at its own address', () => {
  test('the visitor upgrades in the frame; the address then holds the delegation designator; a two-call batch lands in one sponsored transaction that costs the account no ETH; the Account view shows one address; the undo clears the code', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await addPasskeyAuthenticator(page)
    const eoa = await logIn(page)
    const modal = new ModalPage(page)

    // To Airlock Local 2, where a bundler and the paymaster serve the chain.
    await page.getByRole('button', { name: 'Choose network' }).click()
    await modal.networkOption('Airlock Local 2').click()
    await expect(page.getByTestId('airlock-network')).toHaveText('Airlock Local 2')
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
    await anvil.setBalance({ address: eoa, value: parseEther('1') })
    expect(await chain.getCode({ address: eoa })).toBeUndefined()
    // A plain EOA: its calls would go one after another.
    await expect(page.getByTestId('calls-atomic')).toHaveText('unsupported')

    // The upgrade, said in plain words in the frame: what it delegates to, where, and the undo.
    await page.getByRole('button', { name: 'Upgrade to a smart account' }).click()
    const card = walletFrame(page).getByRole('dialog', { name: 'Upgrade to a smart account' })
    await expect(card.getByText('hands your whole account to the contract below')).toBeVisible()
    await expect(
      card.getByText(`Simple7702Account (ERC-4337 v0.8) ${eip7702DelegateAddress}`),
    ).toBeVisible()
    await expect(card.getByText('Airlock Local 2 (chain 31338) only')).toBeVisible()
    await expect(card.getByText(`${eoa} (stays the same)`)).toBeVisible()
    await expect(card.getByText(/It can be undone/)).toBeVisible()
    await card.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('upgrade-status')).toHaveText(
      `upgraded to ${eip7702DelegateAddress}`,
      { timeout: 60_000 },
    )
    // The same address now runs the delegate: its code is 0xef0100 || delegate.
    expect(await chain.getCode({ address: eoa })).toBe(
      `0xef0100${eip7702DelegateAddress.slice(2).toLowerCase()}`,
    )
    const upgrade = await chain.getTransactionReceipt({
      hash: (await page.getByTestId('upgrade-transaction').textContent()) as Hex,
    })
    expect(upgrade.type).toBe('eip7702')
    expect(upgrade.from.toLowerCase()).toBe(eoa.toLowerCase())

    // wallet_getCapabilities: atomic batches now.
    await expect(page.getByTestId('calls-atomic')).toHaveText('supported')

    // Two calls, one sponsored transaction: the account pays what it sends, no gas.
    const [first, second] = [
      '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
      '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    ] as const
    const [accountBefore, firstBefore, secondBefore] = await Promise.all(
      [eoa, first, second].map((address) => chain.getBalance({ address })),
    )
    await page.getByRole('button', { name: 'Send batched calls' }).click()
    const batch = walletFrame(page).getByRole('dialog', { name: 'Send 2 calls' })
    await expect(batch.getByText(first, { exact: true })).toBeVisible()
    await expect(batch.getByText(second, { exact: true })).toBeVisible()
    await expect(batch.getByText('Sponsored', { exact: true })).toBeVisible()
    await batch.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('calls-status')).toHaveText('success', { timeout: 60_000 })
    const bundle = await chain.getTransactionReceipt({
      hash: (await page.getByTestId('calls-transaction').textContent()) as Hex,
    })
    // One transaction carried both calls: the bundler's, to the EntryPoint, for the EOA itself.
    expect(bundle.to?.toLowerCase()).toBe(entryPoint08Address.toLowerCase())
    expect(await chain.getBalance({ address: first })).toBe(
      (firstBefore as bigint) + parseEther('0.01'),
    )
    expect(await chain.getBalance({ address: second })).toBe(
      (secondBefore as bigint) + parseEther('0.02'),
    )
    expect(await chain.getBalance({ address: eoa })).toBe(
      (accountBefore as bigint) - parseEther('0.03'),
    )

    // The Account view (as the wallet reads it on reload): one address, nothing to switch to.
    await page.reload()
    await expect(page.getByTestId('airlock-address')).toHaveText(eoa)
    await modal.accountButton(shortAddress(eoa)).click()
    await expect(modal.dialog.getByText(shortAddress(eoa)).first()).toBeVisible()
    await expect(modal.dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
    await expect(
      modal.dialog.getByRole('button', { name: 'Switch to your Smart Account' }),
    ).toHaveCount(0)
    await expect(modal.dialog.getByRole('button', { name: 'Switch to your EOA' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()

    // The undo the card promised: its own card, then the same address with no code.
    await expect(page.getByTestId('airlock-network')).toHaveText('Airlock Local 2')
    await page.getByRole('button', { name: 'Undo the upgrade' }).click()
    const undo = walletFrame(page).getByRole('dialog', { name: 'Undo the smart-account upgrade' })
    await expect(undo.getByText(`The delegation to ${eip7702DelegateAddress}`)).toBeVisible()
    await expect(undo.getByText(`${eoa} (stays the same)`)).toBeVisible()
    await undo.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('undo-status')).toHaveText('undone', { timeout: 60_000 })
    expect(await chain.getCode({ address: eoa })).toBeUndefined()
    const undone = await chain.getTransactionReceipt({
      hash: (await page.getByTestId('undo-transaction').textContent()) as Hex,
    })
    expect(undone.type).toBe('eip7702')
    await expect(page.getByTestId('calls-atomic')).toHaveText('unsupported')
  })
})
