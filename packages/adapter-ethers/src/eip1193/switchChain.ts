import { type CaipNetwork, ChainNotSupportedError, UserRejectedRequestError } from '@airlock/core'
import { hasWalletErrorCode, mapWalletError } from '@airlock/core/adapter'
import type { Eip1193Provider } from './types.js'

export type SwitchChainParameters = { provider: Eip1193Provider; network: CaipNetwork }

/** What `wallet_addEthereumChain` needs to know about `network` (EIP-3085). */
export function toAddEthereumChainParameter(network: CaipNetwork) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: `0x${Number(network.id).toString(16)}`,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/**
 * Moves the wallet to `network` with `wallet_switchEthereumChain`; when the wallet does not know
 * the chain (4902, also when a wallet nests it inside -32603) it adds it with
 * `wallet_addEthereumChain`, which switches too. A refusal at either step is
 * `UserRejectedRequestError`; a chain the wallet will not add is `ChainNotSupportedError`.
 *
 * @example await switchChain({ provider, network: base })
 */
export async function switchChain({ provider, network }: SwitchChainParameters): Promise<void> {
  const parameter = toAddEthereumChainParameter(network)
  try {
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: parameter.chainId }],
    })
    return
  } catch (error) {
    if (!hasWalletErrorCode(error, 4902)) {
      throw mapWalletError(error, {
        namespace: 'eip155',
        operation: 'switchNetwork',
        method: 'wallet_switchEthereumChain',
      })
    }
  }
  try {
    await provider.request({ method: 'wallet_addEthereumChain', params: [parameter] })
  } catch (error) {
    const adapted = mapWalletError(error, { namespace: 'eip155', operation: 'switchNetwork' })
    if (adapted instanceof UserRejectedRequestError) throw adapted
    throw new ChainNotSupportedError(Number(network.id), error)
  }
}
