import type { AppKit } from '../createAppKit.js'
import { NetworkNotFoundError, UserRejectedRequestError } from '../errors/appKit.js'
import { InvalidSendParametersError } from '../errors/send.js'
import { findNetworkByChainId } from '../selectors/network.js'
import { findSendToken } from '../send/findSendToken.js'
import type { SendArguments } from '../state/types.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { openModal } from './openModal.js'
import { resetSendState } from './resetSendState.js'
import { setReceiverAddress } from './setReceiverAddress.js'
import { setSendAmount } from './setSendAmount.js'
import { setSendToken } from './setSendToken.js'
import { type SwitchNetworkErrorType, switchNetwork } from './switchNetwork.js'

export type OpenSendParameters = SendArguments
export type OpenSendReturnType = { hash: string }
export type OpenSendErrorType =
  | InvalidSendParametersError
  | NetworkNotFoundError
  | SwitchNetworkErrorType
  | UserRejectedRequestError

/**
 * Opens the Send form filled in (AppKit's `open({ view: 'WalletSend', arguments })`): switches to
 * the network of `chainId` when the account is on another one, chooses the token of
 * `assetAddress` among the account's balances (the network's own currency for a native
 * placeholder), and sets the amount and the receiver; the visitor reviews and sends. The form's
 * token is left unchosen when the account holds none of that token. Resolves with the transaction
 * hash once the send goes through.
 *
 * @throws InvalidSendParametersError without a connected account, NetworkNotFoundError for a
 *   chain id not configured, the switch's error when the wallet refuses it, and
 *   UserRejectedRequestError when the modal closes before the send.
 * @example const { hash } = await openSend(appKit, { amount: '1', assetAddress: 'native', to })
 */
export async function openSend(
  appKit: AppKit,
  parameters: OpenSendParameters,
): Promise<OpenSendReturnType> {
  const { state } = appKit
  const namespace = parameters.namespace ?? state.activeNamespace
  const chain = namespace ? state.chains[namespace] : undefined
  if (!namespace || chain?.account.status !== 'connected') {
    throw new InvalidSendParametersError('No account is connected.')
  }
  if (parameters.chainId !== undefined) {
    const network = findNetworkByChainId(appKit, namespace, parameters.chainId)
    if (!network) throw new NetworkNotFoundError(`${namespace}:${parameters.chainId}`)
    if (network.caipNetworkId !== chain.networkId || state.activeNamespace !== namespace) {
      await switchNetwork(appKit, { network, throwOnFailure: true })
    }
  }
  resetSendState(appKit)
  const balances = await fetchTokenBalances(appKit, { namespace })
  const token = findSendToken(balances, parameters.assetAddress)
  if (token) setSendToken(appKit, { token })
  setSendAmount(appKit, { amount: parameters.amount })
  await setReceiverAddress(appKit, { address: parameters.to })
  openModal(appKit, { view: 'WalletSend', namespace })
  state.router.data = { send: { ...parameters, namespace } }

  return new Promise((resolve, reject) => {
    const stop = appKit.events.subscribe(({ data }) => {
      if (data.type !== 'track') return
      if (data.event === 'SEND_SUCCESS') {
        stop()
        resolve({ hash: String(data.properties?.hash ?? '') })
      } else if (data.event === 'MODAL_CLOSE' && !state.send.loading) {
        // A send under way goes on after the modal closes; its outcome still settles this.
        stop()
        reject(new UserRejectedRequestError())
      }
    })
  })
}
