import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { AdapterNotFoundError, ConnectionNotFoundError } from '../errors/appKit.js'
import { toWalletError, type WalletErrorType } from '../errors/wallet.js'
import { applyConnection } from './internal/applyConnection.js'

export type SwitchConnectionParameters = {
  /** The connection to make active (a live one, or a recent one: that one reconnects). */
  connectorId: string
  /** The account of that connection to use. Default: the one it uses now. */
  address?: string | undefined
  /** Default: the active namespace. */
  namespace?: ChainNamespace | undefined
}
export type SwitchConnectionReturnType = {
  address: string
  namespace: ChainNamespace
  hasSwitchedAccount: boolean
  hasSwitchedWallet: boolean
}
export type SwitchConnectionErrorType =
  | AdapterNotFoundError
  | ConnectionNotFoundError
  | WalletErrorType

/**
 * Makes another connection of a namespace the active one (AppKit's multi-wallet
 * `switchConnection`). A live connection switches without a prompt, and the adapter's wallet
 * library follows; a recent one connects again, which the wallet may ask to approve.
 *
 * @example await switchConnection(appKit, { connectorId: 'io.metamask', namespace: 'eip155' })
 */
export async function switchConnection(
  appKit: AppKit,
  parameters: SwitchConnectionParameters,
): Promise<SwitchConnectionReturnType> {
  const { state } = appKit
  const namespace = parameters.namespace ?? state.activeNamespace
  const chain = namespace ? state.chains[namespace] : undefined
  const adapter = namespace ? appKit.adapters.get(namespace) : undefined
  if (!namespace || !chain || !adapter) throw new AdapterNotFoundError(namespace ?? 'unknown')
  const before = chain.account.status === 'connected' ? chain.account.address : undefined
  const sameWallet = chain.connectorId === parameters.connectorId && before !== undefined
  const live = state.connections[namespace]?.find(
    (entry) => entry.connectorId === parameters.connectorId,
  )
  if (!live) {
    // Loaded on first use: connecting pulls in what the first load of a dapp does not need.
    const { connect } = await import('./connect.js')
    const connection = await connect(appKit, { connectorId: parameters.connectorId, namespace })
    return {
      address: connection.address,
      namespace,
      hasSwitchedAccount: true,
      hasSwitchedWallet: !sameWallet,
    }
  }
  const addresses = live.accounts.map((account) => account.address)
  const address = parameters.address
    ? addresses.find((item) => item.toLowerCase() === parameters.address?.toLowerCase())
    : addresses[0]
  if (!address) {
    throw new ConnectionNotFoundError(
      `"${parameters.address}" is not an account of the "${parameters.connectorId}" connection.`,
    )
  }
  let chainId = live.caipNetworkId?.split(':')[1] ?? chain.networkId?.split(':')[1] ?? ''
  if (!sameWallet && adapter.switchConnection) {
    const switched = await adapter
      .switchConnection({ connectorId: parameters.connectorId })
      .catch((error: unknown) => {
        throw toWalletError(error, { namespace, operation: 'connect' })
      })
    if (!switched) {
      throw new ConnectionNotFoundError(`"${parameters.connectorId}" is no longer connected.`)
    }
    chainId = String(switched.chainId)
  }
  applyConnection(
    appKit,
    namespace,
    {
      connectorId: parameters.connectorId,
      address,
      accounts: [address, ...addresses.filter((item) => item !== address)],
      chainId,
    },
    { activate: true },
  )
  return {
    address,
    namespace,
    hasSwitchedAccount: before?.toLowerCase() !== address.toLowerCase(),
    hasSwitchedWallet: !sameWallet,
  }
}
