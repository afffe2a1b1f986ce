import { closeModal } from '../actions/closeModal.js'
import { fetchBalance } from '../actions/fetchBalance.js'
import { loadedMessages } from '../actions/internal/loadedMessages.js'
import { schedule } from '../actions/internal/track.js'
import { openModal } from '../actions/openModal.js'
import { goBack, pushView } from '../actions/router.js'
import { showToast } from '../actions/toast.js'
import type { AppKit } from '../createAppKit.js'
import { formatMessage } from '../i18n/formatMessage.js'
import { watchState } from '../state/watchState.js'
import { notAllowedDelayMs } from './constants.js'
import type { AuthProvider } from './createAuthProvider.js'
import type { AuthConnectorEvent } from './types.js'

/**
 * Turns the auth connector's events into modal state (spec §4 "Auth connector events"):
 * - an unsafe request opens ApproveTransaction, where the frame shows the request and the visitor
 *   approves or rejects it inside the frame;
 * - its success goes back (or closes the modal it opened) and refreshes the native balance;
 * - its failure does the same without the refresh;
 * - a disallowed method opens the modal, logs, and after 300 ms shows 'Action not allowed' and
 *   rejects the pending requests;
 * - closing the modal while approvals are pending rejects them;
 * - an approval the account cannot pay, whose Buy the visitor chose in the frame, opens Buy over
 *   ApproveTransaction with the missing amount; back on ApproveTransaction (the purchase done, or
 *   the visitor went back) the frame shows the approval again, read anew.
 * A pending approval ends only by the visitor (Reject in the frame, or closing the modal), the
 * dapp (its own close, a disallowed method) or a timeout: nothing else closes ApproveTransaction
 * while it waits (a connection finishing behind it leaves the modal be, see `connectOne`).
 * Returns the teardown.
 */
export function setupAuthConnector(appKit: AppKit, provider: AuthProvider): () => void {
  const { state } = appKit
  /** Whether ApproveTransaction opened the modal (then it closes it again), else it was pushed. */
  let openedModal = false

  /**
   * The frame's cards wear the modal's theme (spec §7 "sync theme"). A theme its schema refuses
   * (a variable out of its bounds) is the developer's to fix: said on the console, never dropped
   * in silence; the cards keep the look they had.
   */
  const syncTheme = () => {
    provider
      .syncTheme({
        themeMode: state.theme.themeMode,
        themeVariables: definedVariables(state.theme.themeVariables),
      })
      .catch((error: unknown) => {
        console.error('The wallet frame did not take the theme (themeVariables)', error)
      })
  }
  const frameViewShown = () => state.router.view === 'ApproveTransaction' && state.modal.open

  const showFrameView = () => {
    if (frameViewShown()) return
    syncTheme()
    if (state.modal.open) {
      openedModal = false
      pushView(appKit, { view: 'ApproveTransaction' })
    } else {
      openedModal = true
      openModal(appKit, { view: 'ApproveTransaction' })
    }
  }

  const leaveFrameView = () => {
    if (state.auth.pendingApprovals > 0 || state.auth.frameVisible) return
    if (!state.modal.open || state.router.view !== 'ApproveTransaction') return
    if (openedModal || state.router.history.length <= 1) closeModal(appKit)
    else goBack(appKit)
    openedModal = false
  }

  const onEvent = (event: AuthConnectorEvent) => {
    switch (event.type) {
      case 'user': {
        const user = event.user
        state.auth.email = user?.email ?? undefined
        state.auth.username = user?.userName
        state.auth.authProvider = user ? 'email' : undefined
        state.auth.smartAccountDeployed = user?.smartAccountDeployed
        // A Solana GET_USER leaves the eip155 accounts as they were.
        if (!user || user.address.startsWith('0x')) state.auth.accounts = user?.accounts
        return
      }
      case 'rpcRequest':
        if (event.safe) return
        state.auth.pendingApprovals += 1
        showFrameView()
        return
      case 'rpcSuccess':
        if (event.safe) return
        state.auth.pendingApprovals = Math.max(0, state.auth.pendingApprovals - 1)
        void fetchBalance(appKit, {
          namespace: event.method.startsWith('solana_') ? 'solana' : 'eip155',
          force: true,
        })
        leaveFrameView()
        return
      case 'rpcError':
        if (event.safe) return
        state.auth.pendingApprovals = Math.max(0, state.auth.pendingApprovals - 1)
        leaveFrameView()
        return
      case 'notAllowed':
        if (!state.modal.open) openModal(appKit)
        // For the dapp's developer, in the spec's words (the toast below speaks the visitor's language).
        console.error('Requested RPC call is not allowed', { method: event.method })
        schedule(appKit, notAllowedDelayMs, () => {
          void loadedMessages(appKit, ['modal']).then((messages) => {
            showToast(appKit, {
              message: formatMessage(messages, 'actionNotAllowed'),
              variant: 'error',
            })
            provider.rejectRpcRequests()
          })
        })
        return
      case 'fund':
        // Buy over ApproveTransaction, until the visitor is back there (a chunk of its own).
        void import('./fundApproval.js').then(({ fundApproval }) =>
          fundApproval(appKit, provider, event),
        )
        return
      case 'visibility':
        state.auth.frameVisible = event.visible
        state.auth.frameReason = event.visible ? event.reason : undefined
        if (event.visible) showFrameView()
        else leaveFrameView()
        return
    }
  }

  const stopEvents = provider.subscribe(onEvent)
  let wasOpen = state.modal.open
  const stopModal = watchState(
    appKit,
    () => {
      const open = state.modal.open
      // The visitor closed the modal over a pending approval: nobody can approve it now.
      if (wasOpen && !open) {
        openedModal = false
        provider.place(undefined)
        if (state.auth.pendingApprovals > 0) provider.rejectRpcRequests()
      }
      wasOpen = open
    },
    (current) => current.modal,
  )
  // A theme the dapp changes while the frame's card shows reaches the card too.
  const stopTheme = watchState(
    appKit,
    () => {
      if (frameViewShown()) syncTheme()
    },
    (current) => current.theme,
  )
  return () => {
    stopEvents()
    stopModal()
    stopTheme()
  }
}

function definedVariables(variables: Record<string, string | number | undefined>) {
  const defined: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(variables))
    if (value !== undefined) defined[key] = value
  return defined
}
