import type { AdapterConnection } from '@airlock/core'
import { ConnectorNotFoundError, mapWalletError } from '@airlock/core/adapter'
import { type Config, connect } from '@wagmi/core'
import { findConnector } from './findConnector.js'
import { getLiveConnection, toAdapterConnection } from './getLiveConnections.js'

export type ConnectWagmiParameters = {
  connectorId: string
  /** Asks the wallet to move to this chain once connected, when it is a configured chain. */
  chainId?: number | string | undefined
}

/**
 * Connects the wagmi connector `connectorId` (the wallet prompts) and resolves with the account.
 * A connector already connected is returned as it is.
 *
 * @example const { address, chainId } = await connectWagmi(config, { connectorId: 'injected' })
 */
export async function connectWagmi(
  config: Config,
  parameters: ConnectWagmiParameters,
): Promise<AdapterConnection> {
  const connector = await findConnector(config, parameters.connectorId)
  if (!connector) {
    throw new ConnectorNotFoundError({ connectorId: parameters.connectorId, namespace: 'eip155' })
  }
  const existing = getLiveConnection(config, connector.id)
  if (existing) return toAdapterConnection(existing)
  const chainId = parameters.chainId === undefined ? undefined : Number(parameters.chainId)
  const configured = config.chains.some((chain) => chain.id === chainId)
  try {
    const result = await connect(config, {
      connector,
      ...(configured ? { chainId: chainId as number } : {}),
    })
    return toAdapterConnection({ ...result, connector })
  } catch (error) {
    throw mapWalletError(error, { namespace: 'eip155', operation: 'connect' })
  }
}
