import { AirlockError } from '@airlock/blockchain-api'
import type { AdapterEvent } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import type { AppKit } from '../../createAppKit.js'
import { AdapterError } from '../../errors/wallet.js'
import { formatMessage } from '../../i18n/formatMessage.js'
import { shouldShowUnsupportedChain } from '../../router/getOpeningView.js'
import { closeModal } from '../closeModal.js'
import { fetchBalance } from '../fetchBalance.js'
import { openModal } from '../openModal.js'
import { applyChainId } from './applyChainId.js'
import { applyConnection } from './applyConnection.js'
import { checkSignIn } from './checkSignIn.js'
import { applyWithoutConnection } from './dispatchAdapterEvents.js'
import { reportError } from './reportError.js'
import { resetChain } from './resetChain.js'
import { announce } from './track.js'
import { removeConnection, upsertConnection } from './trackConnections.js'

/** Turns what an adapter reports into state. */
export function handleAdapterEvent(
  appKit: AppKit,
  namespace: ChainNamespace,
  event: AdapterEvent,
): void {
  // The wallet list, a pairing URI, and changes of a namespace that is not connected.
  if (applyWithoutConnection(appKit, namespace, event)) return
  const { state } = appKit
  const chain = state.chains[namespace]
  switch (event.type) {
    case 'connect': {
      if (chain?.account.status === 'connecting') {
        // connect() or the start-up sync is under way: it applies the connection and decides
        // which namespace is active, so the event does not (another one may still be restoring).
        if (chain.connectorId === event.connectorId) {
          applyConnection(appKit, namespace, event, {
            activate: state.activeNamespace === namespace,
          })
        }
        return
      }
      // A connect the modal did not start (the wallet connected on its own) is applied the same way.
      const active = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
      applyConnection(appKit, namespace, event, {
        activate: state.activeNamespace === namespace || active?.account.status !== 'connected',
      })
      return
    }
    case 'accountChanged': {
      if (chain?.account.status !== 'connected') return
      if (isOtherConnection(chain, event.connectorId)) {
        // A connection in the background (multi-wallet): its entry follows, the account stays.
        if (hasConnection(appKit, namespace, event.connectorId)) {
          upsertConnection(appKit, namespace, event)
        }
        return
      }
      applyConnection(
        appKit,
        namespace,
        {
          connectorId: event.connectorId,
          address: event.address,
          ...(event.accounts ? { accounts: event.accounts } : {}),
          chainId: event.chainId ?? chainIdOf(chain.networkId),
        },
        { activate: state.activeNamespace === namespace },
      )
      return
    }
    case 'chainChanged': {
      if (chain?.account.status !== 'connected') return
      if (isOtherConnection(chain, event.connectorId)) {
        const entry = appKit.state.connections[namespace]?.find(
          (item) => item.connectorId === event.connectorId,
        )
        if (entry)
          upsertConnection(appKit, namespace, {
            ...event,
            address: entry.accounts[0]?.address ?? '',
            accounts: entry.accounts.map((account) => account.address),
          })
        return
      }
      const wasUnsupported = state.unsupportedChain
      applyChainId(appKit, namespace, event.chainId)
      if (
        state.unsupportedChain &&
        !wasUnsupported &&
        shouldShowUnsupportedChain({ ...appKit.options, unsupportedChain: true })
      ) {
        openModal(appKit, { view: 'UnsupportedChain' })
      } else if (
        !state.unsupportedChain &&
        state.modal.open &&
        state.router.view === 'UnsupportedChain'
      ) {
        // The modal was only open because of the chain: back on a supported one, it goes away.
        closeModal(appKit)
      }
      void fetchBalance(appKit, { namespace })
      void checkSignIn(appKit)
      return
    }
    case 'disconnect': {
      if (!chain) return
      if (event.connectorId) removeConnection(appKit, namespace, event.connectorId)
      if (chain.account.status === 'disconnected') return
      if (event.connectorId && chain.connectorId && event.connectorId !== chain.connectorId) return
      // The active connection ended while others are live: the next one takes over, as the
      // wallet library's own current connection does.
      const next = event.connectorId ? state.connections[namespace]?.[0] : undefined
      if (next?.accounts[0]) {
        applyConnection(
          appKit,
          namespace,
          {
            connectorId: next.connectorId,
            address: next.accounts[0].address,
            accounts: next.accounts.map((account) => account.address),
            chainId: next.caipNetworkId?.split(':')[1] ?? chainIdOf(chain.networkId),
          },
          { activate: state.activeNamespace === namespace },
        )
        return
      }
      resetChain(appKit, namespace)
      announce(appKit, formatMessage(appKit.options.messages, 'disconnected'))
      return
    }
    case 'pendingTransactions':
      if (chain?.account.status === 'connected')
        void fetchBalance(appKit, { namespace, force: true })
      return
    case 'error':
      reportError(
        appKit,
        'ADAPTER_ERROR',
        event.error instanceof AirlockError
          ? event.error
          : new AdapterError({ namespace, cause: event.error }),
        namespace,
      )
      return
  }
}

/** True when `connectorId` names a connection other than the namespace's active one. */
function isOtherConnection(
  chain: { connectorId: string | undefined },
  connectorId: string,
): boolean {
  return Boolean(chain.connectorId) && connectorId !== chain.connectorId
}

function hasConnection(appKit: AppKit, namespace: ChainNamespace, connectorId: string): boolean {
  return Boolean(
    appKit.state.connections[namespace]?.some((entry) => entry.connectorId === connectorId),
  )
}

function chainIdOf(networkId: string | undefined): string {
  return networkId?.split(':')[1] ?? ''
}
