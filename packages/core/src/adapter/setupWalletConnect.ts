import type { ChainNamespace } from '../caip/types.js'
import { getPairingExpiry } from '../selectors/pairing.js'
import { createWalletConnectClient } from '../walletConnect/createWalletConnectClient.js'
import type {
  WalletConnectClient,
  WalletConnectClientParameters,
  WalletConnectNamespace,
} from '../walletConnect/types.js'
import type { AdapterConnector, AdapterContext } from './types.js'

/** The WalletConnect wallet's connector id, the same in every adapter (and in AppKit). */
export const walletConnectConnectorId = 'walletConnect'

/**
 * WalletConnect as every adapter takes it: relay, metadata and storage of the instance's shared
 * client, and a project id of the adapter's own (default: the one given to `createAppKit`).
 */
export type AdapterWalletConnectOptions = Omit<WalletConnectClientParameters, 'projectId'> & {
  projectId?: string | undefined
}

/**
 * The one default of every adapter and namespace: WalletConnect is on (the spec lists it first
 * among the connectors, and the modal opens on its pairing view when nothing else connects), on
 * WalletConnect's relay; `false` turns it off.
 *
 * @example resolveWalletConnectOptions(undefined) // {}
 */
export function resolveWalletConnectOptions(
  options: AdapterWalletConnectOptions | false | undefined,
): AdapterWalletConnectOptions | false {
  return options ?? {}
}

export type SetupWalletConnectParameters = {
  /** The adapter's setup context: the shared client, the project id, `emit` for the pairing URI. */
  context: Pick<AdapterContext, 'emit' | 'projectId' | 'getWalletConnectClient'>
  /** As the dapp gave it to the adapter; `undefined` takes the one default (on). */
  options: AdapterWalletConnectOptions | false | undefined
  /** The adapter's namespace. */
  namespace: ChainNamespace
  /**
   * What the namespace asks for in a proposal (chains, methods, events, RPC URLs). Declared now,
   * so a session another adapter proposes first asks for this namespace too. `undefined` (no
   * network of the namespace) declares nothing.
   */
  declare: WalletConnectNamespace | undefined
  /** The adapter's own project id, before the context's. */
  projectId?: string | undefined
}

export type AdapterWalletConnect = {
  connectorId: typeof walletConnectConnectorId
  /** The instance's one WalletConnect client (creating it loaded nothing; it loads on first use). */
  client: WalletConnectClient
  /** The connector to list, after the wallets found in the page. */
  connector: AdapterConnector
  /** Tells core a pairing URI to show (QR code, "Copy link", deep links) with a fresh expiry. */
  onDisplayUri: (uri: string) => void
}

/**
 * Hooks an adapter up to the instance's shared WalletConnect client: the one options type and
 * default, the shared client (created by the first adapter, reused by the others, so one session
 * spans every namespace), the namespace declared at setup, and the pairing URI reported to core.
 * `undefined` when WalletConnect is off or there is no project id.
 *
 * @example
 * const walletConnect = setupWalletConnect({
 *   context, options: this.#options.walletConnect, namespace: 'solana',
 *   declare: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods, events },
 * })
 * if (walletConnect) wallets.push(createWalletConnectWallet({ getClient: () => walletConnect.client, onDisplayUri: walletConnect.onDisplayUri }))
 */
export function setupWalletConnect(
  parameters: SetupWalletConnectParameters,
): AdapterWalletConnect | undefined {
  const options = resolveWalletConnectOptions(parameters.options)
  if (options === false) return undefined
  const { projectId: ownProjectId, ...clientOptions } = options
  const projectId = ownProjectId ?? parameters.projectId ?? parameters.context.projectId
  if (!projectId) return undefined
  const create = () => createWalletConnectClient({ ...clientOptions, projectId })
  const client = parameters.context.getWalletConnectClient?.(create) ?? create()
  if (parameters.declare) client.setNamespace(parameters.namespace, parameters.declare)
  const { emit } = parameters.context
  return {
    connectorId: walletConnectConnectorId,
    client,
    connector: {
      id: walletConnectConnectorId,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: parameters.namespace,
    },
    onDisplayUri: (uri) => emit({ type: 'walletConnectUri', uri, expiresAt: getPairingExpiry() }),
  }
}
