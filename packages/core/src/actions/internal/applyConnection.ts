import type { AdapterConnection } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import type { AppKit } from '../../createAppKit.js'
import { truncateAddress } from '../../formatters/truncateAddress.js'
import { formatMessage } from '../../i18n/formatMessage.js'
import { selectConnectorById } from '../../selectors/connectors.js'
import { storageKeys } from '../../storage/keys.js'
import { fetchBalance } from '../fetchBalance.js'
import { openModal } from '../openModal.js'
import { applyChainId } from './applyChainId.js'
import { checkSignIn } from './checkSignIn.js'
import { persistConnection } from './persistConnection.js'
import { announce } from './track.js'
import { upsertConnection } from './trackConnections.js'

/**
 * Puts a wallet's connection into state and storage: account, wallet info, network, balance.
 * `activate` (default true) also makes the namespace the active one; a restore on reload or an
 * account change on another namespace leaves the active namespace alone.
 */
export function applyConnection(
  appKit: AppKit,
  namespace: ChainNamespace,
  connection: AdapterConnection,
  { activate = true }: { activate?: boolean } = {},
): void {
  const { state } = appKit
  const chain = state.chains[namespace]
  if (!chain) return
  const wasConnected =
    chain.account.status === 'connected' && chain.account.address === connection.address
  const connector = selectConnectorById(state, connection.connectorId)
  chain.connectorId = connection.connectorId
  chain.account.status = 'connected'
  chain.account.address = connection.address
  if (!wasConnected) {
    // Another account: the previous one's name, avatar and tokens no longer apply.
    chain.account.profileName = undefined
    chain.account.profileImage = undefined
    chain.account.tokenBalance = []
    chain.account.tokenBalanceStatus = 'idle'
  }
  chain.account.allAccounts = (connection.accounts ?? [connection.address]).map((address) => ({
    namespace,
    address,
    type: 'eoa' as const,
  }))
  chain.account.connectedWalletInfo = connector
    ? {
        name: connector.name,
        icon: connector.imageUrl,
        type:
          connector.type === 'AUTH'
            ? 'AUTH'
            : connector.type === 'WALLET_CONNECT'
              ? 'WALLET_CONNECT'
              : connector.type === 'ANNOUNCED'
                ? 'ANNOUNCED'
                : 'INJECTED',
      }
    : { name: appKit.storage.getItem(storageKeys.walletName) ?? connection.connectorId }
  chain.account.preferredAccountType ??= defaultAccountType(appKit, namespace)
  upsertConnection(appKit, namespace, connection)
  if (activate) state.activeNamespace = namespace
  persistConnection(appKit, namespace, {
    connectorId: connection.connectorId,
    address: connection.address,
    walletName: chain.account.connectedWalletInfo.name,
    activate,
  })
  applyChainId(appKit, namespace, connection.chainId)
  if (!wasConnected) {
    announce(
      appKit,
      formatMessage(appKit.options.messages, 'connected', {
        address: truncateAddress(connection.address),
      }),
    )
  }
  if (
    state.unsupportedChain &&
    appKit.options.enableNetworkSwitch &&
    !appKit.options.allowUnsupportedChain &&
    !appKit.options.basic
  ) {
    openModal(appKit, { view: 'UnsupportedChain' })
  }
  void fetchBalance(appKit, { namespace })
  void checkSignIn(appKit)
}

/** Spec §4: eip155 prefers a smart account unless configured otherwise; solana and polkadot eoa; bip122 payment. */
function defaultAccountType(appKit: AppKit, namespace: ChainNamespace) {
  const configured = appKit.options.defaultAccountTypes[namespace]
  if (configured) return configured
  if (namespace === 'eip155') return 'smartAccount' as const
  if (namespace === 'bip122') return 'payment' as const
  return 'eoa' as const
}
