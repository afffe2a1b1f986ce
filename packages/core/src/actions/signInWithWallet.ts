import type { SIWXSession } from '@airlock/blockchain-api'
import { AirlockError } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import {
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  NoConnectionClientError,
  SiwxConfigError,
  SiwxNotEnabledError,
} from '../errors/siwx.js'
import { toWalletError, type WalletErrorType } from '../errors/wallet.js'
import { formatMessage } from '../i18n/formatMessage.js'
import { findNetwork } from '../selectors/network.js'
import { selectIsSmartAccount } from '../selectors/selectIsSmartAccount.js'
import { closeModal } from './closeModal.js'
import { loadedMessages } from './internal/loadedMessages.js'
import { track } from './internal/track.js'
import { openModal } from './openModal.js'
import { closeToast, showToast } from './toast.js'

export type SignInWithWalletReturnType = SIWXSession
export type SignInWithWalletErrorType =
  | SiwxNotEnabledError
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | NoConnectionClientError
  | SiwxConfigError
  | WalletErrorType

/**
 * Signs in the connected account (spec §4): builds the message, has the wallet sign it, stores the
 * session, closes the modal and records SIWX_AUTH_SUCCESS. On failure the sign view shows
 * 'Signature declined' (or the smart-account notice), SIWX_AUTH_ERROR is recorded and the error
 * is thrown.
 *
 * @example await signInWithWallet(appKit)
 */
export async function signInWithWallet(appKit: AppKit): Promise<SignInWithWalletReturnType> {
  const { state, options } = appKit
  const siwx = options.siwx
  if (!siwx) throw new SiwxNotEnabledError()
  const namespace = state.activeNamespace
  const chain = namespace ? state.chains[namespace] : undefined
  const account = chain?.account
  if (!namespace || account?.status !== 'connected' || !account.address || !account.caipAddress) {
    throw new NoActiveCaipAddressError()
  }
  const network = findNetwork(appKit, chain?.networkId)
  const adapter = appKit.adapters.get(namespace)
  if (!network || !adapter) throw new NoActiveCaipNetworkError()
  const sign = adapter.capabilities?.[`${namespace}:signMessage` as 'eip155:signMessage']
  if (!sign) throw new NoConnectionClientError(namespace)

  const isSmartAccount = selectIsSmartAccount(account)
  const properties = { network: network.caipNetworkId, isSmartAccount }
  const caipAddress = account.caipAddress
  state.siwx.status = 'signing'
  try {
    const address = account.address
    const message = await callSiwx('createMessage', () =>
      siwx.createMessage({ chainId: network.caipNetworkId, accountAddress: address }),
    )
    const text = message.toString()
    const signature = await sign({ message: text, address }).catch((error: unknown) => {
      throw toWalletError(error, { namespace, operation: 'signMessage' })
    })
    showToast(appKit, {
      message: formatMessage(await loadedMessages(appKit, ['modal']), 'authenticating'),
      variant: 'loading',
    })
    const { toString: _toString, ...data } = message
    const session: SIWXSession = { data, message: text, signature }
    await callSiwx('addSession', () => siwx.addSession(session))
    // The storage's own copy may carry more (the server's session id).
    const [stored] = await siwx
      .getSessions(network.caipNetworkId, account.address)
      .catch(() => [] as SIWXSession[])
    const kept = stored ?? session
    if (state.toast.variant === 'loading') closeToast(appKit)
    Object.assign(state.siwx, { status: 'signedIn', session: kept, caipAddress })
    closeModal(appKit)
    track(appKit, 'SIWX_AUTH_SUCCESS', properties)
    return kept
  } catch (error) {
    if (options.debug) console.error('Airlock: sign-in failed', error)
    state.siwx.status = 'signedOut'
    if (!state.modal.open || state.router.view !== 'SIWXSignMessage') {
      openModal(appKit, { view: 'SIWXSignMessage' })
    }
    const messages = await loadedMessages(appKit, ['modal'])
    showToast(appKit, {
      message: formatMessage(
        messages,
        account.preferredAccountType === 'smartAccount' && isSmartAccount
          ? 'smartAccountsNotSupported'
          : 'signatureDeclined',
      ),
      variant: 'error',
    })
    track(appKit, 'SIWX_AUTH_ERROR', properties)
    throw error
  }
}

/** Runs a call of the dapp's sign-in configuration, its failure put into the error family. */
async function callSiwx<result>(
  operation: SiwxConfigError['operation'],
  call: () => Promise<result>,
): Promise<result> {
  try {
    return await call()
  } catch (error) {
    throw error instanceof AirlockError ? error : new SiwxConfigError({ operation, cause: error })
  }
}
