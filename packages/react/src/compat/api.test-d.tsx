// Type-level compatibility: each public item of @reown/appkit/react, /networks and the wagmi and
// ethers adapters' options, used once as AppKit's docs and examples use it. A failing line here is an
// AppKit app that no longer type-checks after changing its imports.

import { EthersAdapter } from '@airlock/adapter-ethers'
import { WagmiAdapter } from '@airlock/adapter-wagmi'
import type React from 'react'
import { describe, expectTypeOf, it } from 'vitest'
import {
  type AccountType,
  AppKit,
  AppKitAccountButton,
  AppKitButton,
  AppKitConnectButton,
  type AppKitEventName,
  type AppKitInstance,
  type AppKitNetwork,
  AppKitNetworkButton,
  type AppKitOptions,
  AppKitProvider,
  type AppKitProviderProps,
  AppKitWalletButton,
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainNamespace,
  type Connection,
  type ConnectionStatus,
  type ConnectMethod,
  CoreHelperUtil,
  type CreateAppKit,
  createAppKit,
  type Features,
  type FetchWalletsOptions,
  getAppKit,
  type LinkingRecord,
  type Metadata,
  modal,
  type OpenOptions,
  type OpenTarget,
  type ParsedCaipAddress,
  type Provider,
  type PublicState,
  type RemoteFeatures,
  type SocialProvider,
  type ThemeMode,
  type ThemeVariables,
  type UseAppKitAccountReturn,
  type UseAppKitNetworkReturn,
  type User,
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
  type Views,
  type Wallet,
  type WalletConnectUriSnapshot,
  type WalletFeature,
  type WalletItem,
  type WalletListSnapshot,
} from '../exports/index.js'
import {
  type ChainNamespace as AppKitChainNamespace,
  arbitrum,
  arbitrumSepolia,
  aurora,
  avalanche,
  baseSepolia,
  bitcoin,
  bitcoinSignet,
  bitcoinTestnet,
  bsc,
  celo,
  defineChain,
  dogechain,
  gnosis,
  hardhat,
  mainnet,
  optimism,
  polygon,
  polygonAmoy,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  sonic,
  tronMainnet,
  zksync,
  zora,
} from '../exports/networks.js'

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
    expectTypeOf(appKit.open({ view: 'Networks' })).resolves.toEqualTypeOf<
      undefined | { hash: string }
    >()
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

describe('the rest of AppKit’s API (1.8.24)', () => {
  it('networks: hardhat, arbitrumSepolia, polygonAmoy, bitcoinSignet, tronMainnet, ChainNamespace', () => {
    const networks: [AppKitNetwork, ...AppKitNetwork[]] = [
      mainnet,
      hardhat,
      arbitrumSepolia,
      polygonAmoy,
      bitcoinSignet,
      tronMainnet,
    ]
    expectTypeOf(createAppKit({ networks, projectId: 'id' })).toEqualTypeOf<AppKitInstance>()
    expectTypeOf(tronMainnet.chainNamespace).toEqualTypeOf<'tron'>()
    const namespaces: AppKitChainNamespace[] = [
      'eip155',
      'solana',
      'bip122',
      'polkadot',
      'tron',
      'ton',
    ]
    expectTypeOf(namespaces).not.toBeAny()
    // @ts-expect-error not one of AppKit's namespaces
    const unknownNamespace: AppKitChainNamespace = 'cardano'
    expectTypeOf(unknownNamespace).not.toBeAny()
  })

  it("createAppKit takes AppKit's theme variables and the options it accepts", () => {
    const networks: [AppKitNetwork] = [mainnet]
    const options = {
      networks,
      themeVariables: {
        '--w3m-accent': '#000',
        '--w3m-qr-color': '#111',
        '--apkt-accent': '#222',
        '--apkt-font-family': 'Inter',
        '--apkt-color-mix': '#333',
        '--apkt-color-mix-strength': 20,
        '--apkt-font-size-master': '10px',
        '--apkt-border-radius-master': '2px',
        '--apkt-z-index': 100,
        '--apkt-qr-color': '#444',
      },
      coinbasePreference: 'smartWalletOnly',
      enableWalletGuide: false,
      enableAuthLogger: false,
      experimental_preferUniversalLinks: true,
      universalProviderConfigOverride: {
        methods: { eip155: ['eth_sign'] },
        defaultChain: 'eip155:1',
      },
      enableBaseAccount: false,
      features: { headless: true, pay: false, reownAuthentication: false },
    } satisfies CreateAppKit
    expectTypeOf(createAppKit(options)).toEqualTypeOf<AppKitInstance>()
    appKit.setThemeVariables({ '--apkt-accent': '#fff', '--w3m-qr-color': '#000' })
    // @ts-expect-error coinbasePreference is one of AppKit's three
    const badPreference: CreateAppKit = { networks, coinbasePreference: 'both' }
    expectTypeOf(badPreference).not.toBeAny()
  })

  it('open takes a view’s arguments (WalletSend resolves with the hash) and a pairing URI', () => {
    const sent = appKit.open({
      view: 'WalletSend',
      arguments: { amount: '1', assetAddress: '0x0', namespace: 'eip155', chainId: 1, to: '0x1' },
    })
    expectTypeOf(sent).resolves.toEqualTypeOf<undefined | { hash: string }>()
    expectTypeOf(appKit.open).toBeCallableWith({ uri: 'wc:abc@2' })
    expectTypeOf(appKit.open).toBeCallableWith({ view: 'WhatIsAWallet' })
    expectTypeOf(appKit.open).toBeCallableWith({ view: 'WhatIsANetwork' })
    expectTypeOf(appKit.open).toBeCallableWith({
      view: 'Swap',
      arguments: { fromToken: 'ETH', toToken: 'USDC', amount: '1' },
    })
    expectTypeOf(useAppKit().open).toBeCallableWith({ view: 'WhatIsANetwork', uri: 'wc:x' })
    // @ts-expect-error arguments belong to WalletSend and Swap only
    expectTypeOf(appKit.open({ view: 'Networks', arguments: { amount: '1' } })).not.toBeAny()
  })

  it('has the rest of AppKit’s instance members and fields', () => {
    expectTypeOf(appKit.getRemoteFeatures()).toEqualTypeOf<RemoteFeatures>()
    expectTypeOf(appKit.getRemoteFeatures().multiWallet).toEqualTypeOf<boolean | undefined>()
    appKit.subscribeRemoteFeatures((features) => expectTypeOf(features.headless).not.toBeAny())
    expectTypeOf(appKit.getPreferredAccountType('eip155')).toEqualTypeOf<
      'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx' | undefined
    >()
    appKit.setPreferredAccountType('eoa', 'eip155')
    appKit.setLoading(true, 'eip155')
    appKit.updateFeatures({ swaps: false })
    appKit.updateRemoteFeatures({ swaps: false })
    appKit.updateOptions({ enableWalletGuide: false })
    appKit.addNetwork('eip155', polygonAmoy)
    appKit.removeNetwork('eip155', 80002)
    appKit.setConnectMethodsOrder(['wallet', 'email'])
    // AppKit's three methods, and Airlock's passkey-first login (features.passkey).
    expectTypeOf(appKit.getConnectMethodsOrder()).toEqualTypeOf<
      ('email' | 'social' | 'wallet' | 'passkey')[]
    >()
    appKit.setWalletFeaturesOrder(['send', 'receive'])
    appKit.setCollapseWallets(true)
    appKit.setSocialsOrder(['google', 'github'])
    appKit.addAddressLabel('0x1', 'Mine', 'eip155')
    appKit.removeAddressLabel('0x1', 'eip155')
    expectTypeOf(appKit.getUniversalProvider()).resolves.toBeUndefined()
    appKit.setClientId('client')
    appKit.setClientId(null)
    expectTypeOf(appKit.fetchIdentity({ address: '0x1' })).resolves.not.toBeAny()
    expectTypeOf(appKit.getReownName('0x1')).resolves.items.toHaveProperty('name')
    appKit.setEIP6963Enabled(false)
    expectTypeOf(appKit.version).toBeString()
    expectTypeOf(appKit.chainNamespaces).toEqualTypeOf<ChainNamespace[]>()
    expectTypeOf(appKit.chainAdapters.eip155).not.toBeAny()
    expectTypeOf(appKit.features.swaps).toBeBoolean()
    expectTypeOf(appKit.remoteFeatures).toEqualTypeOf<RemoteFeatures>()
    expectTypeOf(appKit.reportedAlertErrors).toEqualTypeOf<Record<string, boolean>>()
    expectTypeOf(appKit.getDisabledCaipNetworks()).toEqualTypeOf<CaipNetwork[]>()
    appKit.subscribeShouldUpdateToAddress((address) =>
      expectTypeOf(address).toEqualTypeOf<string | undefined>(),
    )
    appKit.popTransactionStack('success')
    expectTypeOf(appKit.isTransactionStackEmpty()).toBeBoolean()
    expectTypeOf(appKit.getAddressByChainNamespace('eip155')).toEqualTypeOf<string | undefined>()
    expectTypeOf(appKit.updateNativeBalance('0x1', 1, 'eip155')).resolves.not.toBeAny()
    expectTypeOf(appKit.fetchWallets).toBeCallableWith({ search: 'rain' })
    expectTypeOf(appKit.getWalletList().wallets).toEqualTypeOf<WalletItem[]>()
    appKit.subscribeWalletList(() => {})
    expectTypeOf(appKit.prefetchWalletConnectUri()).resolves.toBeVoid()
    expectTypeOf(appKit.getWalletConnectUri().wcUri).toEqualTypeOf<string | undefined>()
    appKit.subscribeWalletConnectUri(() => {})
    appKit.resetWalletConnectUri()
    appKit.resetConnectingWallet()
    appKit.resetWcConnection()
    expectTypeOf(appKit.connectWallet).toBeCallableWith({} as WalletItem, 'eip155')
  })

  it('has the setters AppKit’s adapters call, with AppKit’s parameters', () => {
    appKit.setRequestedCaipNetworks([mainnet, viemChain], 'eip155')
    appKit.setCaipAddress('eip155:1:0x1', 'eip155')
    appKit.setCaipAddress(null, 'eip155', true)
    appKit.setBalance('1.5', 'ETH', 'eip155')
    appKit.setProfileName('alice.eth', 'eip155')
    appKit.setProfileName(null, 'eip155')
    appKit.setProfileImage('https://example.com/a.png', 'eip155')
    appKit.setUser({ email: 'a@example.com', username: 'alice' }, 'eip155')
    appKit.setUser(null, 'eip155')
    appKit.resetAccount('eip155')
    appKit.setCaipNetwork(mainnet)
    appKit.setCaipNetwork(undefined)
    appKit.setCaipNetworkOfNamespace(viemChain, 'eip155')
    for (const status of ['connected', 'disconnected', 'connecting', 'reconnecting'] as const) {
      appKit.setStatus(status, 'eip155')
    }
    appKit.setConnectors(appKit.getConnectors())
    const [connector] = appKit.getConnectors()
    if (connector) appKit.addConnector(connector)
    appKit.setConnections(appKit.getConnections('eip155'), 'eip155')
    appKit.setConnectedWalletInfo({ name: 'MetaMask', icon: 'data:image/png;base64,' }, 'eip155')
    appKit.setConnectedWalletInfo(null, 'eip155')
    appKit.resetNetwork('eip155')
    appKit.setAddressExplorerUrl('https://etherscan.io/address/0x1', 'eip155')
    appKit.setSmartAccountDeployed(true, 'eip155')
    expectTypeOf(appKit.handleUnsafeRPCRequest).toEqualTypeOf<() => void>()
    for (const setter of [
      appKit.setRequestedCaipNetworks,
      appKit.setCaipAddress,
      appKit.setBalance,
      appKit.setProfileName,
      appKit.setProfileImage,
      appKit.setUser,
      appKit.resetAccount,
      appKit.setCaipNetwork,
      appKit.setCaipNetworkOfNamespace,
      appKit.setStatus,
      appKit.setConnectors,
      appKit.addConnector,
      appKit.setConnections,
      appKit.setConnectedWalletInfo,
      appKit.resetNetwork,
      appKit.setAddressExplorerUrl,
      appKit.setSmartAccountDeployed,
    ]) {
      expectTypeOf(setter).returns.toBeVoid()
    }
    // @ts-expect-error not one of AppKit's statuses
    appKit.setStatus('paused', 'eip155')
    // @ts-expect-error AppKit's setBalance takes the symbol and the namespace too
    appKit.setBalance('1.5')
  })

  it('ready is AppKit’s method, and still core’s promise', async () => {
    expectTypeOf(appKit.ready()).toEqualTypeOf<Promise<void>>()
    expectTypeOf(await appKit.ready).toBeVoid()
    const promise: Promise<void> = appKit.ready
    expectTypeOf(promise).not.toBeAny()
  })

  it('AppKit is a class value: instanceof narrows, getInstance gives the instance', () => {
    const value: unknown = appKit
    if (value instanceof AppKit) expectTypeOf(value).toEqualTypeOf<AppKitInstance>()
    expectTypeOf(AppKit.getInstance()).toEqualTypeOf<AppKitInstance | undefined>()
    const typed: AppKit = appKit
    expectTypeOf(typed.open).not.toBeAny()
  })

  it("types AppKit's event names, the headless API and CoreHelperUtil", () => {
    const event = useAppKitEvents()
    if (event.data.event === 'SOCIAL_LOGIN_STARTED') expectTypeOf(event.data.type).not.toBeAny()
    for (const name of [
      'INITIALIZE',
      'PAY_SUCCESS',
      'WALLET_IMPRESSION_V2',
      'SOCIAL_LOGIN_CANCELED',
    ] as const) {
      expectTypeOf(name).toMatchTypeOf<AppKitEventName>()
    }
    // @ts-expect-error not one of AppKit's event names
    const unknownEvent: AppKitEventName = 'SOCIAL_LOGIN_BEGAN'
    expectTypeOf(unknownEvent).not.toBeAny()
    const headless = useAppKitWallets()
    expectTypeOf(headless.fetchWallets).toBeCallableWith({
      search: 'rain',
      page: 1,
      entries: 20,
      badge: 'certified',
      include: ['x'],
      exclude: ['y'],
    })
    expectTypeOf(headless.getWcUri).toEqualTypeOf<() => Promise<void>>()
    expectTypeOf(headless.wcClientId).toEqualTypeOf<string | null>()
    const item = headless.wallets[0] as WalletItem
    expectTypeOf(item.connectors[0]?.chainImageUrl).toEqualTypeOf<string | undefined>()
    expectTypeOf(item.walletInfo.isCertified).toEqualTypeOf<boolean | undefined>()
    expectTypeOf(item.walletInfo.linkMode).toEqualTypeOf<string | null | undefined>()
    expectTypeOf(CoreHelperUtil.isMobile()).toBeBoolean()
    expectTypeOf(CoreHelperUtil.isClient()).toBeBoolean()
    expectTypeOf(CoreHelperUtil.getPlainAddress('eip155:1:0x1')).toEqualTypeOf<string | undefined>()
    expectTypeOf(CoreHelperUtil.formatNativeUrl('metamask://', 'wc:1').href).toBeString()
    expectTypeOf(CoreHelperUtil.parseBalance('1', 'ETH').formattedText).toBeString()
  })

  it("WagmiAdapter takes AppKit's options, wagmi's createConfig ones among them", () => {
    const wagmiNetworks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, hardhat, polygonAmoy]
    const adapter = new WagmiAdapter({
      networks: wagmiNetworks,
      projectId: 'id',
      customRpcUrls: {
        'eip155:1': [{ url: 'https://rpc.example.com', config: { retryCount: 1 } }],
      },
      pendingTransactionsFilter: { enable: true, pollingInterval: 15_000 },
      batch: { multicall: true },
      cacheTime: 4_000,
      pollingInterval: 4_000,
      syncConnectedChain: true,
      multiInjectedProviderDiscovery: false,
    })
    expectTypeOf(adapter.wagmiChains).not.toBeAny()
    expectTypeOf(
      createAppKit({ adapters: [adapter], networks: wagmiNetworks }),
    ).toEqualTypeOf<AppKitInstance>()
  })

  it("from AppKit's react-ethers example: the Provider type and new EthersAdapter()", () => {
    const ethersAdapter = new EthersAdapter()
    expectTypeOf(
      createAppKit({ adapters: [ethersAdapter], networks: [mainnet], projectId: 'id' }),
    ).toEqualTypeOf<AppKitInstance>()
    const { walletProvider } = useAppKitProvider<Provider>('eip155')
    expectTypeOf(
      walletProvider.request<string[]>({ method: 'eth_accounts' }),
    ).resolves.toEqualTypeOf<string[]>()
    // ethers' BrowserProvider takes an object with this `request`.
    const eip1193: {
      request(request: {
        method: string
        params?: unknown[] | Record<string, unknown>
      }): Promise<unknown>
    } = walletProvider
    expectTypeOf(eip1193).not.toBeAny()
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

// Each type AppKit's React entry exports, named as an app names it, with a value AppKit's own types
// accept; and each network of AppKit's catalogue that Airlock serves, as an app passes it.
describe('AppKit’s exported types and networks', () => {
  it('take the values an AppKit app writes', () => {
    const metadata: Metadata = {
      name: 'Dapp',
      description: 'A dapp',
      url: 'https://dapp.example',
      icons: ['https://dapp.example/icon.png'],
    }
    // Airlock's Features is the resolved set (every field); the option takes part of it, as AppKit's.
    const features: Partial<Features> = { analytics: false, email: true, socials: ['google', 'x'] }
    const options: AppKitOptions = {
      projectId: 'local-dev',
      networks: [mainnet],
      metadata,
      features,
    }
    const providerProps: AppKitProviderProps = {
      adapters: [new WagmiAdapter({ networks: [mainnet], projectId: 'local-dev' })],
      networks: [mainnet],
      projectId: 'local-dev',
    }
    // AppKit's AccountType is the account object; Airlock's is its `type`, the object an entry of
    // useAppKitAccount().allAccounts.
    const account: { namespace: 'eip155'; address: string; type: AccountType } = {
      namespace: 'eip155',
      address: '0x0',
      type: 'eoa',
    }
    expectTypeOf<UseAppKitAccountReturn['allAccounts'][number]>().toMatchTypeOf<{
      namespace: ChainNamespace
      address: string
      type: AccountType
    }>()
    const methods: ConnectMethod[] = ['email', 'social', 'wallet']
    const socials: SocialProvider[] = [
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
      'farcaster',
    ]
    const walletFeatures: WalletFeature[] = ['swaps', 'send', 'receive', 'onramp']
    const targets: OpenTarget[] = ['_blank', '_self', 'popupWindow', '_top']
    const link: LinkingRecord = { redirect: 'wc:', href: 'https://wallet.example/wc' }
    const statuses: ConnectionStatus[] = ['connecting', 'connected', 'reconnecting', 'disconnected']
    const views: Views[] = ['Account', 'Connect', 'Networks', 'Swap', 'WhatIsAWallet', 'WalletSend']
    const open: OpenOptions<'Networks'> = { view: 'Networks' }
    const fetch: FetchWalletsOptions = {
      page: 1,
      search: 'rainbow',
      entries: 40,
      badge: 'certified',
    }
    const user: User = { email: 'me@example.com', username: null }
    const theme: { mode: ThemeMode; variables: ThemeVariables } = {
      mode: 'dark',
      variables: { '--w3m-accent': '#4f46e5' },
    }
    expectTypeOf<Connection['accounts'][number]['address']>().toBeString()
    expectTypeOf<WalletConnectUriSnapshot['wcUri']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<WalletListSnapshot['count']>().toBeNumber()
    expectTypeOf<ChainAdapter['namespace']>().toMatchTypeOf<ChainNamespace>()
    expectTypeOf([
      options,
      providerProps,
      account,
      methods,
      socials,
      walletFeatures,
      targets,
      link,
      statuses,
      views,
      open,
      fetch,
      user,
      theme,
    ]).not.toBeAny()
  })

  it('networks: the catalogue an AppKit app passes', () => {
    const evm = [
      arbitrum,
      aurora,
      avalanche,
      baseSepolia,
      bsc,
      celo,
      dogechain,
      gnosis,
      optimism,
      polygon,
      sepolia,
      sonic,
      zksync,
      zora,
    ] as const
    const others = [bitcoin, bitcoinTestnet, solanaDevnet, solanaTestnet] as const
    expectTypeOf(createAppKit).toBeCallableWith({
      adapters: [],
      networks: [...evm, ...others],
      projectId: 'local-dev',
    })
    expectTypeOf(evm[0].id).toBeNumber()
  })
})
