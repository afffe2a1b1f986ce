import type { CaipNetwork } from '@airlock/core'
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  injected,
  type Storage,
  type Transport,
} from '@wagmi/core'
import { type Chain, createTransport, type EIP1193RequestFn, http } from 'viem'
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
  /**
   * The Airlock server's RPC route of a chain, asked when wagmi first builds that chain's client
   * (so it can be known after the config is made); when it gives one, the default transport reads
   * there first and falls back to the chain's own RPC URL.
   */
  rpcRoute?: ((chainId: number) => string | undefined) | undefined
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
    transports[chain.id] =
      parameters.transports?.[chain.id] ?? routedHttp(chain, parameters.rpcRoute)
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

/**
 * `http()` on the chain's RPC URL, or — when `rpcRoute` names a server route for the chain at the
 * time wagmi builds the chain's client — that route first, then the chain's URL when the route
 * cannot answer (a network failure, a timeout, an HTTP error; after a 400, such as a chain the
 * server does not serve, the route is skipped for good). JSON-RPC errors (a revert) are answers
 * and pass through. viem's `http()` retries as spec §7 says (3 times from 150 ms, doubling,
 * `Retry-After` honoured, 10 s timeout). Smaller than viem's `fallback`, which ranks transports.
 */
function routedHttp(chain: Chain, rpcRoute: CreateWagmiConfigParameters['rpcRoute']): Transport {
  const direct = http(chain.rpcUrls.default.http[0])
  if (!rpcRoute) return direct
  return ((parameters) => {
    const route = rpcRoute(chain.id)
    if (route === undefined) return direct(parameters)
    const first = http(route)(parameters)
    const second = direct(parameters)
    let skipRoute = false
    return createTransport(
      {
        key: 'airlock',
        name: 'Airlock RPC route',
        type: 'airlock',
        retryCount: 0,
        request: (async (arguments_: Parameters<EIP1193RequestFn>[0]) => {
          if (skipRoute) return second.request(arguments_)
          try {
            return await first.request(arguments_)
          } catch (error) {
            const name = (error as Error | undefined)?.name
            if (name !== 'HttpRequestError' && name !== 'TimeoutError') throw error
            if ((error as { status?: number }).status === 400) skipRoute = true
            return second.request(arguments_)
          }
        }) as EIP1193RequestFn,
      },
      { url: route },
    )
  }) as Transport
}
