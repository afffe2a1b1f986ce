import { airlockAccountFactoryAddress } from '@airlock/frame/custody'
import { devAccounts } from '@airlock/testing'
import { createFarcasterTestClient } from '@airlock/testing/farcaster'
import { expect, test } from '@airlock/testing/playwright'
import type { Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  createTestClient,
  type Hex,
  hashMessage,
  http,
  isAddressEqual,
  isErc6492Signature,
  parseAbi,
  parseEther,
} from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { AccountPage } from './pages/AccountPage.js'
import { ModalPage } from './pages/ModalPage.js'
import { SignInPage } from './pages/SignInPage.js'
import { addPasskeyAuthenticator } from './passkey.js'

// Social login on the local stack: the dapp on `localhost`, the wallet frame on
// `wallet.localhost`, and a real OpenID provider on 127.0.0.1:8790 registered as Google. The
// popup runs the real redirect flow: frame origin → provider login page → the server's callback.
// Farcaster: the server is its own auth relay on the frame origin, the dev ID registry is on chain
// 31337, and the Farcaster test client plays the visitor's phone.
const dappUrl = 'http://localhost:5173/'

const rpcUrl = 'http://127.0.0.1:8545'
const chain = createPublicClient({ transport: http(rpcUrl) })
const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`
const walletFrame = (page: Page) => page.frameLocator('#w3m-iframe')

/** The sign-in session the Airlock server keeps for the demo's current session id. */
async function serverSession(page: Page) {
  const sessionId = await page.getByTestId('siwx-session-id').textContent()
  const response = await page.request.get(
    `http://127.0.0.1:8787/v1/sessions/${sessionId}?projectId=local-dev`,
  )
  expect(response.status()).toBe(200)
  return (await response.json()) as { address: string; message: string; signature: Hex }
}

/** Approves the message the frame shows for signing (the SIWX message). */
async function approveSignature(page: Page) {
  const approval = walletFrame(page).getByRole('dialog', { name: 'Sign message' })
  await expect(approval).toBeVisible()
  await approval.getByRole('button', { name: 'Approve' }).click()
}

test.describe('social login', () => {
  test('"Continue with Google" logs in at the provider in a popup and connects the embedded smart account (counterfactual), which signs in with SIWX (ERC-6492) and sends 0.1 ETH as a user operation mined through the bundler; the Account view switches to the EOA and back, and the deployed account signs in again (ERC-1271)', async ({
    page,
  }) => {
    // A popup, a provider login, a new wallet behind a passkey, two sign-ins and a user operation.
    test.setTimeout(150_000)
    await addPasskeyAuthenticator(page)
    const login = `visitor${Date.now()}`
    const modal = new ModalPage(page)
    const signIn = new SignInPage(page)
    await page.goto(`${dappUrl}?siwx=optional`)
    await modal.open()
    // The socials in the configured order: the first wide, the next as icons.
    await expect(modal.dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    await expect(modal.dialog.getByRole('button', { name: 'Continue with X' })).toBeVisible()
    const popupOpened = page.waitForEvent('popup')
    await modal.dialog.getByRole('button', { name: 'Continue with Google' }).click()
    const popup = await popupOpened
    await expect(modal.dialog.getByText('Connect in the provider window')).toBeVisible()
    // The provider's own login page (oidc-provider), reached through the frame origin's redirect.
    await popup.getByPlaceholder('Enter any login').fill(login)
    await popup.getByPlaceholder('and password').fill('any password')
    // The popup closes itself once the server has the provider's answer, which can be before this
    // test's next line runs: wait for the close from before the click (Playwright's close event
    // fires once, and waiting for it on a page already closed never ends).
    const popupClosed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: 'Sign-in' }).click()
    await popupClosed

    const frame = walletFrame(page)
    await expect(frame.getByRole('dialog', { name: 'Secure your wallet' })).toBeVisible()
    await frame.getByRole('button', { name: 'Create a passkey' }).click()
    // Connected with the smart account (spec §4's default on eip155), not deployed yet; the
    // dapp asks it to sign in.
    await signIn.expectAsked()
    const shownAddress = page.getByTestId('airlock-address')
    await expect(shownAddress).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    const smartAccount = (await shownAddress.textContent()) as Address
    await expect(page.getByTestId('wagmi-address')).toHaveText(smartAccount)
    expect(await chain.getCode({ address: smartAccount })).toBeUndefined()

    // SIWX as the counterfactual account: an ERC-6492 signature, which the server verified.
    await signIn.signButton.click()
    await approveSignature(page)
    await expect(signIn.status).toHaveText('Signed in')
    await expect(signIn.signedInAccount).toHaveText(`${smartAccount} on eip155:31337`)
    await expect(modal.dialog).toBeHidden()
    expect(await chain.getCode({ address: smartAccount })).toBeUndefined()
    const counterfactualSession = await serverSession(page)
    expect(counterfactualSession.address).toBe(smartAccount.toLowerCase())
    expect(isErc6492Signature(counterfactualSession.signature)).toBe(true)
    // Google's user name is the account's email, stored as the social username (spec §4).
    const name = `${login}@example.com`
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('@appkit-wallet/SOCIAL_USERNAME')))
      .toBe(name)

    // 0.1 ETH from the Account view: a user operation through the bundler, approved in the frame
    // (ApproveTransaction), deploying the account; the account pays its gas. The demo's network
    // is Local Chain A (31337, the RPC on 8545): the chain the send and the checks below use.
    await anvil.setBalance({ address: smartAccount, value: parseEther('1') })
    const receiver = devAccounts[2].address as Address
    const before = await chain.getBalance({ address: receiver })
    const fromBlock = await chain.getBlockNumber()
    await modal.accountButton(shortAddress(smartAccount)).click()
    await expect(modal.dialog.getByText(name, { exact: true })).toBeVisible()
    await expect(modal.dialog.getByTitle(smartAccount)).toBeVisible()
    const account = new AccountPage(page)
    await account.fillSend({ symbol: 'ETH', amount: '0.1', receiver })
    await account.confirmSend()
    await expect(
      modal.dialog.getByRole('heading', { name: 'Approve in your wallet' }),
    ).toBeVisible()
    const send = frame.getByRole('dialog', { name: 'Send transaction' })
    await expect(send.getByText(receiver, { exact: true })).toBeVisible()
    await expect(send.getByText('0.1 ETH', { exact: true })).toBeVisible()
    await send.getByRole('button', { name: 'Approve' }).click()
    await expect
      .poll(() => chain.getBalance({ address: receiver }), { timeout: 60_000 })
      .toBe(before + parseEther('0.1'))
    // The smart account paid the 0.1 ETH and the operation's gas.
    const left = await chain.getBalance({ address: smartAccount })
    expect(left).toBeLessThan(parseEther('0.9'))
    expect(left).toBeGreaterThan(parseEther('0.8'))
    // A user operation, mined: the EntryPoint logged the account's deployment and a successful
    // UserOperationEvent for it, in a handleOps transaction the bundler sent (not the account).
    const operations = await chain.getContractEvents({
      address: entryPoint08Address,
      abi: entryPoint08Abi,
      eventName: 'UserOperationEvent',
      args: { sender: smartAccount },
      fromBlock,
    })
    expect(operations).toHaveLength(1)
    const [operation] = operations
    expect(operation?.args.success).toBe(true)
    const deployed = await chain.getContractEvents({
      address: entryPoint08Address,
      abi: entryPoint08Abi,
      eventName: 'AccountDeployed',
      args: { sender: smartAccount },
      fromBlock,
    })
    expect(deployed.map((event) => event.transactionHash)).toEqual([operation?.transactionHash])
    const bundle = await chain.getTransaction({ hash: operation?.transactionHash as Hex })
    expect(isAddressEqual(bundle.to as Address, entryPoint08Address)).toBe(true)
    expect(isAddressEqual(bundle.from, smartAccount)).toBe(false)
    expect(await chain.getCode({ address: smartAccount })).toBeDefined()

    // Signed out of the dapp (the wallet stays connected), the visitor switches to the EOA in the
    // Account view: the EOA is the smart account's owner. The dapp asks the EOA to sign in; the
    // visitor declines.
    await modal.closeButton.click()
    await page
      .getByRole('region', { name: 'Sign in with the wallet' })
      .getByRole('button', { name: 'Sign out' })
      .click()
    await expect(signIn.status).not.toHaveText('Signed in')
    await modal.accountButton(shortAddress(smartAccount)).click()
    await modal.dialog.getByRole('button', { name: 'Switch to your EOA' }).click()
    await expect(shownAddress).not.toHaveText(smartAccount)
    await expect(shownAddress).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    const eoa = (await shownAddress.textContent()) as Address
    await expect(page.getByTestId('wagmi-address')).toHaveText(eoa)
    const smartAccountOf = await chain.readContract({
      address: airlockAccountFactoryAddress,
      abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
      functionName: 'getAddress',
      args: [eoa, 0n],
    })
    expect(smartAccountOf).toBe(smartAccount)
    await signIn.expectAsked()
    await signIn.cancelButton.click()
    await expect(modal.dialog).toBeHidden()

    // Back to the smart account, now deployed: it signs in with an ERC-1271 signature (no
    // ERC-6492 wrapper), which the server verified and the account itself accepts.
    await modal.accountButton(shortAddress(eoa)).click()
    await expect(modal.dialog.getByTitle(eoa)).toBeVisible()
    await modal.dialog.getByRole('button', { name: 'Switch to your Smart Account' }).click()
    await expect(shownAddress).toHaveText(smartAccount)
    await expect(page.getByTestId('wagmi-address')).toHaveText(smartAccount)
    await signIn.expectAsked()
    await signIn.signButton.click()
    await approveSignature(page)
    await expect(signIn.status).toHaveText('Signed in')
    await expect(signIn.signedInAccount).toHaveText(`${smartAccount} on eip155:31337`)
    const deployedSession = await serverSession(page)
    expect(deployedSession.address).toBe(smartAccount.toLowerCase())
    expect(isErc6492Signature(deployedSession.signature)).toBe(false)
    const magic = await chain.readContract({
      address: smartAccount,
      abi: parseAbi([
        'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
      ]),
      functionName: 'isValidSignature',
      args: [hashMessage(deployedSession.message), deployedSession.signature],
    })
    expect(magic).toBe('0x1626ba7e')
  })

  test('closing the provider window shows "Something went wrong"', async ({ page }) => {
    const modal = new ModalPage(page)
    await page.goto(dappUrl)
    await modal.open()
    const popupOpened = page.waitForEvent('popup')
    await modal.dialog.getByRole('button', { name: 'Continue with Google' }).click()
    const popup = await popupOpened
    await popup.getByPlaceholder('Enter any login').waitFor()
    await popup.close()
    await expect(modal.dialog.getByRole('alert')).toHaveText('Something went wrong')
    await expect(modal.dialog.getByRole('button', { name: 'Continue with Google' })).toBeEnabled()
  })

  test('a social login the frame does not answer in time shows "Invalid App Configuration" (socials timeout)', async ({
    page,
  }) => {
    // The frame's call to the server never returns; the demo's frameTimeout cuts the frame's
    // login wait from the spec's 30 s to 3 s.
    await page.route('**/v1/frame/social/start**', () => undefined)
    const modal = new ModalPage(page)
    await page.goto(`${dappUrl}?frameTimeout=3000`)
    await modal.open()
    const popupOpened = page.waitForEvent('popup')
    await modal.dialog.getByRole('button', { name: 'Continue with Google' }).click()
    const popup = await popupOpened
    await expect(
      modal.dialog.getByRole('alert').filter({ hasText: 'Invalid App Configuration' }).first(),
    ).toBeVisible()
    await expect.poll(() => popup.isClosed()).toBe(true)
    await expect(modal.dialog.getByRole('button', { name: 'Continue with Google' })).toBeEnabled()
  })

  test('"Continue with Farcaster" shows the channel QR code; the phone signs in, the embedded wallet connects and the Account view shows the Farcaster name', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await addPasskeyAuthenticator(page)
    const userName = `caster${Date.now()}`
    const phone = createFarcasterTestClient({
      relayUrl: 'http://127.0.0.1:8788',
      relayAuthKey: 'local-farcaster-relay-key',
      rpcUrl: 'http://127.0.0.1:8545',
      username: userName,
    })
    const modal = new ModalPage(page)
    await page.goto(dappUrl)
    await modal.open()
    await modal.dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
    await expect(modal.dialog.getByRole('img', { name: 'Farcaster' })).toBeVisible()
    await expect(modal.dialog.getByText('Scan this QR code with your phone')).toBeVisible()
    // The deep link is the channel URL the QR code holds: the phone reads its channel token.
    const link = modal.dialog.getByRole('link', { name: 'Open Farcaster' })
    const url = (await link.getAttribute('href')) ?? ''
    expect(url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
    await phone.signIn(url)

    const frame = page.frameLocator('#w3m-iframe')
    await expect(frame.getByRole('dialog', { name: 'Secure your wallet' })).toBeVisible()
    await frame.getByRole('button', { name: 'Create a passkey' }).click()
    await expect(modal.dialog).toBeHidden()
    const address = page.getByTestId('airlock-address')
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('@appkit-wallet/SOCIAL_USERNAME')))
      .toBe(userName)
    const connected = (await address.textContent()) ?? ''
    await modal.accountButton(`${connected.slice(0, 4)}…${connected.slice(-6)}`).click()
    await expect(modal.dialog.getByText(userName, { exact: true })).toBeVisible()
  })
})
