import { type ChainNamespace, UnexpectedError } from '@airlock/core'
import { useCallback, useRef, useState } from 'react'
import { connectWallet, type ParsedCaipAddress, type Wallet } from '../wallet/connectWallet.js'
import { useAppKitOrThrow, useAppKitSelector } from './useAppKitSelector.js'

export type UseAppKitWalletParameters = {
  /** Connect on this namespace only; default the active namespace's wallet, then any. */
  namespace?: ChainNamespace | undefined
  onSuccess?: ((data: ParsedCaipAddress) => void) | undefined
  onError?: ((error: Error) => void) | undefined
}

export type UseAppKitWalletReturnType = {
  /** The account the last `connect` connected. */
  data: ParsedCaipAddress | undefined
  /** Why the last `connect` failed: a typed Airlock error. */
  error: Error | undefined
  /** Adapters are set up and their wallets known: `connect` can find installed wallets. */
  isReady: boolean
  isPending: boolean
  isError: boolean
  isSuccess: boolean
  /**
   * Connects `wallet` directly (see connectWallet for the names it takes). Never rejects: the
   * outcome is in `data` / `error` and the callbacks.
   */
  connect: (wallet: Wallet) => Promise<void>
}

/**
 * AppKit's `useAppKitWallet` (`@reown/appkit-wallet-button/react`): connect one wallet from your
 * own button, without the wallet list.
 *
 * @example
 * const { connect, isPending } = useAppKitWallet({ onSuccess: ({ address }) => log(address) })
 * <button disabled={isPending} onClick={() => connect('metamask')}>MetaMask</button>
 */
export function useAppKitWallet(
  parameters: UseAppKitWalletParameters = {},
): UseAppKitWalletReturnType {
  const appKit = useAppKitOrThrow()
  const isReady = useAppKitSelector((state) => state.modal.initialized)
  const [outcome, setOutcome] = useState<{ data?: ParsedCaipAddress; error?: Error }>({})
  const [isPending, setPending] = useState(false)
  // The latest callbacks, without making `connect` change on every render.
  const latest = useRef(parameters)
  latest.current = parameters
  const connect = useCallback(
    async (wallet: Wallet) => {
      setPending(true)
      setOutcome((last) => ({ data: last.data }))
      try {
        const data = await connectWallet(appKit, { wallet, namespace: latest.current.namespace })
        setOutcome({ data })
        latest.current.onSuccess?.(data)
      } catch (caught) {
        const error = caught instanceof Error ? caught : new UnexpectedError(caught)
        setOutcome((last) => ({ data: last.data, error }))
        latest.current.onError?.(error)
      } finally {
        setPending(false)
      }
    },
    [appKit],
  )
  return {
    data: outcome.data,
    error: outcome.error,
    isReady,
    isPending,
    isError: outcome.error !== undefined,
    isSuccess: outcome.data !== undefined,
    connect,
  }
}
