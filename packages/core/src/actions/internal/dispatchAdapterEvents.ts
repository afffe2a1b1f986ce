import { createLazyLoader } from '../../adapter/createLazyLoader.js'
import type { AdapterConnector, AdapterEvent } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import type { AppKit } from '../../createAppKit.js'
import { reportModalLoadError } from '../reportModalLoadError.js'

/**
 * Connection handling (`handleAdapterEvent`, the start-up `syncConnections` and what they call),
 * one chunk for every instance. It loads on the first event that concerns a connection, when a
 * stored connection is to be restored, and when the visitor connects (`connect`).
 */
const connectionHandling = createLazyLoader(() => import('./connectionHandling.js'))

/** Loads connection handling (once; a failed load is tried again on the next call). */
export const loadConnectionHandling = connectionHandling.load

/**
 * The `emit` an instance gives its adapters. Events that change nothing while no account is
 * connected (the wallet list, a pairing URI, an account, chain or transaction change of a
 * namespace that is not connected) are applied here; the first that concerns a connection loads
 * connection handling, and from then on every event goes through it, in the order reported.
 */
export function createAdapterEventDispatcher(
  appKit: AppKit,
): (namespace: ChainNamespace, event: AdapterEvent) => void {
  let queue: [ChainNamespace, AdapterEvent][] | undefined
  let loading = false
  const drain = () => {
    loading = true
    connectionHandling.load().then(
      ({ handleAdapterEvent }) => {
        loading = false
        // An event emitted while one is handled joins the queue, so the order holds.
        while (queue?.length) {
          const [namespace, event] = queue.shift() as [ChainNamespace, AdapterEvent]
          handleAdapterEvent(appKit, namespace, event)
        }
        queue = undefined
      },
      (cause: unknown) => {
        // The events wait for the next attempt (the next event tries the chunk again).
        loading = false
        reportModalLoadError(appKit, cause)
      },
    )
  }
  return (namespace, event) => {
    const loaded = connectionHandling.current()
    if (loaded && !queue) {
      loaded.handleAdapterEvent(appKit, namespace, event)
      return
    }
    if (!queue && applyWithoutConnection(appKit, namespace, event)) return
    queue ??= []
    queue.push([namespace, event])
    if (!loading) drain()
  }
}

/**
 * Applies `event` when it needs no connection handling (the wallet list, a pairing URI, a change
 * of a namespace that is not connected); false when it does.
 */
export function applyWithoutConnection(
  appKit: AppKit,
  namespace: ChainNamespace,
  event: AdapterEvent,
): boolean {
  const { state } = appKit
  const chain = state.chains[namespace]
  switch (event.type) {
    case 'connectors':
      state.adapterConnectors[namespace] = withConnectorImages(appKit, event.connectors)
      return true
    case 'walletConnectUri':
      state.connection.uri = event.uri
      state.connection.uriExpiresAt = event.expiresAt
      return true
    case 'accountChanged':
    case 'chainChanged':
    case 'pendingTransactions':
      return chain?.account.status !== 'connected'
    case 'disconnect':
      return (
        !chain ||
        (chain.account.status === 'disconnected' &&
          !state.connections[namespace]?.some((entry) => entry.connectorId === event.connectorId))
      )
    default:
      return false
  }
}

/** AppKit's `connectorImages`: an image given for a connector's id (or rdns) replaces its icon. */
function withConnectorImages(
  appKit: AppKit,
  connectors: readonly AdapterConnector[],
): AdapterConnector[] {
  const images = appKit.options.connectorImages
  return connectors.map((connector) => {
    const imageUrl = images[connector.id] ?? images[connector.info?.rdns ?? '']
    return imageUrl ? { ...connector, imageUrl } : connector
  })
}
