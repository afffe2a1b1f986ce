import type { CaipNetwork } from '@airlock/core'
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  injected,
  type Storage,
  type Transport,
} from '@wagmi/core'
import { type Chain, http } from 'viem'
import { NoEvmNetworkError } from './errors.js'
import { toWagmiChain } from './toWagmiChain.js'

export type CreateWagmiConfigParameters = {
  networks: readonly CaipNetwork[]
  /** Default: `[injected()]`; EIP-6963 wallets are discovered on top of these. */
  connectors?: readonly CreateConnectorFn[] | undefined
  /** Per chain id; default: `http()` on the network's first RPC URL. */
  transports?: Record<number, Transport> | undefined
  ssr?: boolean | undefined
  storage?: Storage | null | undefined
  /** A WalletConnect connector, listed after `connectors`. */
  walletConnect?: CreateConnectorFn | undefined
}

/**
 * A wagmi `Config` for the eip155 networks among `networks`, with an `http` transport on each
 * network's RPC URL unless one is given, and EIP-6963 discovery on.
 *
 * @example const config = createWagmiConfig({ networks: [mainnet, base] })
 */
export function createWagmiConfig(parameters: CreateWagmiConfigParameters): Config {
  const networks = parameters.networks.filter((network) => network.chainNamespace === 'eip155')
  const [first, ...rest] = networks.map(toWagmiChain)
  if (!first) throw new NoEvmNetworkError()
  const chains: readonly [Chain, ...Chain[]] = [first, ...rest]
  const transports: Record<number, Transport> = {}
  for (const chain of chains) {
    transports[chain.id] = parameters.transports?.[chain.id] ?? http(chain.rpcUrls.default.http[0])
  }
  return createConfig({
    chains,
    transports,
    connectors: [
      ...(parameters.connectors ?? [injected()]),
      ...(parameters.walletConnect ? [parameters.walletConnect] : []),
    ],
    multiInjectedProviderDiscovery: true,
    ssr: parameters.ssr,
    ...(parameters.storage !== undefined ? { storage: parameters.storage } : {}),
  }) as unknown as Config
}
