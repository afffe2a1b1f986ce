import type {
  AdapterConnection,
  AdapterConnector,
  AdapterContext,
  AdapterEvent,
  ChainAdapter,
} from '../adapter/types.js'
import { ID_AUTH } from '../auth/constants.js'
import type { ChainNamespace } from '../caip/types.js'

export type TestAdapter = ChainAdapter & {
  /** Sends an event to core as the adapter would. */
  emit: (event: AdapterEvent) => void
  /** Makes the next call of `method` fail with this error (`setup`: call before createAppKit). */
  failNext: (
    method: 'setup' | 'connect' | 'reconnect' | 'disconnect' | 'switchNetwork' | 'getBalance',
    error: Error,
  ) => void
  calls: { method: string; parameters: unknown }[]
  /** Connectors the wallet has authorised (reconnect succeeds for these). */
  authorised: Set<string>
  chainId: number | string
}

/**
 * An in-memory adapter for unit tests of core, the UI and apps: it behaves like a wallet that
 * approves everything unless told to fail. Adapters for real chains are tested against real chains
 * in their packages.
 */
export function createTestAdapter(
  namespace: ChainNamespace = 'eip155',
  {
    connectors = [
      {
        id: 'dev.airlock.wallet',
        name: 'Airlock Dev Wallet',
        type: 'ANNOUNCED',
        chain: namespace,
        info: { rdns: 'dev.airlock.wallet' },
      },
    ],
    address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    addresses = {},
    chainId = 31337,
    balance = '10000',
  }: {
    connectors?: AdapterConnector[]
    address?: string
    /** The account of each connector, where it is not `address` (several wallets). */
    addresses?: Record<string, string>
    chainId?: number | string
    balance?: string
  } = {},
): TestAdapter {
  let context: AdapterContext | undefined
  const failures = new Map<string, Error>()
  const takeFailure = (method: string) => {
    const error = failures.get(method)
    failures.delete(method)
    if (error) throw error
  }
  const adapter: TestAdapter = {
    namespace,
    adapterType: 'wagmi',
    calls: [],
    authorised: new Set(),
    chainId,
    emit: (event) => context?.emit(event),
    failNext: (method, error) => void failures.set(method, error),
    setup: async (value) => {
      await Promise.resolve()
      takeFailure('setup')
      context = value
      value.emit({ type: 'connectors', connectors })
    },
    connect: async (parameters) => {
      adapter.calls.push({ method: 'connect', parameters })
      await Promise.resolve()
      takeFailure('connect')
      const auth = context?.authProvider
      if (parameters.connectorId === ID_AUTH && auth && namespace === 'solana') {
        // The embedded wallet's Solana account, once the login is known.
        await (auth.user ?? auth.connect())
        const network =
          context?.networks.find((candidate) => candidate.id === parameters.chainId) ??
          context?.networks[0]
        const caipId = network?.caipNetworkId ?? 'solana:local'
        const { address: solanaAccount } = await auth.getSolanaAccount({ chainId: caipId })
        return { connectorId: ID_AUTH, address: solanaAccount, chainId: network?.id ?? chainId }
      }
      if (parameters.connectorId === ID_AUTH && auth) {
        const user = await auth.connect({ chainId: parameters.chainId })
        return { connectorId: ID_AUTH, address: user.address, chainId: user.chainId }
      }
      adapter.authorised.add(parameters.connectorId)
      return {
        connectorId: parameters.connectorId,
        address: addresses[parameters.connectorId] ?? address,
        chainId: adapter.chainId,
      }
    },
    reconnect: async (parameters): Promise<AdapterConnection | undefined> => {
      adapter.calls.push({ method: 'reconnect', parameters })
      takeFailure('reconnect')
      const auth = context?.authProvider
      if (parameters.connectorId === ID_AUTH && auth) {
        const user = await auth.reconnect({ chainId: parameters.chainId })
        return user && { connectorId: ID_AUTH, address: user.address, chainId: user.chainId }
      }
      return adapter.authorised.has(parameters.connectorId)
        ? {
            connectorId: parameters.connectorId,
            address: addresses[parameters.connectorId] ?? address,
            chainId: adapter.chainId,
          }
        : undefined
    },
    disconnect: async (parameters) => {
      adapter.calls.push({ method: 'disconnect', parameters })
      takeFailure('disconnect')
      if (parameters.connectorId === ID_AUTH) await context?.authProvider?.disconnect()
    },
    switchNetwork: async (parameters) => {
      adapter.calls.push({ method: 'switchNetwork', parameters })
      takeFailure('switchNetwork')
      adapter.chainId = parameters.network.id
    },
    getBalance: async ({ network }) => {
      takeFailure('getBalance')
      return { balance, symbol: network.nativeCurrency.symbol }
    },
    getProvider: ({ connectorId }) => (connectorId === ID_AUTH ? context?.authProvider : undefined),
  }
  return adapter
}
