import {
  eip155WalletConnectEvents,
  eip155WalletConnectMethods,
  type WalletConnectNamespace,
} from '@airlock/core/walletconnect'
import { type Config, extractRpcUrls } from '@wagmi/core'

export type GetEip155WalletConnectNamespaceParameters = Pick<Config, 'chains'> & {
  transports: Config['_internal']['transports']
}
export type GetEip155WalletConnectNamespaceReturnType = WalletConnectNamespace

/**
 * The eip155 namespace of a WalletConnect proposal for a wagmi config: its chains, the wallet
 * methods and events EVM dapps use, and each chain's RPC URL from the config's transports (reads
 * never go to WalletConnect's RPC). Set on the shared client when the adapter sets up, so
 * whichever adapter proposes first asks for every namespace at once.
 *
 * @example
 * client.setNamespace('eip155', getEip155WalletConnectNamespace({ chains, transports }))
 */
export function getEip155WalletConnectNamespace({
  chains,
  transports,
}: GetEip155WalletConnectNamespaceParameters): GetEip155WalletConnectNamespaceReturnType {
  return {
    chains: chains.map((chain) => `eip155:${chain.id}`),
    methods: eip155WalletConnectMethods,
    events: eip155WalletConnectEvents,
    rpcMap: Object.fromEntries(
      chains.flatMap((chain) => {
        const [url] = extractRpcUrls({ chain, transports })
        return url ? [[String(chain.id), url]] : []
      }),
    ),
  }
}
