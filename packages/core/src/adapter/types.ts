import type { BlockchainApiClient } from '@airlock/blockchain-api'
import type { Simulation } from '@airlock/frame/preview'
import type { SolanaSimulation } from '@airlock/frame/preview/solana'
import type { AuthProvider } from '../auth/createAuthProvider.js'
import type { ChainNamespace } from '../caip/types.js'
import type { CaipNetwork } from '../networks/types.js'
import type { AppKitStorage } from '../storage/types.js'
import type { WalletConnectClient } from '../walletConnect/types.js'

export type AdapterType = 'universal' | 'solana' | 'wagmi' | 'ethers' | 'ethers5' | 'bitcoin'

export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'WALLET_CONNECT'
  | 'AUTH'
  | 'MULTI_CHAIN'
  | 'EXTERNAL'

/** A way to connect that an adapter offers (an EIP-6963 wallet, the injected provider, …). */
export type AdapterConnector = {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string | undefined
  imageId?: string | undefined
  explorerId?: string | undefined
  info?: { rdns?: string | undefined } | undefined
}

export type AdapterConnection = {
  connectorId: string
  address: string
  /** Every account the wallet exposes, active one first. */
  accounts?: readonly string[] | undefined
  chainId: number | string
}

/** What an adapter tells core; core never gets asked, and the adapter never reads core state. */
export type AdapterEvent =
  | { type: 'connectors'; connectors: readonly AdapterConnector[] }
  | ({ type: 'connect' } & AdapterConnection)
  | {
      type: 'accountChanged'
      connectorId: string
      address: string
      /** Every account the wallet now exposes, `address` first (e.g. after a network switch). */
      accounts?: readonly string[] | undefined
      chainId?: number | string | undefined
    }
  | { type: 'chainChanged'; connectorId: string; chainId: number | string }
  | { type: 'disconnect'; connectorId?: string | undefined }
  /** A WalletConnect pairing URI to show (QR code, "Copy link", deep links), and when it expires. */
  | { type: 'walletConnectUri'; uri: string; expiresAt: number }
  /** The chain has new pending transactions: the connected account's balance is read again. */
  | { type: 'pendingTransactions' }
  | { type: 'error'; error: Error }

/** Handed to an adapter once, by createAppKit. */
export type AdapterContext = {
  /** The configured networks of the adapter's namespace. */
  networks: readonly CaipNetwork[]
  projectId: string
  /** The instance's client of the Airlock server (data API), for adapters that read chain data there. */
  api?: BlockchainApiClient | undefined
  storage: AppKitStorage
  emit: (event: AdapterEvent) => void
  /**
   * The embedded wallet (email login) as an EIP-1193 provider, when email login is on and the
   * auth connector serves this namespace. Core lists the connector `ID_AUTH` (type AUTH) itself;
   * the adapter makes it connectable: `connect`/`reconnect` with that id go through
   * `authProvider.connect` and `authProvider.reconnect`, `disconnect` through
   * `authProvider.disconnect`, and `getProvider` returns `authProvider`.
   */
  authProvider?: AuthProvider | undefined
  /**
   * The instance's one WalletConnect client, shared by every adapter so a session spans their
   * namespaces: the first call creates it with `create` (e.g. `createWalletConnectClient` from
   * `@airlock/core/walletconnect`), later calls return the same client.
   */
  getWalletConnectClient?: ((create: () => WalletConnectClient) => WalletConnectClient) | undefined
  /**
   * Set when the dapp gave `apiUrl`: the Airlock server's RPC route of a network (spec §7,
   * `{apiUrl}/v1/?chainId=…&projectId=…`). Adapters read chains through it first and fall back to
   * the network's own RPC URL, which also covers chains the server does not serve.
   */
  rpcUrl?: ((network: CaipNetwork) => string) | undefined
}

/** Optional, namespaced capabilities. No chain implements another chain's methods. */
export type AdapterCapabilities = {
  'eip155:signMessage': (parameters: { message: string; address: string }) => Promise<string>
  'eip155:sendTransaction': (parameters: {
    to: string
    value?: bigint | undefined
    data?: string | undefined
    chainId?: number | undefined
  }) => Promise<string>
  'eip155:writeContract': (parameters: {
    address: string
    abi: readonly unknown[]
    functionName: string
    args?: readonly unknown[] | undefined
    chainId?: number | undefined
  }) => Promise<string>
  'eip155:estimateGas': (parameters: {
    to: string
    value?: bigint | undefined
    data?: string | undefined
  }) => Promise<bigint>
  /**
   * Simulates `account`'s calls in one block with `eth_simulateV1` on `rpcUrl` (the previews'
   * simulation). An adapter that has viem offers it with `simulateAssetChanges` from
   * `@airlock/core/preview`; without it the previews show no simulation.
   */
  'eip155:simulateCalls': (parameters: {
    rpcUrl: string
    account: `0x${string}`
    calls: readonly {
      to: `0x${string}`
      data?: `0x${string}` | undefined
      value?: bigint | undefined
    }[]
  }) => Promise<Simulation>
  /** Signs `message` (UTF-8) with ed25519; resolves with the base58 signature. */
  'solana:signMessage': (parameters: { message: string; address: string }) => Promise<string>
  /**
   * Sends SOL (no `mint`) or an SPL token (`mint`, `decimals`; the receiver's associated token
   * account is created when missing) and waits for the confirmation; resolves with the signature.
   * `amount` is in base units (lamports or the token's smallest unit).
   */
  'solana:sendTransfer': (parameters: {
    to: string
    amount: bigint
    mint?: string | undefined
    decimals?: number | undefined
  }) => Promise<string>
  /**
   * Simulates what `solana:sendTransfer` with the same parameters would send (`simulateTransaction`
   * on the network's node): the account's SOL (the fee included) and SPL balances before and after
   * it (the Send preview's simulation). An adapter offers it with `simulateSolanaBalances` from
   * `@airlock/core/preview/solana`.
   */
  'solana:simulateTransfer': (parameters: {
    to: string
    amount: bigint
    mint?: string | undefined
    decimals?: number | undefined
  }) => Promise<SolanaSimulation>
  'bip122:signMessage': (parameters: { message: string; address: string }) => Promise<string>
  /**
   * Pays `amount` sats from the connected payment address to `to` (a PSBT from its unspent
   * outputs, signed by the wallet and broadcast); resolves with the txid.
   */
  'bip122:sendTransfer': (parameters: { to: string; amount: bigint }) => Promise<string>
  /**
   * What `bip122:sendTransfer` of `amount` sats would pay the miners (`fee` in sats): the fee rate
   * of the network (sat/vB) × the transaction's virtual size, with the same coins chosen.
   */
  'bip122:estimateTransferFee': (parameters: {
    to: string
    amount: bigint
  }) => Promise<{ fee: bigint; vsize: number; feeRate: number }>
}

export type AdapterCapabilityName = keyof AdapterCapabilities

/**
 * The contract every chain adapter implements: a small required core plus optional capabilities.
 *
 * @example
 * const adapter = new WagmiAdapter({ networks, projectId })
 * createAppKit({ adapters: [adapter], networks, projectId })
 */
export type ChainAdapter = {
  readonly namespace: ChainNamespace
  readonly adapterType: AdapterType
  /** Called once by createAppKit before anything else. */
  setup: (context: AdapterContext) => void | Promise<void>
  /** Asks the wallet behind `connectorId` to connect; resolves with the account. */
  connect: (parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }) => Promise<AdapterConnection>
  /** Restores an earlier connection without prompting; undefined when the wallet no longer allows it. */
  reconnect: (parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }) => Promise<AdapterConnection | undefined>
  disconnect: (parameters: { connectorId?: string | undefined }) => Promise<void>
  /** Moves the connected wallet to `network` (adding it to the wallet when needed). */
  switchNetwork: (parameters: { network: CaipNetwork }) => Promise<void>
  /** Native balance as a decimal string in whole units (e.g. '9999.98'). */
  getBalance: (parameters: {
    address: string
    network: CaipNetwork
  }) => Promise<{ balance: string; symbol: string }>
  /**
   * Makes the live connection of `connectorId` the adapter's current one (several wallets connected
   * at once), so the wallet library's own hooks follow; resolves with it, or `undefined` when that
   * connector is not connected. Without it core switches its own state only.
   */
  switchConnection?:
    | ((parameters: { connectorId: string }) => Promise<AdapterConnection | undefined>)
    | undefined
  /** The wallet's provider object (EIP-1193 for eip155), for dapps that call it directly. */
  getProvider: (parameters: { connectorId: string }) => unknown
  readonly capabilities?: Partial<AdapterCapabilities> | undefined
  /** Stops reporting to core; called by the instance's destroy(). */
  teardown?: (() => void) | undefined
  /**
   * Told the namespace's networks after addNetwork or removeNetwork changed them, so the wallet
   * library knows them too (wagmi's chains). Without it the adapter keeps its setup's networks.
   */
  setNetworks?: ((networks: readonly CaipNetwork[]) => void) | undefined
}
