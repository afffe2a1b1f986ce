import type { CaipNetwork } from '@airlock/core'
import {
  type AdapterContext,
  type AdapterWalletConnectOptions,
  setupWalletConnect,
} from '@airlock/core/adapter'
import { eip155WalletConnectEvents, eip155WalletConnectMethods } from '@airlock/core/walletconnect'
import { createWalletConnectProvider } from './createWalletConnectProvider.js'
import type { DiscoveredWallet } from './types.js'

export type CreateWalletConnectWalletParameters = {
  context: AdapterContext
  options: AdapterWalletConnectOptions | false | undefined
  /** The adapter's own project id, before the instance's. */
  projectId: string | undefined
  /** The eip155 networks the session proposes; reads go to their RPC URLs. */
  networks: readonly CaipNetwork[]
}

/**
 * The WalletConnect session as one more wallet of the page, through the adapter kit's hook-up
 * (on by default, the instance's shared client, the eip155 namespace declared now so a session
 * another adapter proposes first asks for it too). `undefined` when WalletConnect is off.
 *
 * @example const walletConnect = createWalletConnectWallet({ context, options, projectId, networks })
 */
export function createWalletConnectWallet(
  parameters: CreateWalletConnectWalletParameters,
): DiscoveredWallet | undefined {
  const { networks } = parameters
  const walletConnect = setupWalletConnect({
    context: parameters.context,
    options: parameters.options,
    namespace: 'eip155',
    projectId: parameters.projectId,
    declare:
      networks.length === 0
        ? undefined
        : {
            chains: networks.map((network) => `eip155:${network.id}`),
            methods: eip155WalletConnectMethods,
            events: eip155WalletConnectEvents,
            rpcMap: Object.fromEntries(
              networks.flatMap((network) => {
                const url = network.rpcUrls.default.http[0]
                return url ? [[String(network.id), url]] : []
              }),
            ),
          },
  })
  if (!walletConnect) return undefined
  return {
    id: walletConnect.connectorId,
    name: walletConnect.connector.name,
    type: 'WALLET_CONNECT',
    provider: createWalletConnectProvider({
      getClient: () => walletConnect.client,
      networks,
      onDisplayUri: walletConnect.onDisplayUri,
    }),
  }
}
