import {
  type AppKit,
  type AppKitOptions,
  type CaipNetwork,
  type ChainNamespace,
  connect,
  createMemoryStorage,
} from '@airlock/core'
import { airlockLocal, airlockLocal2, solana } from '@airlock/core/networks'
import { createTestAdapter } from '@airlock/core/testing'
import { afterEach, describe, expect, it } from 'vitest'

/** A binding's value as it hands it over: the value itself (React) or a ref holding it (Vue). */
export type BindingValue<value> = value | { readonly value: value }

/** What a binding value holds, once read through its ref. */
export type Unwrapped<value> = value extends { readonly value: infer inner } ? inner : value

/** The parts of AppKit's account shape the suite reads. */
type AccountShape = {
  address: string | undefined
  caipAddress: string | undefined
  isConnected: boolean
  status: string | undefined
  allAccounts: readonly { namespace?: string | undefined }[]
  embeddedWalletInfo?: unknown
}

type NetworkShape = {
  caipNetwork: { id: number | string } | undefined
  chainId: number | string | undefined
  caipNetworkId: string | undefined
  approvedCaipNetworkIds: readonly string[] | undefined
  supportsAllNetworks: boolean
  switchNetwork: (network: CaipNetwork, options?: { throwOnFailure?: boolean }) => Promise<void>
}

type ConnectionShape = {
  name?: string | undefined
  connectorId: string
  accounts: readonly { address: string }[]
  caipNetwork?: { id: number | string } | undefined
}

type ConnectionChange = {
  address: string
  namespace: ChainNamespace
  hasSwitchedAccount: boolean
  hasSwitchedWallet: boolean
  hasDeletedWallet: boolean
}

/**
 * A binding's hooks (React) or composables (Vue), with AppKit's names. Each returns AppKit's
 * shape, either as it is or in a ref (`{ value }`), as the binding's AppKit counterpart does.
 */
export type BindingHooks = {
  useAppKit: () => BindingValue<{
    open: (options?: { view?: 'Networks' | 'Connect' | 'Account' }) => Promise<unknown>
    close: () => Promise<void>
  }>
  useAppKitAccount: (parameters?: { namespace?: ChainNamespace }) => BindingValue<AccountShape>
  useAppKitNetwork: () => BindingValue<NetworkShape>
  useAppKitState: () => BindingValue<{
    open: boolean
    selectedNetworkId: string | undefined
    activeChain: string | undefined
    initialized: boolean
  }>
  useAppKitEvents: () => BindingValue<{
    timestamp: number
    data: { type: string; event: string | undefined }
  }>
  useAppKitTheme: () => BindingValue<{
    themeMode: string
    themeVariables: Record<string, unknown>
    setThemeMode: (themeMode: 'dark' | 'light') => void
    setThemeVariables: (themeVariables: { '--w3m-accent': string }) => void
  }>
  useDisconnect: () => BindingValue<{
    disconnect: (parameters?: { id?: string; namespace?: ChainNamespace }) => Promise<void>
  }>
  useWalletInfo: (
    namespace?: ChainNamespace,
  ) => BindingValue<{ walletInfo: { name: string } | undefined }>
  useAppKitProvider: (
    namespace: ChainNamespace,
  ) => BindingValue<{ walletProvider: unknown; walletProviderType: unknown }>
  useAppKitBalance: () => BindingValue<{
    fetchBalance: () => Promise<{
      data?: { balance: string; symbol: string } | undefined
      error: string | null
      isSuccess: boolean
      isError: boolean
    }>
  }>
  useAppKitConnections: (namespace?: ChainNamespace) => BindingValue<{
    connections: readonly ConnectionShape[]
    recentConnections: readonly ConnectionShape[]
  }>
  useAppKitConnection: (parameters: {
    namespace?: ChainNamespace
    onSuccess?: (change: ConnectionChange) => void
    onError?: (error: Error) => void
  }) => BindingValue<{
    connection: ConnectionShape | undefined
    isPending: boolean
    switchConnection: (parameters: { connection: never; address?: string }) => Promise<void>
  }>
}

/** The instance a binding's createAppKit returns: core's, whose destroy also unmounts the modal. */
type BindingAppKit = AppKit

/** How the suite drives one binding: make an instance, run hooks as a component does, wait. */
export type BindingBehaviourDriver = {
  /** Names the `describe` block, e.g. `'@airlock/vue composables'`. */
  name: string
  /** The binding's createAppKit. */
  createAppKit: (
    options: AppKitOptions & {
      enableModal?: boolean | undefined
      newInstance?: boolean | undefined
    },
  ) => BindingAppKit
  hooks: BindingHooks
  /**
   * Runs `use` as a component of the binding runs its hooks and keeps it mounted. `current()`
   * reads what `use` returned, each entry read through its ref, as the component would see it now.
   * Throws what `use` threw on its first run.
   */
  render: <values extends Record<string, unknown>>(
    use: () => values,
  ) => { current: () => { [key in keyof values]: Unwrapped<values[key]> }; unmount: () => void }
  /** Runs `change` (a state change, an action) and waits until mounted hooks show its outcome. */
  act: (change: () => unknown) => Promise<void>
  /** Retries `assertion` until it passes, as the binding's own testing library waits. */
  waitFor: (assertion: () => void) => Promise<void>
  /** Unmounts everything `render` mounted. */
  cleanup: () => void
}

const devWallet = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const secondWallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const userRejected = () => Object.assign(new Error('User rejected'), { code: 4001 })

/**
 * AppKit's hook behaviours as one Vitest suite, run by every binding over the same core: the
 * modal, connect, the account, a network switch (and a failed one), disconnect (all, one
 * connector), events, the provider and theme, several wallets at once, hooks before createAppKit,
 * and the instance the hooks follow. Real instances of core with its in-memory test adapters.
 *
 * @example
 * describeBindingBehaviour({
 *   name: '@airlock/react hooks',
 *   createAppKit,
 *   hooks: { useAppKit, useAppKitAccount, … },
 *   render: (use) => { const { result, unmount } = renderHook(use); return { current: () => result.current, unmount } },
 *   act: (change) => act(async () => { await change() }),
 *   waitFor: (assertion) => waitFor(assertion),
 *   cleanup,
 * })
 */
export function describeBindingBehaviour(driver: BindingBehaviourDriver): void {
  const { hooks, render } = driver
  let made: BindingAppKit[] = []

  function createAppKit(options: Parameters<BindingBehaviourDriver['createAppKit']>[0]) {
    const appKit = driver.createAppKit({
      projectId: 'test',
      storage: createMemoryStorage(),
      debug: false,
      ...options,
    })
    made.push(appKit)
    return appKit
  }

  /** One EVM wallet, and a Solana one (Phantom) for the tests across namespaces. */
  async function start({ withSolana = false } = {}) {
    const evm = createTestAdapter('eip155')
    const sol = createTestAdapter('solana', {
      connectors: [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }],
      address: solanaAddress,
      chainId: solana.id,
    })
    const appKit = createAppKit({
      adapters: withSolana ? [evm, sol] : [evm],
      networks: withSolana ? [airlockLocal, airlockLocal2, solana] : [airlockLocal, airlockLocal2],
    })
    await appKit.ready
    return { appKit, evm }
  }

  describe(`${driver.name} behave as AppKit's hooks`, () => {
    afterEach(() => {
      // Components go before their instance, as in an app.
      driver.cleanup()
      for (const appKit of made.reverse()) appKit.destroy()
      made = []
      document.body.innerHTML = ''
    })

    describe('before createAppKit', () => {
      it('useAppKit and useAppKitEvents throw the spec message', () => {
        const silence = console.error
        console.error = () => {}
        try {
          expect(() => render(() => ({ modal: hooks.useAppKit() }))).toThrow(
            'Please call "createAppKit" before using "useAppKit"',
          )
          expect(() => render(() => ({ events: hooks.useAppKitEvents() }))).toThrow(
            'Please call "createAppKit" before using "useAppKitEvents"',
          )
        } finally {
          console.error = silence
        }
      })

      it('the account, network, provider and disconnect give disconnected defaults', async () => {
        const { current } = render(() => ({
          account: hooks.useAppKitAccount(),
          network: hooks.useAppKitNetwork(),
          provider: hooks.useAppKitProvider('eip155'),
          disconnect: hooks.useDisconnect(),
        }))
        expect(current().account).toMatchObject({
          address: undefined,
          caipAddress: undefined,
          isConnected: false,
          status: undefined,
          allAccounts: [],
          embeddedWalletInfo: undefined,
        })
        expect(current().network).toMatchObject({
          caipNetwork: undefined,
          chainId: undefined,
          caipNetworkId: undefined,
          approvedCaipNetworkIds: undefined,
          supportsAllNetworks: true,
        })
        expect(current().provider.walletProvider).toBeUndefined()
        await expect(current().disconnect.disconnect()).resolves.toBeUndefined()
        await expect(current().network.switchNetwork(airlockLocal2)).resolves.toBeUndefined()
      })

      it('they follow the instance once it exists, disconnected until a wallet connects', async () => {
        const { current } = render(() => ({
          account: hooks.useAppKitAccount(),
          network: hooks.useAppKitNetwork(),
        }))
        const { appKit } = await start()
        await driver.waitFor(() => expect(current().network.chainId).toBe(31337))
        const state = render(() => ({ state: hooks.useAppKitState() }))
        expect(state.current().state.initialized).toBe(true)
        expect(current().account).toMatchObject({ isConnected: false, status: 'disconnected' })
        await driver.act(() => connect(appKit, { connectorId: 'dev.airlock.wallet' }))
        expect(current().account.isConnected).toBe(true)
        expect(current().account.allAccounts[0]).toMatchObject({ namespace: 'eip155' })
      })
    })

    describe('on a real instance', () => {
      it('follow the modal, connect, the account, a network switch, disconnect and the events', async () => {
        const { appKit } = await start()
        const { current } = render(() => ({
          modal: hooks.useAppKit(),
          state: hooks.useAppKitState(),
          account: hooks.useAppKitAccount(),
          network: hooks.useAppKitNetwork(),
          events: hooks.useAppKitEvents(),
          wallet: hooks.useWalletInfo(),
          disconnect: hooks.useDisconnect(),
        }))
        expect(current().account).toMatchObject({
          isConnected: false,
          address: undefined,
          status: 'disconnected',
        })
        expect(current().network).toMatchObject({ chainId: 31337, caipNetworkId: 'eip155:31337' })

        await driver.act(() => current().modal.open({ view: 'Networks' }))
        expect(current().state).toMatchObject({
          open: true,
          selectedNetworkId: 'eip155:31337',
          activeChain: 'eip155',
        })
        expect(current().events.data.event).toBe('MODAL_OPEN')
        await driver.act(() => current().modal.close())
        expect(current().state.open).toBe(false)

        await driver.act(() => connect(appKit, { connectorId: 'dev.airlock.wallet' }))
        expect(current().account).toMatchObject({
          isConnected: true,
          address: devWallet,
          caipAddress: `eip155:31337:${devWallet}`,
          status: 'connected',
        })
        expect(current().events.data.event).toBe('CONNECT_SUCCESS')
        expect(current().wallet.walletInfo?.name).toBe('Airlock Dev Wallet')

        await driver.act(() => current().network.switchNetwork(airlockLocal2))
        expect(current().network).toMatchObject({ chainId: 31338, caipNetworkId: 'eip155:31338' })
        expect(current().account.caipAddress).toBe(`eip155:31338:${devWallet}`)

        await driver.act(() => current().disconnect.disconnect())
        expect(current().account).toMatchObject({ isConnected: false, address: undefined })
        expect(current().events.data.event).toBe('DISCONNECT_SUCCESS')
      })

      it('a failed switch resolves (an error toast) unless throwOnFailure; a later one switches', async () => {
        const { appKit, evm } = await start()
        await connect(appKit, { connectorId: 'dev.airlock.wallet' })
        const { current } = render(() => ({ network: hooks.useAppKitNetwork() }))
        evm.failNext('switchNetwork', userRejected())
        await driver.act(() =>
          expect(current().network.switchNetwork(airlockLocal2)).resolves.toBeUndefined(),
        )
        expect(current().network.chainId).toBe(31337)
        expect(appKit.state.toast).toMatchObject({ open: true, variant: 'error' })
        evm.failNext('switchNetwork', userRejected())
        await driver.act(() =>
          expect(
            current().network.switchNetwork(airlockLocal2, { throwOnFailure: true }),
          ).rejects.toMatchObject({ name: 'UserRejectedRequestError' }),
        )
        await driver.act(() => current().network.switchNetwork(airlockLocal2))
        expect(current().network.chainId).toBe(31338)
      })

      it('useDisconnect ends one connector’s connection ({ id }), one namespace, or all', async () => {
        const { appKit } = await start({ withSolana: true })
        await connect(appKit, { connectorId: 'dev.airlock.wallet' })
        await connect(appKit, { connectorId: 'phantom' })
        const { current } = render(() => ({
          disconnect: hooks.useDisconnect(),
          evm: hooks.useAppKitAccount({ namespace: 'eip155' }),
          sol: hooks.useAppKitAccount({ namespace: 'solana' }),
        }))
        expect(current().sol.address).toBe(solanaAddress)
        await driver.act(() => current().disconnect.disconnect({ id: 'phantom' }))
        expect(current().evm.isConnected).toBe(true)
        expect(current().sol.isConnected).toBe(false)
        await driver.act(() => connect(appKit, { connectorId: 'phantom' }))
        await driver.act(() => current().disconnect.disconnect({ namespace: 'eip155' }))
        expect(current().evm.isConnected).toBe(false)
        expect(current().sol.isConnected).toBe(true)
        await driver.act(() => current().disconnect.disconnect())
        expect(current().sol.isConnected).toBe(false)
      })

      it('give the connected provider, and the theme with its setters', async () => {
        const { appKit, evm } = await start()
        const provider = { request: async () => null }
        evm.getProvider = () => provider
        const { current } = render(() => ({
          provider: hooks.useAppKitProvider('eip155'),
          theme: hooks.useAppKitTheme(),
        }))
        expect(current().provider.walletProvider).toBeUndefined()
        await driver.act(() => connect(appKit, { connectorId: 'dev.airlock.wallet' }))
        expect(current().provider.walletProvider).toBe(provider)
        await driver.act(() => current().theme.setThemeMode('dark'))
        await driver.act(() => current().theme.setThemeVariables({ '--w3m-accent': '#ff0066' }))
        expect(current().theme).toMatchObject({
          themeMode: 'dark',
          themeVariables: { '--w3m-accent': '#ff0066' },
        })
      })
    })

    it('useAppKitBalance reads the active account’s balance on demand, never throwing', async () => {
      const { appKit, evm } = await start()
      const { current } = render(() => ({ balance: hooks.useAppKitBalance() }))
      await expect(current().balance.fetchBalance()).resolves.toEqual({
        data: undefined,
        error: 'No account connected',
        isSuccess: false,
        isError: true,
      })
      await driver.act(() => connect(appKit, { connectorId: 'dev.airlock.wallet' }))
      await expect(current().balance.fetchBalance()).resolves.toMatchObject({
        data: { balance: '10000', symbol: 'ETH' },
        error: null,
        isSuccess: true,
      })
      evm.failNext('getBalance', new Error('RPC down'))
      await expect(current().balance.fetchBalance()).resolves.toMatchObject({
        isError: true,
        isSuccess: false,
      })
    })

    describe('multi-wallet', () => {
      async function twoWallets() {
        const evm = createTestAdapter('eip155', {
          connectors: [
            { id: 'wallet.one', name: 'Wallet One', type: 'ANNOUNCED', chain: 'eip155' },
            { id: 'wallet.two', name: 'Wallet Two', type: 'ANNOUNCED', chain: 'eip155' },
          ],
          addresses: { 'wallet.two': secondWallet },
        })
        const appKit = createAppKit({ adapters: [evm], networks: [airlockLocal] })
        await appKit.ready
        await connect(appKit, { connectorId: 'wallet.one' })
        await connect(appKit, { connectorId: 'wallet.two' })
        return appKit
      }

      it('useAppKitConnections lists the live wallets; useAppKitConnection switches between them', async () => {
        await twoWallets()
        const changes: ConnectionChange[] = []
        const { current } = render(() => ({
          list: hooks.useAppKitConnections('eip155'),
          active: hooks.useAppKitConnection({
            namespace: 'eip155',
            onSuccess: (change) => changes.push(change),
          }),
          account: hooks.useAppKitAccount(),
        }))
        expect(
          current().list.connections.map((entry) => [entry.name, entry.accounts[0]?.address]),
        ).toEqual([
          ['Wallet One', devWallet],
          ['Wallet Two', secondWallet],
        ])
        expect(current().list.connections[0]?.caipNetwork?.id).toBe(31337)
        expect(current().active.connection?.connectorId).toBe('wallet.two')
        expect(current().account.address).toBe(secondWallet)
        const first = current().list.connections[0]
        expect(first).toBeDefined()
        await driver.act(() => current().active.switchConnection({ connection: first as never }))
        expect(current().account.address).toBe(devWallet)
        expect(current().active.connection?.connectorId).toBe('wallet.one')
        expect(current().active.isPending).toBe(false)
        expect(changes).toEqual([
          {
            address: devWallet,
            namespace: 'eip155',
            hasSwitchedAccount: true,
            hasSwitchedWallet: true,
            hasDeletedWallet: false,
          },
        ])
      })

      it('a failed switch goes to onError; a disconnected wallet becomes a recent connection', async () => {
        await twoWallets()
        const errors: Error[] = []
        const { current } = render(() => ({
          list: hooks.useAppKitConnections(),
          active: hooks.useAppKitConnection({ onError: (error) => errors.push(error) }),
          disconnect: hooks.useDisconnect(),
        }))
        const [first] = current().list.connections
        // Wallet One does not hold Wallet Two's account.
        await driver.act(() =>
          current().active.switchConnection({ connection: first as never, address: secondWallet }),
        )
        expect(errors.map((error) => error.name)).toEqual(['ConnectionNotFoundError'])
        await driver.act(() => current().disconnect.disconnect({ id: 'wallet.one' }))
        expect(current().list.connections.map((entry) => entry.connectorId)).toEqual(['wallet.two'])
        expect(current().list.recentConnections.map((entry) => entry.connectorId)).toEqual([
          'wallet.one',
        ])
      })
    })

    describe('the instance the hooks follow', () => {
      it('destroying an older instance leaves them on the current one', async () => {
        const older = createAppKit({
          networks: [airlockLocal2],
          enableModal: false,
          newInstance: true,
        })
        await start()
        const network = render(() => ({ network: hooks.useAppKitNetwork() }))
        expect(network.current().network.chainId).toBe(31337)
        await driver.act(() => older.destroy())
        expect(network.current().network.chainId).toBe(31337)
        await driver.act(() => network.current().network.switchNetwork(airlockLocal2))
        expect(network.current().network.chainId).toBe(31338)
      })

      it('destroying the current instance hands them back to the one made before it', async () => {
        const { appKit: first } = await start()
        const second = createAppKit({
          networks: [airlockLocal2],
          enableModal: false,
          newInstance: true,
        })
        const network = render(() => ({ network: hooks.useAppKitNetwork() }))
        expect(network.current().network.chainId).toBe(31338)
        await driver.act(() => second.destroy())
        expect(network.current().network.chainId).toBe(31337)
        expect(first.state.activeNetworkId).toBe('eip155:31337')
      })
    })
  })
}
