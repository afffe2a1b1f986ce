import type { CaipNetwork } from '@airlock/core'
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  injected,
  type Storage,
  type Transport,
} from '@wagmi/core'
import {
  type Chain,
  type ClientConfig,
  createTransport,
  type EIP1193RequestFn,
  type HttpTransportConfig,
  http,
} from 'viem'
import { NoEvmNetworkError } from './errors.js'
import { toWagmiChain } from './toWagmiChain.js'

/** AppKit's `customRpcUrls`: RPC URLs by CAIP network id (`eip155:1`), each with viem's http options. */
export type CustomRpcUrls = Record<
  string,
  { url: string; config?: HttpTransportConfig | undefined }[]
>

/** wagmi's `createConfig` parameters the adapter passes through, as AppKit's adapter does. */
export type WagmiConfigPassThrough = {
  /** viem's batching (`{ multicall: true }` groups reads into multicall3 calls). */
  batch?: ClientConfig['batch'] | undefined
  /** How long (ms) wagmi's clients keep a block number and other cached reads. */
  cacheTime?: number | undefined
  /** How often (ms) wagmi's clients poll (block numbers, receipts, watchers). */
  pollingInterval?: number | undefined
  /** Whether wagmi follows the wallet's chain as its current chain. Default (wagmi's): true. */
  syncConnectedChain?: boolean | undefined
  /**
   * Whether wallets announced through EIP-6963 become connectors. Default true; false lists only
   * `connectors` (and WalletConnect).
   */
  multiInjectedProviderDiscovery?: boolean | undefined
}

export type CreateWagmiConfigParameters = WagmiConfigPassThrough & {
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
  /** RPC URLs read before the default transport of their network (AppKit's `customRpcUrls`). */
  customRpcUrls?: CustomRpcUrls | undefined
}

/**
 * A wagmi `Config` for the eip155 networks among `networks`, with an `http` transport on each
 * network's RPC URL unless one is given (after its `customRpcUrls`, in their order), EIP-6963
 * discovery on unless `multiInjectedProviderDiscovery` is false, and wagmi's `batch`,
 * `cacheTime`, `pollingInterval` and `syncConnectedChain` as given.
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
    transports[chain.id] = getTransport(chain, parameters)
  }
  const { batch, cacheTime, pollingInterval, syncConnectedChain } = parameters
  return createConfig({
    chains,
    transports,
    connectors: [
      ...(parameters.connectors ?? [injected()]),
      ...(parameters.walletConnect ? [parameters.walletConnect] : []),
    ],
    multiInjectedProviderDiscovery: parameters.multiInjectedProviderDiscovery ?? true,
    ssr: parameters.ssr,
    ...(parameters.storage !== undefined ? { storage: parameters.storage } : {}),
    ...(batch !== undefined ? { batch } : {}),
    ...(cacheTime !== undefined ? { cacheTime } : {}),
    ...(pollingInterval !== undefined ? { pollingInterval } : {}),
    ...(syncConnectedChain !== undefined ? { syncConnectedChain } : {}),
  }) as unknown as Config
}

/**
 * A chain's transport: the one given for it, else its custom RPC URLs in order, then the
 * server's route (when there is one) and the chain's own URL, each tried when the one before
 * cannot answer.
 */
export function getTransport(
  chain: Chain,
  parameters: Pick<CreateWagmiConfigParameters, 'transports' | 'customRpcUrls' | 'rpcRoute'>,
): Transport {
  return (
    parameters.transports?.[chain.id] ??
    routedHttp(chain, parameters.rpcRoute, parameters.customRpcUrls?.[`eip155:${chain.id}`])
  )
}

/**
 * `http()` on the chain's RPC URL, or a chain of URLs tried in turn: the dapp's custom ones first,
 * then — when `rpcRoute` names a server route for the chain at the time wagmi builds the chain's
 * client — that route, then the chain's URL. The next one is asked when one cannot answer (a
 * network failure, a timeout, an HTTP error; after a 400 from the route, such as a chain the
 * server does not serve, the route is skipped for good). JSON-RPC errors (a revert) are answers
 * and pass through. viem's `http()` retries as spec §7 says (3 times from 150 ms, doubling,
 * `Retry-After` honoured, 10 s timeout). Smaller than viem's `fallback`, which ranks transports.
 */
function routedHttp(
  chain: Chain,
  rpcRoute: CreateWagmiConfigParameters['rpcRoute'],
  custom: CustomRpcUrls[string] = [],
): Transport {
  const direct = http(chain.rpcUrls.default.http[0])
  if (!rpcRoute && custom.length === 0) return direct
  return ((parameters) => {
    const route = rpcRoute?.(chain.id)
    const candidates = [
      ...custom.map(({ url, config }) => ({ url, isRoute: false, transport: http(url, config) })),
      ...(route === undefined ? [] : [{ url: route, isRoute: true, transport: http(route) }]),
    ].map((candidate) => ({ ...candidate, transport: candidate.transport(parameters) }))
    const last = direct(parameters)
    if (candidates.length === 0) return last
    let skipRoute = false
    return createTransport(
      {
        key: 'airlock',
        name: 'Airlock RPC route',
        type: 'airlock',
        retryCount: 0,
        request: (async (arguments_: Parameters<EIP1193RequestFn>[0]) => {
          for (const candidate of candidates) {
            if (candidate.isRoute && skipRoute) continue
            try {
              return await candidate.transport.request(arguments_)
            } catch (error) {
              const name = (error as Error | undefined)?.name
              if (name !== 'HttpRequestError' && name !== 'TimeoutError') throw error
              if (candidate.isRoute && (error as { status?: number }).status === 400) {
                skipRoute = true
              }
            }
          }
          return last.request(arguments_)
        }) as EIP1193RequestFn,
      },
      { url: candidates[0]?.url },
    )
  }) as Transport
}
