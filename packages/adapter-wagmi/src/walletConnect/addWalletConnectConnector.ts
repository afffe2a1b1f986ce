import type { AdapterEvent } from '@airlock/core'
import { getPairingExpiry } from '@airlock/core'
import { walletConnect } from '@wagmi/connectors'
import type { Config, Connector } from '@wagmi/core'
import {
  getLocalVerifyUrl,
  type WalletConnectOptions,
  walletConnectConnectorId,
} from './walletConnectOptions.js'

type SignClientInternals = {
  signer?: { client?: { core?: { verify?: { verifyUrlV3?: string } } } }
}

/**
 * Adds wagmi's WalletConnect connector to the config (once) and reports each pairing URI it
 * displays as a `walletConnectUri` event. Loaded on first use: apps whose users never pick
 * WalletConnect never download it. The connector's RPC map is the config's own transports, so
 * reads go to the app's networks, never to WalletConnect's RPC.
 *
 * @example const connector = await addWalletConnectConnector(config, { projectId, emit })
 */
export async function addWalletConnectConnector(
  config: Config,
  parameters: WalletConnectOptions & {
    projectId: string
    emit: (event: AdapterEvent) => void
  },
): Promise<Connector> {
  const existing = config.connectors.find((connector) => connector.id === walletConnectConnectorId)
  if (existing) return existing
  const metadata = parameters.metadata ?? defaultMetadata()
  const createConnector = walletConnect({
    projectId: parameters.projectId,
    showQrModal: false,
    isNewChainsStale: false,
    telemetryEnabled: false,
    ...(parameters.relayUrl ? { relayUrl: parameters.relayUrl } : {}),
    ...(metadata ? { metadata } : {}),
  })
  const connector = config._internal.connectors.setup(createConnector)
  config._internal.connectors.setState((connectors) =>
    connectors.some((other) => other.id === connector.id) ? connectors : [...connectors, connector],
  )
  connector.emitter.on('message', (message) => {
    if (message.type === 'display_uri' && typeof message.data === 'string') {
      parameters.emit({
        type: 'walletConnectUri',
        uri: message.data,
        expiresAt: getPairingExpiry(),
      })
    }
  })
  const verifyUrl = getLocalVerifyUrl(parameters)
  if (verifyUrl) {
    // Before each proposal and request, the sign client waits up to 5 s on an iframe from its
    // Verify service; the local server answers at once.
    const provider = (await connector.getProvider()) as SignClientInternals | undefined
    const verify = provider?.signer?.client?.core?.verify
    if (verify) verify.verifyUrlV3 = verifyUrl
  }
  return config.connectors.find((other) => other.id === connector.id) ?? connector
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
