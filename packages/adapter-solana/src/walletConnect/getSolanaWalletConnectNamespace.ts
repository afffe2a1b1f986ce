import type { CaipNetwork } from '@airlock/core'
import type { WalletConnectNamespace } from '@airlock/core/walletconnect'

/** What the adapter asks of a WalletConnect wallet for the solana namespace (WalletConnect's Solana RPC). */
const solanaWalletConnectMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
  'solana_requestAccounts',
] as const
const solanaWalletConnectEvents = ['accountsChanged', 'chainChanged'] as const

export type GetSolanaWalletConnectNamespaceParameters = {
  /** The Solana networks the session proposes. */
  networks: readonly CaipNetwork[]
}
export type GetSolanaWalletConnectNamespaceReturnType = WalletConnectNamespace

/**
 * The solana namespace of a WalletConnect proposal: the networks' chains, WalletConnect's Solana
 * methods and events, and each network's own RPC URL (reads never go to WalletConnect's RPC).
 * Set on the shared client when the adapter sets up, so whichever adapter proposes first asks for
 * every namespace at once.
 *
 * @example client.setNamespace('solana', getSolanaWalletConnectNamespace({ networks }))
 */
export function getSolanaWalletConnectNamespace({
  networks,
}: GetSolanaWalletConnectNamespaceParameters): GetSolanaWalletConnectNamespaceReturnType {
  return {
    chains: networks.map((network) => network.caipNetworkId),
    methods: solanaWalletConnectMethods,
    events: solanaWalletConnectEvents,
    rpcMap: Object.fromEntries(
      networks.flatMap((network) => {
        const url = network.rpcUrls.default.http[0]
        return url ? [[String(network.id), url]] : []
      }),
    ),
  }
}
