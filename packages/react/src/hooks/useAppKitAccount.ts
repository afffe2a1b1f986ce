import {
  type AccountState,
  type CaipAddress,
  type ChainNamespace,
  selectAccount,
} from '@airlock/core'
import { useAppKitSelector } from './useAppKitSelector.js'

export type UseAppKitAccountParameters = { namespace?: ChainNamespace | undefined }

export type UseAppKitAccountReturnType = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: AccountState['status'] | undefined
  allAccounts: readonly { namespace: ChainNamespace; address: string; type: string }[]
  balance: string | undefined
  balanceSymbol: string | undefined
}

/**
 * The connected account of the active namespace (or of `namespace`).
 *
 * @example const { address, isConnected } = useAppKitAccount()
 */
export function useAppKitAccount(
  parameters: UseAppKitAccountParameters = {},
): UseAppKitAccountReturnType {
  return useAppKitSelector((state) => {
    const account = selectAccount(state, parameters.namespace)
    const isConnected = account?.status === 'connected'
    return {
      address: isConnected ? account?.address : undefined,
      caipAddress: isConnected ? account?.caipAddress : undefined,
      isConnected,
      status: account?.status,
      allAccounts: account?.allAccounts ?? [],
      balance: account?.balance,
      balanceSymbol: account?.balanceSymbol,
    }
  })
}
