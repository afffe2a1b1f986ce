import { walletConnect } from '@wagmi/connectors'
import type { CreateConnectorFn } from '@wagmi/core'
import { setWalletConnectVerifyUrl } from '../internal/walletConnectInternals.js'
import { getLocalVerifyUrl, type WalletConnectOptions } from './walletConnectOptions.js'

/** What wagmi hands a connector: its emitter, the chains, storage and transports. */
export type ConnectorConfig = Parameters<CreateConnectorFn>[0]

/** wagmi's WalletConnect connector, as its factory returns it. */
export type WalletConnectConnector = ReturnType<ReturnType<typeof walletConnect>>

/** WalletConnect's EIP-1193 provider (`EthereumProvider`). */
export type WalletConnectProvider = Awaited<ReturnType<WalletConnectConnector['getProvider']>>

export type AddWalletConnectConnectorParameters = WalletConnectOptions & {
  projectId: string
}

/**
 * Builds wagmi's WalletConnect connector on the config wagmi gave the listed `walletConnect`
 * connector (same emitter, chains, storage and transports), loads WalletConnect's SDK and starts
 * the connector. Loaded on first use: apps whose users never pick WalletConnect never download
 * it. The connector's RPC map is the config's own transports, so reads go to the app's networks,
 * never to WalletConnect's RPC.
 *
 * @example const connector = await addWalletConnectConnector(connectorConfig, { projectId })
 */
export async function addWalletConnectConnector(
  config: ConnectorConfig,
  parameters: AddWalletConnectConnectorParameters,
): Promise<{ connector: WalletConnectConnector; provider: WalletConnectProvider }> {
  const metadata = parameters.metadata ?? defaultMetadata()
  const createConnector = walletConnect({
    projectId: parameters.projectId,
    showQrModal: false,
    isNewChainsStale: false,
    telemetryEnabled: false,
    ...(parameters.relayUrl ? { relayUrl: parameters.relayUrl } : {}),
    ...(metadata ? { metadata } : {}),
  })
  const connector = createConnector(config as Parameters<typeof createConnector>[0])
  const provider = await connector.getProvider()
  const verifyUrl = getLocalVerifyUrl(parameters)
  // Before each proposal and request, the sign client waits up to 5 s on an iframe from its
  // Verify service; the local server answers at once.
  if (verifyUrl) setWalletConnectVerifyUrl(provider, verifyUrl)
  await connector.setup?.()
  return { connector, provider }
}

function defaultMetadata() {
  if (typeof document === 'undefined' || typeof location === 'undefined') return undefined
  return {
    name: document.title || location.host,
    description: document.title || location.host,
    url: location.origin,
    icons: [],
  }
}
