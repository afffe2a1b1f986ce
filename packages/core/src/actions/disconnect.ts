import { AirlockError } from '@airlock/blockchain-api'
import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { DisconnectError } from '../errors/appKit.js'
import { SiwxConfigError } from '../errors/siwx.js'
import { toWalletError } from '../errors/wallet.js'
import { formatMessage } from '../i18n/formatMessage.js'
import { selectConnectorById } from '../selectors/connectors.js'
import { handleAdapterEvent } from './internal/handleAdapterEvent.js'
import { reportError } from './internal/reportError.js'
import { resetChain } from './internal/resetChain.js'
import { announce, track } from './internal/track.js'
import { removeConnection } from './internal/trackConnections.js'
import { signOut } from './signOut.js'

export type DisconnectParameters = {
  namespace?: ChainNamespace | undefined
  /**
   * Only this connection (AppKit's connection id): when it is the active one and another of the
   * namespace is live, that one takes over. Default: every connection of the namespaces.
   */
  connectorId?: string | undefined
}
export type DisconnectReturnType = undefined
export type DisconnectErrorType = DisconnectError

/**
 * Disconnects `namespace`, or every namespace when none is given. Other namespaces that share a
 * WalletConnect or auth connector go too (spec §4). Each failure is logged and tracked; together
 * they throw one DisconnectError ('Failed to disconnect').
 */
export async function disconnect(
  appKit: AppKit,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const { state } = appKit
  if (parameters.connectorId) return disconnectOne(appKit, parameters.connectorId, parameters)
  const connected = Object.values(state.chains).filter(
    (chain) => chain && chain.account.status !== 'disconnected',
  ) as NonNullable<(typeof state.chains)[ChainNamespace]>[]
  let targets = connected
  if (parameters.namespace) {
    const primary = state.chains[parameters.namespace]
    const connector = primary?.connectorId
      ? selectConnectorById(state, primary.connectorId)
      : undefined
    const shared = connector && (connector.type === 'WALLET_CONNECT' || connector.type === 'AUTH')
    targets = connected.filter(
      (chain) =>
        chain.namespace === parameters.namespace ||
        (shared && chain.connectorId === primary?.connectorId),
    )
  }

  const session = state.siwx.session
  if (
    session &&
    appKit.options.siwx?.signOutOnDisconnect !== false &&
    targets.some((chain) => session.data.chainId.startsWith(`${chain.namespace}:`))
  ) {
    await signOut(appKit).catch((error: unknown) => {
      reportError(
        appKit,
        'SIGN_OUT_ERROR',
        error instanceof AirlockError
          ? error
          : new SiwxConfigError({ operation: 'revokeSession', cause: error }),
      )
    })
  }
  const failures: { namespace: string; error: unknown }[] = []
  await Promise.all(
    targets.map(async (chain) => {
      const adapter = appKit.adapters.get(chain.namespace)
      try {
        // The namespace's other live connections (multi-wallet) go first, then the active one.
        const others = (state.connections[chain.namespace] ?? []).filter(
          (entry) => entry.connectorId !== chain.connectorId,
        )
        for (const other of others) {
          await adapter?.disconnect({ connectorId: other.connectorId })
          removeConnection(appKit, chain.namespace, other.connectorId)
        }
        await adapter?.disconnect({ connectorId: chain.connectorId })
        resetChain(appKit, chain.namespace)
      } catch (error) {
        failures.push({
          namespace: chain.namespace,
          error: toWalletError(error, { namespace: chain.namespace, operation: 'disconnect' }),
        })
      }
    }),
  )
  if (failures.length > 0) {
    for (const failure of failures) {
      if (appKit.options.debug)
        console.error(`Airlock: ${failure.namespace} failed to disconnect`, failure.error)
      track(appKit, 'DISCONNECT_ERROR', { namespace: failure.namespace })
    }
    throw new DisconnectError(failures)
  }
  if (targets.length > 0) {
    track(appKit, 'DISCONNECT_SUCCESS', { namespace: parameters.namespace })
    announce(appKit, formatMessage(appKit.options.messages, 'disconnected'))
  }
}

/** Ends one connection (`connectorId`) of `namespace`, or of every namespace that has it live. */
async function disconnectOne(
  appKit: AppKit,
  connectorId: string,
  { namespace }: DisconnectParameters,
): Promise<undefined> {
  const { state } = appKit
  const namespaces = (Object.keys(state.chains) as ChainNamespace[]).filter(
    (candidate) =>
      (!namespace || candidate === namespace) &&
      (state.chains[candidate]?.connectorId === connectorId ||
        state.connections[candidate]?.some((entry) => entry.connectorId === connectorId)),
  )
  for (const target of namespaces) {
    const chain = state.chains[target]
    const others = (state.connections[target] ?? []).filter(
      (entry) => entry.connectorId !== connectorId,
    )
    if (chain?.connectorId === connectorId && others.length === 0) {
      await disconnect(appKit, { namespace: target })
      continue
    }
    try {
      await appKit.adapters.get(target)?.disconnect({ connectorId })
    } catch (error) {
      track(appKit, 'DISCONNECT_ERROR', { namespace: target })
      throw new DisconnectError([
        {
          namespace: target,
          error: toWalletError(error, { namespace: target, operation: 'disconnect' }),
        },
      ])
    }
    // The adapter may have reported it already; if not, the same takes place here.
    handleAdapterEvent(appKit, target, { type: 'disconnect', connectorId })
    track(appKit, 'DISCONNECT_SUCCESS', { namespace: target })
  }
  return undefined
}
