// Type-level compatibility: each public item of @reown/appkit/react, /networks and the wagmi
// adapter's options, used once as AppKit's docs and examples use it. A failing line here is an
// AppKit app that no longer type-checks after changing its imports.

import type React from 'react'
import { describe, expectTypeOf, it } from 'vitest'
import {
  AppKitAccountButton,
  AppKitButton,
  AppKitConnectButton,
  type AppKitInstance,
  type AppKitNetwork,
  AppKitNetworkButton,
  AppKitProvider,
  AppKitWalletButton,
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  type CreateAppKit,
  createAppKit,
  getAppKit,
  modal,
  type ParsedCaipAddress,
  type PublicState,
  type UseAppKitAccountReturn,
  type UseAppKitNetworkReturn,
  useAppKit,
  useAppKitAccount,
  useAppKitBalance,
  useAppKitConnection,
  useAppKitConnections,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitNetworkCore,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useAppKitUpdateEmail,
  useAppKitWallet,
  useAppKitWallets,
  useDisconnect,
  useWalletInfo,
  type Wallet,
  type WalletItem,
} from '../exports/index.js'
import { defineChain, mainnet, solana } from '../exports/networks.js'

type Eip1193Provider = { request: (args: { method: string }) => Promise<unknown> }
declare const appKit: AppKitInstance

// A viem chain as `viem/chains` exports it (no CAIP fields).
const viemChain = {
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } },
} as const

describe('createAppKit and the instance', () => {
  it('takes AppKit options with viem chains and returns the instance', () => {
    const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, viemChain, solana]
    const options = { networks, projectId: 'id', defaultNetwork: viemChain } satisfies CreateAppKit
    expectTypeOf(createAppKit(options)).toEqualTypeOf<AppKitInstance>()
    expectTypeOf(modal).toEqualTypeOf<AppKitInstance | undefined>()
    expectTypeOf(getAppKit).toBeCallableWith(appKit)
  })

  it('takes the AppKit options Airlock accepts without a use of its own', () => {
    const options = {
      networks: [mainnet] as [AppKitNetwork],
      allWallets: 'ONLY_MOBILE',
      chainImages: { 1: 'https://example.com/1.png' },
      connectorImages: { injected: 'https://example.com/injected.png' },
      customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example.com' }] },
      tokens: { 'eip155:1': { address: '0x0000000000000000000000000000000000000001' } },
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
      enableWallets: true,
      showWallets: true,
      enableCoinbase: false,
      enableReconnect: true,
      disableAppend: false,
      manualWCControl: false,
      universalProvider: undefined,
      enableMobileFullScreen: false,
    } satisfies CreateAppKit
    expectTypeOf(createAppKit(options)).toEqualTypeOf<AppKitInstance>()
  })

  it('has AppKit’s app-facing members', () => {
    expectTypeOf(appKit.open({ view: 'Networks' })).toEqualTypeOf<Promise<void>>()
    expectTypeOf(appKit.close()).toEqualTypeOf<Promise<void>>()
    expectTypeOf(appKit.isOpen()).toEqualTypeOf<boolean>()
    expectTypeOf(appKit.disconnect('eip155')).toEqualTypeOf<Promise<void>>()
    expectTypeOf(appKit.switchNetwork(viemChain, { throwOnFailure: true })).toEqualTypeOf<
      Promise<void>
    >()
    expectTypeOf(appKit.getState()).toEqualTypeOf<PublicState>()
    expectTypeOf(appKit.setTermsConditionsUrl).toEqualTypeOf<(termsConditionsUrl: string) => void>()
    expectTypeOf(appKit.setPrivacyPolicyUrl).toEqualTypeOf<(privacyPolicyUrl: string) => void>()
    appKit.subscribeState((state) => {
      expectTypeOf(state.open).toEqualTypeOf<boolean>()
      expectTypeOf(state.initialized).toEqualTypeOf<boolean>()
      expectTypeOf(state.selectedNetworkId).toEqualTypeOf<CaipNetworkId | undefined>()
      expectTypeOf(state.connectingWallet).toEqualTypeOf<WalletItem | undefined>()
    })
    expectTypeOf(appKit.getAddress('eip155')).toEqualTypeOf<string | undefined>()
    expectTypeOf(appKit.getCaipAddress()).toEqualTypeOf<CaipAddress | undefined>()
    expectTypeOf(appKit.getIsConnectedState()).toEqualTypeOf<boolean>()
    expectTypeOf(appKit.getAccount('eip155')).toEqualTypeOf<UseAppKitAccountReturn | undefined>()
    appKit.subscribeAccount((account) => expectTypeOf(account.isConnected).toBeBoolean(), 'eip155')
    expectTypeOf(appKit.getCaipNetwork()).toEqualTypeOf<CaipNetwork | undefined>()
    expectTypeOf(appKit.getCaipNetworkId<number>()).toEqualTypeOf<number | undefined>()
    expectTypeOf(appKit.getCaipNetworks('eip155')).toEqualTypeOf<CaipNetwork[]>()
    expectTypeOf(appKit.getChainId()).toEqualTypeOf<number | string | undefined>()
    expectTypeOf(appKit.getActiveChainNamespace()).toEqualTypeOf<ChainNamespace | undefined>()
    expectTypeOf(appKit.getApprovedCaipNetworkIds()).toEqualTypeOf<CaipNetworkId[] | undefined>()
    appKit.subscribeNetwork((network) => {
      expectTypeOf(network.chainId).toEqualTypeOf<number | string | undefined>()
      expectTypeOf(network.supportsAllNetworks).toBeBoolean()
    })
    appKit.subscribeCaipNetworkChange((network) =>
      expectTypeOf(network).toEqualTypeOf<CaipNetwork | undefined>(),
    )
    expectTypeOf(appKit.getWalletProvider()).toBeUnknown()
    expectTypeOf(appKit.getProvider<Eip1193Provider>('eip155')).toEqualTypeOf<
      Eip1193Provider | undefined
    >()
    expectTypeOf(appKit.getWalletInfo()?.name).toEqualTypeOf<string | undefined>()
    expectTypeOf(appKit.getThemeMode()).toEqualTypeOf<'light' | 'dark'>()
    appKit.setThemeMode('dark')
    appKit.setThemeVariables({ '--w3m-accent': '#000' })
    expectTypeOf(appKit.getError()).toBeString()
    appKit.showErrorMessage('x')
    appKit.showSuccessMessage('x')
    appKit.replace('Account')
    appKit.redirect('Networks')
    appKit.subscribeEvents((event) => expectTypeOf(event.timestamp).toBeNumber())
    expectTypeOf(appKit.getSIWX()).not.toBeAny()
  })
})

describe('hooks', () => {
  it('return AppKit’s shapes', () => {
    expectTypeOf(useAppKit().open).toBeCallableWith({ view: 'Networks', namespace: 'eip155' })
    const account = useAppKitAccount({ namespace: 'eip155' })
    expectTypeOf(account).toMatchTypeOf<UseAppKitAccountReturn>()
    expectTypeOf(account.status).toEqualTypeOf<
      'connected' | 'disconnected' | 'connecting' | 'reconnecting' | undefined
    >()
    expectTypeOf(account.allAccounts[0]?.publicKey).toEqualTypeOf<string | undefined>()
    expectTypeOf(account.embeddedWalletInfo?.authProvider).not.toBeAny()
    const network = useAppKitNetwork()
    expectTypeOf(network).toEqualTypeOf<UseAppKitNetworkReturn>()
    expectTypeOf(network.approvedCaipNetworkIds).toEqualTypeOf<CaipNetworkId[] | undefined>()
    expectTypeOf(network.switchNetwork).parameter(0).toEqualTypeOf<AppKitNetwork>()
    expectTypeOf(useAppKitNetworkCore()).not.toHaveProperty('switchNetwork')
    const state = useAppKitState()
    expectTypeOf(state.initialized).toBeBoolean()
    expectTypeOf(state.activeChain).toEqualTypeOf<ChainNamespace | undefined>()
    expectTypeOf(useAppKitEvents().timestamp).toBeNumber()
    // AppKit types the provider as T: `new BrowserProvider(walletProvider)` compiles.
    expectTypeOf(
      useAppKitProvider<Eip1193Provider>('eip155').walletProvider,
    ).toEqualTypeOf<Eip1193Provider>()
    expectTypeOf(useWalletInfo('eip155').walletInfo?.icon).toEqualTypeOf<string | undefined>()
    expectTypeOf(useDisconnect().disconnect).toBeCallableWith({ id: 'x', namespace: 'solana' })
    expectTypeOf(useAppKitTheme().themeMode).toEqualTypeOf<'light' | 'dark'>()
    expectTypeOf(useAppKitBalance().fetchBalance).returns.resolves.toHaveProperty('isSuccess')
    const headless = useAppKitWallets()
    expectTypeOf(headless.wallets).toEqualTypeOf<WalletItem[]>()
    expectTypeOf(headless.wcUri).toEqualTypeOf<string | undefined>()
    expectTypeOf(headless.fetchWallets).toBeCallableWith({ page: 2 })
    expectTypeOf(headless.fetchWallets).toBeCallableWith({ query: 'rain' })
    expectTypeOf(headless.connect).toBeCallableWith(headless.wallets[0] as WalletItem, 'eip155')
  })

  it('multi-wallet: AppKit’s connection hooks and instance members', () => {
    const { connections, recentConnections } = useAppKitConnections('eip155')
    const [connection] = connections
    expectTypeOf(recentConnections).toEqualTypeOf(connections)
    expectTypeOf(connection?.accounts[0]?.address).toEqualTypeOf<string | undefined>()
    expectTypeOf(connection?.connectorId).toEqualTypeOf<string | undefined>()
    expectTypeOf(connection?.name).toEqualTypeOf<string | undefined>()
    const hook = useAppKitConnection({
      namespace: 'eip155',
      onSuccess: ({ address, hasSwitchedWallet, hasDeletedWallet }) => {
        expectTypeOf(address).toBeString()
        expectTypeOf(hasSwitchedWallet).toBeBoolean()
        expectTypeOf(hasDeletedWallet).toBeBoolean()
      },
      onError: (error) => expectTypeOf(error).toEqualTypeOf<Error>(),
    })
    expectTypeOf(hook.isPending).toBeBoolean()
    if (connection) {
      expectTypeOf(hook.switchConnection).toBeCallableWith({ connection, address: '0x1' })
      expectTypeOf(appKit.switchConnection).toBeCallableWith({ connection, namespace: 'eip155' })
    }
    expectTypeOf(hook.deleteConnection).toBeCallableWith({ address: '0x1', connectorId: 'x' })
    expectTypeOf(appKit.getConnections('eip155')).toEqualTypeOf(connections)
    expectTypeOf(appKit.getRecentConnections('eip155')).toEqualTypeOf(connections)
    expectTypeOf(appKit.deleteConnection).toBeCallableWith({
      address: '0x1',
      connectorId: 'x',
      namespace: 'eip155',
    })
    appKit.subscribeConnections((state) => {
      expectTypeOf(state.connections.get('eip155')).toEqualTypeOf<typeof connections | undefined>()
    })
  })
})

describe('components and elements', () => {
  it('take AppKit’s props', () => {
    const elements = (
      <>
        <AppKitProvider networks={[mainnet]} projectId="id">
          <AppKitButton size="sm" disabled={false} charsStart={4} charsEnd={6} balance="hide" />
          <AppKitConnectButton label="Connect" loadingLabel="Wait" size="md" />
          <AppKitAccountButton balance="show" charsStart={6} />
          <AppKitNetworkButton label="Network" disabled />
        </AppKitProvider>
        <appkit-button loadingLabel="Connecting" size="sm" namespace="eip155" />
        <appkit-connect-button label="Sign in" />
        <appkit-account-button balance="hide" />
        <appkit-network-button disabled />
        <w3m-button />
      </>
    )
    expectTypeOf(elements).not.toBeAny()
  })

  it('types every <appkit-*> element and w3m-* alias in JSX, with AppKit’s attributes', () => {
    const elements = (
      <>
        <appkit-modal className="inline" />
        <appkit-wallet-button wallet="metamask" namespace="eip155" />
        <appkit-wallet-button wallet="walletConnect" />
        <w3m-connect-button label="Connect" loadingLabel="Wait" size="md" />
        <w3m-account-button balance="hide" charsStart={4} charsEnd={4} />
        <w3m-network-button label="Network" disabled />
      </>
    )
    expectTypeOf(elements).not.toBeAny()
    expectTypeOf<
      React.JSX.IntrinsicElements['appkit-wallet-button']['wallet']
    >().toEqualTypeOf<string>()
    // @ts-expect-error <appkit-wallet-button> needs the wallet it connects
    const noWallet = <appkit-wallet-button namespace="eip155" />
    // @ts-expect-error namespaces are AppKit's chain namespaces
    const badNamespace = <appkit-wallet-button wallet="phantom" namespace="cosmos-x" />
    // @ts-expect-error AppKit's sizes are 'sm' and 'md'
    const badSize = <appkit-button size="lg" />
    // @ts-expect-error balance is 'show' or 'hide'
    const badBalance = <appkit-account-button balance="yes" />
    expectTypeOf([noWallet, badNamespace, badSize, badBalance]).not.toBeAny()
  })
})

describe('wallet button (@reown/appkit-wallet-button/react)', () => {
  it('useAppKitWallet has AppKit’s options and result', () => {
    const wallet = useAppKitWallet({
      namespace: 'eip155',
      onSuccess(data) {
        expectTypeOf(data).toEqualTypeOf<ParsedCaipAddress>()
        expectTypeOf(data.chainNamespace).toEqualTypeOf<ChainNamespace>()
        expectTypeOf(data.address).toBeString()
      },
      onError(error) {
        expectTypeOf(error).toEqualTypeOf<Error>()
      },
    })
    expectTypeOf(wallet.connect).parameter(0).toEqualTypeOf<Wallet>()
    expectTypeOf(wallet.connect('walletConnect')).resolves.toBeVoid()
    for (const name of ['metamask', 'phantom', 'email', 'google', 'x', 'farcaster'] as const) {
      expectTypeOf(wallet.connect).toBeCallableWith(name)
    }
    expectTypeOf(wallet.isReady).toBeBoolean()
    expectTypeOf(wallet.isPending).toBeBoolean()
    expectTypeOf(wallet.isSuccess).toBeBoolean()
    expectTypeOf(wallet.isError).toBeBoolean()
    expectTypeOf(wallet.error).toEqualTypeOf<Error | undefined>()
    expectTypeOf(wallet.data).toEqualTypeOf<ParsedCaipAddress | undefined>()
    expectTypeOf(useAppKitWallet).toBeCallableWith()
  })

  it('useAppKitUpdateEmail has AppKit’s options and result', () => {
    const update = useAppKitUpdateEmail({
      onSuccess(data) {
        expectTypeOf(data).toEqualTypeOf<{ email: string }>()
      },
      onError(error) {
        expectTypeOf(error).toEqualTypeOf<Error>()
      },
    })
    expectTypeOf(update.updateEmail).toEqualTypeOf<() => Promise<void>>()
    expectTypeOf(update.data).toEqualTypeOf<{ email: string } | undefined>()
    expectTypeOf(update.error).toEqualTypeOf<Error | undefined>()
    expectTypeOf(update.isPending).toBeBoolean()
    expectTypeOf(update.isSuccess).toBeBoolean()
    expectTypeOf(update.isError).toBeBoolean()
    expectTypeOf(useAppKitUpdateEmail).toBeCallableWith()
    // As AppKit's, it takes no email: the visitor types it in the modal.
    // @ts-expect-error updateEmail takes no argument
    expectTypeOf(update.updateEmail('new@example.com')).not.toBeAny()
  })

  it('AppKitWalletButton takes the wallet and a namespace', () => {
    const button = <AppKitWalletButton wallet="metamask" namespace="eip155" />
    // @ts-expect-error the wallet to connect is required
    const noWallet = <AppKitWalletButton namespace="solana" />
    expectTypeOf([button, noWallet]).not.toBeAny()
  })
})

describe('networks', () => {
  it('defineChain and the catalogue carry viem’s fields', () => {
    const local = defineChain({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
    expectTypeOf(local).toMatchTypeOf<CaipNetwork>()
    expectTypeOf(mainnet.contracts.multicall3.address).toBeString()
  })
})
