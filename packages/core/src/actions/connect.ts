import type { AdapterConnection, AdapterConnector } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import { getWalletConnectors } from '../connectors/mergeConnectors.js'
import type { AppKit } from '../createAppKit.js'
import { AdapterNotFoundError, UserRejectedRequestError } from '../errors/appKit.js'
import { toWalletError, type WalletErrorType } from '../errors/wallet.js'
import { selectConnectorById } from '../selectors/connectors.js'
import { findNetwork } from '../selectors/network.js'
import type { RecentWallet } from '../state/types.js'
import { closeModal } from './closeModal.js'
import { applyConnection } from './internal/applyConnection.js'
import { loadConnectionHandling } from './internal/dispatchAdapterEvents.js'
import { track } from './internal/track.js'
import { addRecentWallet } from './recentWallets.js'

export type ConnectParameters = {
  connectorId: string
  /**
   * Namespace of the adapter to use. Default: the connector's own; for a wallet listed once with
   * several namespaces, every one of them (the active namespace's first).
   */
  namespace?: ChainNamespace | undefined
}
export type ConnectReturnType = AdapterConnection
export type ConnectErrorType = AdapterNotFoundError | WalletErrorType

/**
 * Connects the wallet behind `connectorId`, then records it as recent and closes the modal.
 * A rejection leaves the namespace disconnected and the Connecting view showing the error.
 *
 * @example await connect(appKit, { connectorId: 'dev.airlock.wallet' })
 */
export async function connect(
  appKit: AppKit,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  // The wallet reports the connection as events too: their handling loads while it answers, and
  // is in place once this resolves, so what the wallet changes later applies as it is reported.
  // (Not loaded, the events wait for it; connecting does not fail for it.)
  const handling = loadConnectionHandling().catch(() => undefined)
  try {
    return await connectWallets(appKit, parameters)
  } finally {
    await handling
  }
}

async function connectWallets(
  appKit: AppKit,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  const { state } = appKit
  const group = getWalletConnectors(state.adapterConnectors, parameters.connectorId).filter(
    (connector) => state.chains[connector.chain] && appKit.adapters.has(connector.chain),
  )
  if (parameters.namespace) {
    const own = group.find((connector) => connector.chain === parameters.namespace)
    return connectOne(appKit, {
      connectorId: own?.id ?? parameters.connectorId,
      namespace: parameters.namespace,
    })
  }
  if (group.length < 2) return connectOne(appKit, { connectorId: parameters.connectorId })
  // One wallet on several namespaces: connect each; the one on the active namespace leads and
  // stays active. A namespace the wallet declines leaves the others connected.
  const ordered = [...group].sort(
    (a, b) => Number(b.chain === state.activeNamespace) - Number(a.chain === state.activeNamespace),
  )
  const [lead, ...others] = ordered as [AdapterConnector, ...AdapterConnector[]]
  const connection = await connectOne(appKit, { connectorId: lead.id, namespace: lead.chain })
  for (const other of others) {
    await (other.type === 'WALLET_CONNECT'
      ? joinWalletConnectSession(appKit, other)
      : connectOne(appKit, { connectorId: other.id, namespace: other.chain, activate: false })
    ).catch(() => undefined)
  }
  return connection
}

/**
 * Another namespace of the WalletConnect session the lead namespace just made: restored from that
 * session without a prompt (the adapter's `reconnect`), beside the active namespace. A namespace
 * the wallet did not approve stays disconnected: no second pairing starts for it, and the
 * modal's connection is not left pending behind the connected account.
 */
async function joinWalletConnectSession(
  appKit: AppKit,
  connector: AdapterConnector,
): Promise<void> {
  const adapter = appKit.adapters.get(connector.chain)
  const network = findNetwork(appKit, appKit.state.chains[connector.chain]?.networkId)
  const connection = await adapter?.reconnect({ connectorId: connector.id, chainId: network?.id })
  if (connection) applyConnection(appKit, connector.chain, connection, { activate: false })
}

/**
 * The registry wallet the visitor chose, when a WalletConnect pairing was shown under its name
 * (ConnectingWalletConnect for that wallet): it, not WalletConnect, is the wallet used lately.
 */
function findChosenRegistryWallet(
  appKit: AppKit,
  connector: Pick<AdapterConnector, 'type'>,
): Pick<RecentWallet, 'id' | 'name' | 'imageUrl'> | undefined {
  const { router, wallets } = appKit.state
  const walletId = router.data.walletId
  if (connector.type !== 'WALLET_CONNECT' || router.view !== 'ConnectingWalletConnect') return
  if (!walletId) return
  const found =
    [...wallets.featured, ...wallets.recommended, ...wallets.list, ...wallets.search.results].find(
      (wallet) => wallet.id === walletId,
    ) ?? appKit.options.customWallets.find((wallet) => wallet.id === walletId)
  return found ? { id: found.id, name: found.name, imageUrl: found.imageUrl } : undefined
}

/** Connects one connector on one namespace (`activate: false` leaves the active namespace be). */
export async function connectOne(
  appKit: AppKit,
  parameters: { connectorId: string; namespace?: ChainNamespace | undefined; activate?: boolean },
): Promise<ConnectReturnType> {
  const { state } = appKit
  const connector =
    (parameters.namespace
      ? state.adapterConnectors[parameters.namespace]?.find(
          (candidate) => candidate.id === parameters.connectorId,
        )
      : undefined) ?? selectConnectorById(state, parameters.connectorId)
  const namespace = parameters.namespace ?? connector?.chain ?? state.activeNamespace
  const adapter = namespace ? appKit.adapters.get(namespace) : undefined
  const chain = namespace ? state.chains[namespace] : undefined
  if (!namespace || !adapter || !chain) throw new AdapterNotFoundError(namespace ?? 'unknown')

  const previousStatus = chain.account.status
  // A new attempt (a WalletConnect pairing replaced before it expired) supersedes a pending one.
  const attempt = ++state.connection.attempt
  state.connection.status = 'pending'
  state.connection.connectorId = parameters.connectorId
  state.connection.error = undefined
  chain.account.status = 'connecting'
  track(appKit, 'SELECT_WALLET', { name: connector?.name, platform: 'browser' })
  try {
    const network = findNetwork(appKit, chain.networkId)
    const connection = await adapter.connect({
      connectorId: parameters.connectorId,
      chainId: network?.id,
    })
    applyConnection(appKit, namespace, connection, { activate: parameters.activate ?? true })
    const recent = connector && (findChosenRegistryWallet(appKit, connector) ?? connector)
    if (recent) addRecentWallet(appKit, recent)
    state.connection.status = 'idle'
    track(appKit, 'CONNECT_SUCCESS', {
      method: 'browser',
      name: connector?.name ?? parameters.connectorId,
    })
    // With sign-in on, the modal stays until the account has a session (checkSignIn decides).
    // Embedded, it always shows: closing it shows the account. A connection beside the active one
    // (the embedded wallet's other namespaces, a moment after the first) and one finishing while
    // the visitor reads an approval leave the modal be: closing it would abort that request.
    if (
      (state.modal.open || appKit.options.enableEmbedded) &&
      (parameters.activate ?? true) &&
      state.router.view !== 'UnsupportedChain' &&
      state.router.view !== 'ApproveTransaction' &&
      !appKit.options.siwx
    ) {
      closeModal(appKit)
    }
    return connection
  } catch (cause) {
    const error = toWalletError(cause, { namespace, operation: 'connect' })
    if (attempt !== state.connection.attempt) throw error
    if (chain.account.status === 'connecting') {
      chain.account.status = previousStatus === 'connected' ? 'connected' : 'disconnected'
    }
    state.connection.status = 'error'
    state.connection.error =
      error instanceof UserRejectedRequestError ? 'connectionDeclined' : 'somethingWentWrong'
    track(appKit, 'CONNECT_ERROR', { message: error.message })
    throw error
  }
}
