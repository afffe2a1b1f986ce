import type { CaipNetwork } from '@airlock/core'
import { createLazyLoader } from '@airlock/core/adapter'
import type { WalletConnectClient } from '@airlock/core/walletconnect'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export type CreateWalletConnectWalletParameters = {
  /** The instance's shared client (the sign client behind it loads on first use). */
  getClient: () => WalletConnectClient
  /** The Solana networks the session proposes. */
  networks: readonly CaipNetwork[]
  /** The adapter's active network: requests go to its chain. */
  getNetwork: () => CaipNetwork | undefined
  /** Told each pairing URI (for a QR code, "Copy link" or a deep link). */
  onDisplayUri: (uri: string) => void
}

export type CreateWalletConnectWalletReturnType = Wallet

/** What the request module needs from the wallet it serves. */
export type WalletConnectWalletHost = CreateWalletConnectWalletParameters & {
  /** Gives the wallet's accounts (none after a disconnect) to its `change` listeners. */
  setAccounts: (accounts: readonly WalletAccount[]) => void
}

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

// WalletConnect's mark, as the modal shows the WalletConnect entry.
const icon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA0MCA0MCI+PHJlY3Qgd2lkdGg9IjQwIiBoZWlnaHQ9IjQwIiByeD0iMTAiIGZpbGw9IiMzMzk2RkYiLz48cGF0aCBkPSJNMTIgMTZjNC40LTQuMyAxMS42LTQuMyAxNiAwbC41LjUtMS45IDEuOC0uNi0uNmMtMy4zLTMuMS04LjctMy4xLTEyIDBsLS43LjYtMS44LTEuOHptMTkuNiAzLjcgMS43IDEuNi03LjUgNy4zLTUuOC01LjYtNS44IDUuNi03LjUtNy4zIDEuNy0xLjYgNS44IDUuNiA1LjgtNS42IDUuOCA1LjZ6IiBmaWxsPSIjZmZmIi8+PC9zdmc+'

/**
 * The solana side of the shared WalletConnect session as a Wallet Standard wallet, so the adapter
 * connects, signs and sends through it as through any Solana wallet: `standard:connect` restores a
 * live session or proposes one (silently, it only restores), and `solana:signMessage`,
 * `solana:signTransaction` and `solana:signAndSendTransaction` go to the phone as WalletConnect's
 * `solana_*` requests. Listing it costs nothing: the request handling loads on first use.
 *
 * @example
 * const wallet = createWalletConnectWallet({ getClient, networks, getNetwork, onDisplayUri })
 */
export function createWalletConnectWallet(
  parameters: CreateWalletConnectWalletParameters,
): CreateWalletConnectWalletReturnType {
  const listeners = new Set<ChangeListener>()
  let accounts: readonly WalletAccount[] = []
  const host: WalletConnectWalletHost = {
    ...parameters,
    setAccounts: (next) => {
      accounts = next
      for (const listener of [...listeners]) listener({ accounts: next })
    },
  }
  const { load } = createLazyLoader(() =>
    import('./walletConnectFeatures.js').then(({ createWalletConnectFeatures }) =>
      createWalletConnectFeatures(host),
    ),
  )
  const version = '1.0.0' as const
  return {
    version,
    name: 'WalletConnect',
    icon,
    chains: parameters.networks.map((network) => network.caipNetworkId as `${string}:${string}`),
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version,
        connect: async (input?: { silent?: boolean }) => ({
          accounts: await (await load()).connect(input?.silent ?? false),
        }),
      },
      'standard:disconnect': { version, disconnect: async () => (await load()).disconnect() },
      'standard:events': {
        version,
        on: (_event: 'change', listener: ChangeListener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version,
        signMessage: async (...inputs: SignMessageInput[]) => (await load()).signMessage(inputs),
      },
      'solana:signTransaction': {
        version,
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: TransactionInput[]) =>
          (await load()).signTransaction(inputs),
      },
      'solana:signAndSendTransaction': {
        version,
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: TransactionInput[]) =>
          (await load()).signAndSendTransaction(inputs),
      },
    },
  }
}

export type SignMessageInput = { account: WalletAccount; message: Uint8Array }
export type TransactionInput = {
  account: WalletAccount
  transaction: Uint8Array
  options?: Record<string, unknown> | undefined
}
