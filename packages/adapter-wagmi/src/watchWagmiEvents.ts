import type { AdapterConnector, AdapterEvent } from '@airlock/core'
import { type Config, getConnectors, watchConnectors } from '@wagmi/core'
import type { Store as MipdStore } from 'mipd'
import { getLiveConnections, toAdapterConnection } from './getLiveConnections.js'
import { toAdapterConnector } from './toAdapterConnector.js'

export type WatchWagmiEventsParameters = {
  emit: (event: AdapterEvent) => void
  /**
   * EIP-6963 wallets announced in this page: their connectors are reported as `ANNOUNCED`. Create
   * it before the wagmi config, so it hears each announcement before wagmi lists the connector.
   */
  mipd?: MipdStore | undefined
  /** Told of every connector list, so providers can be looked up without waiting. */
  onConnectors?: ((connectors: ReturnType<typeof getConnectors>) => void) | undefined
}

type Snapshot = { address: string; chainId: number }

/**
 * Reports what happens in a wagmi config as core's adapter events: the connector list (now and
 * on every change), and, by comparing connections before and after each state change, `connect`,
 * `accountChanged`, `chainChanged` and `disconnect` — whether the dapp, wagmi's own hooks or the
 * wallet caused them. Returns a function that stops watching.
 *
 * @example const unwatch = watchWagmiEvents(config, { emit: (event) => console.log(event) })
 */
export function watchWagmiEvents(
  config: Config,
  { emit, mipd, onConnectors }: WatchWagmiEventsParameters,
): () => void {
  const reportConnectors = (connectors: ReturnType<typeof getConnectors>) => {
    onConnectors?.(connectors)
    const announced = new Set(mipd?.getProviders().map((provider) => provider.info.rdns) ?? [])
    // The generic connector only stands for something when a provider is injected.
    const injectedPresent =
      typeof window !== 'undefined' && (window as { ethereum?: unknown }).ethereum !== undefined
    const reported = connectors
      .filter((connector) => connector.id !== 'injected' || injectedPresent)
      .map((connector) => toAdapterConnector(connector, announced))
    // WalletConnect comes after the wallets found in the browser.
    const isWalletConnect = (connector: AdapterConnector) => connector.type === 'WALLET_CONNECT'
    emit({
      type: 'connectors',
      connectors: [
        ...reported.filter((connector) => !isWalletConnect(connector)),
        ...reported.filter(isWalletConnect),
      ],
    })
  }

  // Keyed by connector id, not wagmi's uid: a reconnect gives a restored connection a new uid.
  let known = new Map<string, Snapshot>()
  const reportConnections = () => {
    const next = new Map<string, Snapshot>()
    const events: AdapterEvent[] = []
    for (const connection of getLiveConnections(config)) {
      const connectorId = connection.connector.id
      const current = { address: connection.accounts[0] ?? '', chainId: connection.chainId }
      next.set(connectorId, current)
      const previous = known.get(connectorId)
      if (!previous) {
        events.push({ type: 'connect', ...toAdapterConnection(connection) })
        continue
      }
      if (previous.address !== current.address) {
        events.push({
          type: 'accountChanged',
          connectorId,
          address: current.address,
          chainId: current.chainId,
        })
      }
      if (previous.chainId !== current.chainId) {
        events.push({ type: 'chainChanged', connectorId, chainId: current.chainId })
      }
    }
    // Disconnects first, so a connector that replaced another ends up the connected one.
    for (const connectorId of known.keys()) {
      if (!next.has(connectorId)) events.unshift({ type: 'disconnect', connectorId })
    }
    known = next
    for (const event of events) emit(event)
  }

  const unwatchConnectors = watchConnectors(config, { onChange: reportConnectors })
  // wagmi's store mutates its connections map in place on disconnect, so compare against our own
  // snapshot rather than the previous state wagmi hands over.
  const unwatchState = config.subscribe((state) => state.connections, reportConnections)
  reportConnectors(getConnectors(config))
  reportConnections()
  return () => {
    unwatchConnectors()
    unwatchState()
  }
}
