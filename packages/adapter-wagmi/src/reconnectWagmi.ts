import type { AdapterConnection } from '@airlock/core'
import { type Config, reconnect } from '@wagmi/core'
import { findConnector } from './findConnector.js'
import { getLiveConnection, toAdapterConnection } from './getLiveConnections.js'

export type ReconnectWagmiParameters = {
  connectorId: string
  /** How long to wait for an EIP-6963 wallet to announce itself. Default: 1000 ms. */
  announceTimeout?: number | undefined
}

/**
 * Restores the connection of `connectorId` without a prompt: only when the wallet still lists an
 * account for the site (`eth_accounts`) and the dapp did not disconnect it. Resolves with
 * `undefined` otherwise.
 *
 * @example const restored = await reconnectWagmi(config, { connectorId: 'io.metamask' })
 */
export async function reconnectWagmi(
  config: Config,
  parameters: ReconnectWagmiParameters,
): Promise<AdapterConnection | undefined> {
  const connector = await findConnector(
    config,
    parameters.connectorId,
    parameters.announceTimeout ?? 1000,
  )
  if (!connector) return undefined
  // wagmi runs one reconnect at a time and returns [] to a second caller (e.g. WagmiProvider's).
  await waitForReconnectToSettle(config, ['reconnecting'])
  const existing = getLiveConnection(config, connector.id)
  if (existing) return toAdapterConnection(existing)
  // Asked first so that a wallet that says no leaves wagmi's other connections alone.
  if (!(await connector.isAuthorized())) return undefined
  const connections = await reconnect(config, { connectors: [connector] })
  let restored = connections.find((connection) => connection.connector.id === connector.id)
  if (!restored) {
    await waitForReconnectToSettle(config, ['reconnecting', 'connecting'])
    restored = getLiveConnection(config, connector.id)
  }
  return restored ? toAdapterConnection(restored) : undefined
}

function waitForReconnectToSettle(
  config: Config,
  statuses: readonly Config['state']['status'][],
  timeout = 5000,
): Promise<void> {
  if (!statuses.includes(config.state.status)) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
    const timer = setTimeout(done, timeout)
    const unsubscribe = config.subscribe(
      (state) => state.status,
      (status) => {
        if (!statuses.includes(status)) done()
      },
    )
  })
}
