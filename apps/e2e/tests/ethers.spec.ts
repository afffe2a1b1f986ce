import { devAccounts, devnetCollection, devnetTokens } from '@airlock/testing'
import { expect, test } from '@airlock/testing/playwright'
import { type Address, createPublicClient, erc20Abi, http, verifyMessage } from 'viem'
import { devWalletName, firstAccount, firstAccountShort } from './constants.js'
import { AccountPage } from './pages/AccountPage.js'
import { ModalPage } from './pages/ModalPage.js'
import { SignInPage } from './pages/SignInPage.js'

// The stack's primary anvil chain; e2e runs share its state, so amounts are read before and after.
const chain = createPublicClient({ transport: http('http://127.0.0.1:8545') })
const receiver = devAccounts[2].address as Address
const readAusd = (owner: Address) =>
  chain.readContract({
    address: devnetTokens.usd.address as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

const currentMonth = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
  new Date(),
)

for (const [adapter, library] of [
  ['ethers', 'ethers 6'],
  ['ethers5', 'ethers 5'],
] as const) {
  test.describe(`the demo on ?adapter=${adapter}`, () => {
    test('connect, reload, send 1.5 AUSD (Activity shows it), NFTs, switch network, disconnect', async ({
      page,
      devWallet,
    }) => {
      const modal = new ModalPage(page)
      await page.goto(`/?adapter=${adapter}`)
      await expect(page.getByRole('radio', { name: library })).toBeChecked()
      await modal.connectWith(devWalletName)
      await expect(modal.accountButton(firstAccountShort)).toBeVisible()
      await expect(modal.accountButton(firstAccountShort)).toContainText(/\d[\d,.]* ETH/)
      await expect(modal.dialog).toBeHidden()
      await expect(page.getByTestId('airlock-address')).toHaveText(firstAccount)
      // The dapp's own ethers provider over useAppKitProvider('eip155') sees the same account.
      await expect(page.getByTestId('ethers-address')).toHaveText(firstAccount)
      await page.getByRole('button', { name: 'Sign message' }).click()
      await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)

      // A reload restores the connection with no prompt.
      await page.reload()
      await expect(modal.accountButton(firstAccountShort)).toBeVisible()
      const afterReload = (await devWallet.requests()).map((request) => request.method)
      expect(afterReload).not.toContain('eth_requestAccounts')

      // Send 1.5 AUSD from the Account view: exactly 1.5 arrives on chain.
      const before = await readAusd(receiver)
      await modal.accountButton(firstAccountShort).click()
      const account = new AccountPage(page)
      await expect(account.tab('Tokens')).toHaveAttribute('aria-selected', 'true')
      await account.fillSend({ symbol: 'AUSD', amount: '1.5', receiver })
      await expect(account.reviewButton).toBeEnabled()
      await account.confirmSend()
      await expect(account.toast('Transaction started')).toBeVisible()
      await expect.poll(() => readAusd(receiver), { timeout: 20_000 }).toBe(before + 1_500_000n)
      // Activity and NFTs come from the server's data for the account, whatever the adapter.
      await expect(async () => {
        await account.tab('Tokens').click()
        await account.tab('Activity').click()
        await expect(
          account.activityGroup(currentMonth).getByRole('listitem').first(),
        ).toContainText('1.5 AUSD', { timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      await account.tab('NFTs').click()
      await expect(
        account.panel.getByRole('button', { name: new RegExp(devnetCollection.name) }),
      ).toHaveCount(devnetCollection.mintedToFirstAccount)
      await modal.closeButton.click()
      await expect(modal.dialog).toBeHidden()

      // Switch network from the Networks view: the wallet, Airlock and ethers follow.
      await page.getByRole('button', { name: 'Choose network' }).click()
      await modal.networkOption('Airlock Local 2').click()
      await expect(page.getByTestId('airlock-network')).toHaveText('Airlock Local 2')
      await expect.poll(async () => (await devWallet.getState()).chainId).toBe(31338)
      await expect(page.getByTestId('ethers-chain')).toHaveText('31338')

      // Disconnect from the Account view.
      await modal.accountButton(firstAccountShort).click()
      await modal.disconnectButton.click()
      await expect(modal.connectButton).toBeVisible()
      await expect(page.getByTestId('airlock-status')).toHaveText('disconnected')
      expect((await devWallet.getState()).authorized).toBe(false)
    })

    test('sign in with SIWX (required): signed in, and a reload keeps the session', async ({
      page,
      devWallet,
    }) => {
      const modal = new ModalPage(page)
      const signIn = new SignInPage(page)
      await page.goto(`/?adapter=${adapter}&siwx=required`)
      await modal.connectWith(devWalletName)
      await signIn.expectAsked()
      await signIn.signButton.click()
      await expect(modal.dialog).toBeHidden()
      await expect(signIn.status).toHaveText('Signed in')
      await expect(signIn.signedInAccount).toHaveText(`${firstAccount} on eip155:31337`)
      const sessionId = await page.getByTestId('siwx-session-id').textContent()
      const check = await page.request.get(
        `http://127.0.0.1:8787/v1/sessions/${sessionId}?projectId=local-dev`,
      )
      expect(check.status()).toBe(200)

      await page.reload()
      await expect(modal.accountButton(firstAccountShort)).toBeVisible()
      await expect(signIn.status).toHaveText('Signed in')
      const methods = (await devWallet.requests()).map((request) => request.method)
      expect(methods).not.toContain('personal_sign')
    })

    test('pairs through WalletConnect, signs with the demo ethers signer, and a reload keeps the session', async ({
      page,
      context,
      walletConnectWallet: wallet,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const modal = new ModalPage(page)
      await page.goto(`/?adapter=${adapter}`)
      await modal.connectButton.click()
      await modal.walletOption('WalletConnect').click()
      await expect(modal.dialog.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
      const copyLink = modal.dialog.getByRole('button', { name: 'Copy link' })
      await expect(copyLink).toBeEnabled()
      await copyLink.click()
      await wallet.pair(await page.evaluate(() => navigator.clipboard.readText()))
      await expect(modal.accountButton(firstAccountShort)).toBeVisible()
      await expect(page.getByTestId('ethers-address')).toHaveText(firstAccount)

      // The demo's ethers provider over useAppKitProvider('eip155') signs through the relay.
      await page.getByRole('button', { name: 'Sign message' }).click()
      const signature = page.getByTestId('signature')
      await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
      expect(
        await verifyMessage({
          address: firstAccount,
          message: 'Hello from the Airlock demo',
          signature: (await signature.textContent()) as `0x${string}`,
        }),
      ).toBe(true)
      expect(wallet.requests.map((request) => request.method)).toContain('personal_sign')

      await page.reload()
      await expect(modal.accountButton(firstAccountShort)).toBeVisible()
      await expect(page.getByTestId('airlock-status')).toHaveText('connected')
      expect(wallet.sessions()).toHaveLength(1)
    })
  })
}
