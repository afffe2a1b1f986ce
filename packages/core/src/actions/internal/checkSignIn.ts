import type { AppKit } from '../../createAppKit.js'
import { formatMessage } from '../../i18n/formatMessage.js'
import type { ViewName } from '../../state/types.js'
import { closeModal } from '../closeModal.js'
import { openModal } from '../openModal.js'
import { resetView } from '../router.js'
import { showToast } from '../toast.js'
import { disconnectNamespaces } from './disconnectNamespaces.js'
import { loadedMessages } from './loadedMessages.js'

/** Views that only lead to a connection: once signed in, they have nothing left to show. */
const connectingViews: readonly ViewName[] = [
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
  'SIWXSignMessage',
]

/**
 * Spec §4 "SIWX flow": after a connection, an account switch or a network switch on a supported
 * network, looks for a session of that network and address. None: the sign view opens. The same
 * account on the same network is checked once.
 */
export async function checkSignIn(appKit: AppKit): Promise<void> {
  const { state, options } = appKit
  const siwx = options.siwx
  if (!siwx || state.unsupportedChain) return
  const namespace = state.activeNamespace
  const chain = namespace ? state.chains[namespace] : undefined
  const account = chain?.account
  if (account?.status !== 'connected' || !account.caipAddress || !account.address) return
  if (!chain?.networkId) return
  const caipAddress = account.caipAddress
  if (state.siwx.caipAddress === caipAddress && state.siwx.status !== 'idle') return

  Object.assign(state.siwx, { caipAddress, status: 'checking', session: undefined })
  try {
    const sessions = await siwx.getSessions(chain.networkId, account.address)
    if (state.siwx.caipAddress !== caipAddress) return
    const [session] = sessions
    if (session) {
      Object.assign(state.siwx, { status: 'signedIn', session })
      if (
        (state.modal.open || appKit.options.enableEmbedded) &&
        connectingViews.includes(state.router.view)
      )
        closeModal(appKit)
      return
    }
    state.siwx.status = 'signedOut'
    openModal(appKit, { view: 'SIWXSignMessage' })
  } catch (error) {
    if (options.debug) console.error('Airlock: sign-in could not start', error)
    Object.assign(state.siwx, { status: 'idle', caipAddress: undefined, session: undefined })
    showToast(appKit, {
      message: formatMessage(await loadedMessages(appKit, ['modal']), 'siwxInitFailed'),
      variant: 'error',
    })
    await disconnectNamespaces(appKit).catch(() => {})
    resetView(appKit, { view: 'Connect' })
  }
}
