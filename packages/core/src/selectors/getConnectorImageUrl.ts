import { getImageUrl } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import type { Connector } from '../state/types.js'

/**
 * A connector's logo: its own icon (an EIP-6963 wallet announces one), else the registry's image
 * of its explorer id, else WalletConnect's logo for the WalletConnect connector; undefined when
 * none applies (the row then shows the name's initial).
 *
 * @example getConnectorImageUrl(appKit, walletConnectConnector) // '…/getWalletImage/walletconnect?…'
 */
export function getConnectorImageUrl(
  appKit: AppKit,
  connector: Pick<Connector, 'imageUrl' | 'imageId' | 'explorerId' | 'type'>,
): string | undefined {
  if (connector.imageUrl) return connector.imageUrl
  const id =
    connector.imageId ??
    connector.explorerId ??
    (connector.type === 'WALLET_CONNECT' ? 'walletconnect' : undefined)
  return id ? getImageUrl(appKit.api, { kind: 'wallet', id }) : undefined
}
