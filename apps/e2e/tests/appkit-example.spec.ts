import { devAccounts } from '@airlock/testing'
import { addDevWalletInitScript, expect, test } from '@airlock/testing/playwright'
import type { Page } from '@playwright/test'
import { devWalletName, firstAccount, firstAccountShort } from './constants.js'
import { ModalPage } from './pages/ModalPage.js'

// apps/appkit-example: an AppKit app on wagmi 2 whose imports were moved from @reown/* to
// @airlock/*, served by the stack on 5174 (its production build with --preview).
test.use({ baseURL: 'http://127.0.0.1:5174' })

/** The values the example prints, by where they come from. */
function values(page: Page) {
  const value = (testId: string) => page.getByTestId(testId)
  return {
    hook: {
      status: value('hook-status'),
      address: value('hook-address'),
      network: value('hook-network'),
      chainId: value('hook-chain-id'),
      wallet: value('hook-wallet'),
      modalOpen: value('hook-modal-open'),
      providerChainId: value('hook-provider-chain-id'),
    },
    instance: {
      modalOpen: value('instance-modal-open'),
      chainId: value('instance-chain-id'),
      address: value('instance-address'),
      getAddress: value('instance-get-address'),
      getChainId: value('instance-get-chain-id'),
      getConnected: value('instance-get-connected'),
    },
    wagmi: { address: value('wagmi-address'), chainId: value('wagmi-chain-id') },
  }
}

test.describe('the AppKit example on wagmi 2', () => {
  test('connects through its own wallet list; hooks, instance and wagmi agree; switches and disconnects', async ({
    page,
    devWallet,
  }) => {
    const modal = new ModalPage(page)
    const shown = values(page)
    await page.goto('/')
    await expect(shown.hook.status).toHaveText('disconnected')
    await expect(modal.connectButton).toBeVisible()

    // useAppKitWallets: the app's own list, no modal.
    const list = page.getByRole('list', { name: 'Wallets' })
    await list.getByRole('button', { name: `Connect ${devWalletName}` }).click()
    await expect(shown.hook.status).toHaveText('connected')
    await expect(modal.dialog).toBeHidden()

    // The hooks.
    await expect(shown.hook.address).toHaveText(firstAccount)
    await expect(shown.hook.network).toHaveText('Local Chain A')
    await expect(shown.hook.chainId).toHaveText('31337')
    await expect(shown.hook.wallet).toHaveText(devWalletName)
    await page.getByRole('button', { name: 'Ask the provider' }).click()
    await expect(shown.hook.providerChainId).toHaveText('31337')
    // The instance: its subscriptions and getters.
    await expect(shown.instance.address).toHaveText(firstAccount)
    await expect(shown.instance.chainId).toHaveText('31337')
    await page.getByRole('button', { name: 'Read the instance' }).click()
    await expect(shown.instance.getAddress).toHaveText(firstAccount)
    await expect(shown.instance.getChainId).toHaveText('31337')
    await expect(shown.instance.getConnected).toHaveText('true')
    // wagmi 2's own hooks on the adapter's config.
    await expect(shown.wagmi.address).toHaveText(firstAccount)
    await expect(shown.wagmi.chainId).toHaveText('31337')
    // <appkit-button> shows the account.
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()

    // useAppKitNetwork().switchNetwork moves the wallet, the hooks, the instance and wagmi.
    await page.getByRole('button', { name: 'Switch to Local Chain B' }).click()
    await expect(shown.hook.network).toHaveText('Local Chain B')
    await expect(shown.hook.chainId).toHaveText('31338')
    await expect(shown.instance.chainId).toHaveText('31338')
    await expect(shown.wagmi.chainId).toHaveText('31338')
    await expect.poll(async () => (await devWallet.getState()).chainId).toBe(31338)
    // And back with the instance's switchNetwork.
    await page.getByRole('button', { name: 'modal.switchNetwork(Local Chain A)' }).click()
    await expect(shown.hook.chainId).toHaveText('31337')
    await expect(shown.wagmi.chainId).toHaveText('31337')

    // useDisconnect.
    await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect(shown.hook.status).toHaveText('disconnected')
    await expect(shown.instance.address).toHaveText('—')
    await expect(shown.wagmi.address).toHaveText('—')
    await expect(modal.connectButton).toBeVisible()
  })

  test('connects through the modal the instance opens; the elements switch network; the instance disconnects', async ({
    page,
    devWallet,
  }) => {
    const modal = new ModalPage(page)
    const shown = values(page)
    await page.goto('/')

    // modal.open(): the state reaches subscribeState and useAppKitState.
    await page.getByRole('button', { name: 'modal.open()' }).click()
    await expect(modal.dialog).toBeVisible()
    await expect(shown.instance.modalOpen).toHaveText('true')
    await expect(shown.hook.modalOpen).toHaveText('true')
    await modal.walletOption(devWalletName).click()
    await expect(modal.dialog).toBeHidden()
    await expect(shown.instance.modalOpen).toHaveText('false')
    await expect(shown.hook.address).toHaveText(firstAccount)
    await expect(shown.wagmi.address).toHaveText(firstAccount)

    // <appkit-network-button> opens the Networks view.
    await modal.networkButton.click()
    await modal.networkOption('Local Chain B').click()
    await expect(shown.hook.chainId).toHaveText('31338')
    await expect(shown.wagmi.chainId).toHaveText('31338')
    await expect.poll(async () => (await devWallet.getState()).chainId).toBe(31338)
    await expect(modal.dialog).toBeHidden()

    // A reload restores the connection (wagmi 2 storage), then the instance disconnects.
    await page.reload()
    await expect(shown.hook.status).toHaveText('connected')
    await expect(shown.wagmi.address).toHaveText(firstAccount)
    await page.getByRole('button', { name: 'modal.disconnect()' }).click()
    await expect(shown.hook.status).toHaveText('disconnected')
    await expect(shown.wagmi.address).toHaveText('—')

    // The <appkit-button> element connects too.
    await modal.connectWith(devWalletName)
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()
    await expect(shown.instance.address).toHaveText(firstAccount)
  })

  test('useAppKitWallet connects the wallet it names directly, without the modal', async ({
    page,
    devWallet,
  }) => {
    const modal = new ModalPage(page)
    const shown = values(page)
    await page.goto('/')
    await expect(page.getByTestId('wallet-button-status')).toHaveText('idle')
    await page.getByRole('button', { name: `Connect ${devWalletName} directly` }).click()
    await expect(page.getByTestId('wallet-button-status')).toHaveText('success')
    await expect(page.getByTestId('wallet-button-address')).toHaveText(firstAccount)
    await expect(shown.hook.status).toHaveText('connected')
    await expect(shown.hook.wallet).toHaveText(devWalletName)
    await expect(modal.dialog).toBeHidden()
    expect((await devWallet.getState()).authorized).toBe(true)
  })

  test('ProfileWallets: two wallets connected at once, the active one marked; switch, disconnect one, add another', async ({
    page,
    devWallet,
  }) => {
    // A second EIP-6963 wallet on the second dev account, beside the fixture's: the dev wallet's
    // bundle keeps to one wallet per page, so the first one steps aside while it starts.
    const secondName = 'Second Dev Wallet'
    const secondAccount = devAccounts[1].address
    await page.addInitScript(() => {
      const page = window as unknown as Record<string, unknown>
      page.firstDevWallet = page.airlockDevWallet
      page.airlockDevWallet = undefined
    })
    await addDevWalletInitScript(page, {
      config: {
        accounts: [devAccounts[1].privateKey],
        name: secondName,
        rdns: 'dev.airlock.second',
        inMemory: true,
      },
    })
    await page.addInitScript(() => {
      const page = window as unknown as Record<string, unknown>
      page.airlockDevWallet = page.firstDevWallet
    })
    const modal = new ModalPage(page)
    const shown = values(page)
    await page.goto('/')
    const list = page.getByRole('list', { name: 'Wallets' })
    await list.getByRole('button', { name: `Connect ${devWalletName}` }).click()
    await expect(shown.hook.address).toHaveText(firstAccount)
    await list.getByRole('button', { name: `Connect ${secondName}` }).click()
    await expect(shown.hook.address).toHaveText(secondAccount)

    // The Account view offers the connected wallets once there are two.
    await modal.accountButton(`${secondAccount.slice(0, 4)}…${secondAccount.slice(-6)}`).click()
    await modal.dialog.getByRole('button', { name: /Connected wallets/ }).click()
    const view = page.getByRole('dialog', { name: 'Connected wallets' })
    await expect(view).toBeVisible()
    const wallets = view.getByRole('list', { name: 'Local Chain A' })
    await expect(wallets.getByRole('listitem')).toHaveCount(2)
    const first = wallets.getByRole('listitem').filter({ hasText: devWalletName })
    const second = wallets.getByRole('listitem').filter({ hasText: secondName })
    // The wallet connected last is the active one: marked, with nothing to switch to.
    await expect(second).toHaveAttribute('aria-current', 'true')
    await expect(second.getByText('Active')).toBeVisible()
    await expect(second.getByRole('button', { name: `Switch to ${secondName}` })).toHaveCount(0)
    await expect(first).not.toHaveAttribute('aria-current', 'true')

    // Switching needs no prompt: the app's hooks follow at once.
    await first.getByRole('button', { name: `Switch to ${devWalletName}` }).click()
    await expect(first).toHaveAttribute('aria-current', 'true')
    await expect(first.getByText('Active')).toBeVisible()
    await expect(shown.hook.address).toHaveText(firstAccount)
    await expect(shown.wagmi.address).toHaveText(firstAccount)

    // Disconnecting the other wallet leaves the active one connected.
    await view.getByRole('button', { name: `Disconnect ${secondName}` }).click()
    await expect(wallets.getByRole('listitem')).toHaveCount(1)
    await expect(shown.hook.status).toHaveText('connected')
    await expect(shown.hook.address).toHaveText(firstAccount)
    expect((await devWallet.getState()).authorized).toBe(true)

    // "Add wallet" opens the Connect view for this namespace.
    await view.getByRole('button', { name: 'Add wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(connect).toBeVisible()
    await expect(connect.getByRole('button', { name: secondName })).toBeVisible()
  })
})
