import { type CaipNetwork, ChainNotSupportedError, UserRejectedRequestError } from '@airlock/core'
import { type Config, switchChain } from '@wagmi/core'
import { numberToHex, UserRejectedRequestError as ViemUserRejectedRequestError } from 'viem'
import { toAddEthereumChainParameter } from './addEthereumChainParameter.js'
import { getLiveConnections } from './getLiveConnections.js'

/**
 * Moves the connected wallet to `network`: `wallet_switchEthereumChain`, and when the wallet does
 * not know the chain (4902) `wallet_addEthereumChain` with its id, name, currency, RPC and
 * explorer URLs. Chains in the wagmi config go through wagmi's `switchChain` (which does exactly
 * this); others are asked of the provider directly. A user rejection becomes
 * `UserRejectedRequestError`; a chain the wallet will not add becomes `ChainNotSupportedError`.
 *
 * @example await switchWagmiChain(config, { network: base })
 */
export async function switchWagmiChain(
  config: Config,
  { network }: { network: CaipNetwork },
): Promise<void> {
  const chainId = Number(network.id)
  const connection = getLiveConnections(config).find(
    (candidate) => candidate.connector.uid === config.state.current,
  )
  if (config.chains.some((chain) => chain.id === chainId) || !connection) {
    const { chainId: _, ...addEthereumChainParameter } = toAddEthereumChainParameter(network)
    try {
      await switchChain(config, {
        chainId,
        addEthereumChainParameter,
        ...(connection ? { connector: connection.connector } : {}),
      })
    } catch (error) {
      throw fromWagmiSwitchError(error, chainId)
    }
    return
  }
  const provider = (await connection.connector.getProvider()) as {
    request: (arguments_: { method: string; params?: unknown }) => Promise<unknown>
  }
  try {
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(chainId) }],
    })
  } catch (error) {
    if (codeOf(error) === 4001) throw new UserRejectedRequestError(error)
    if (codeOf(error) !== 4902) throw error
    try {
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [toAddEthereumChainParameter(network)],
      })
    } catch (addError) {
      if (codeOf(addError) === 4001) throw new UserRejectedRequestError(addError)
      throw new ChainNotSupportedError(chainId, addError)
    }
  }
}

// wagmi reports every failure of the add step as a viem UserRejectedRequestError wrapping what
// the wallet said; only a wallet-side 4001 is the user's refusal.
function fromWagmiSwitchError(error: unknown, chainId: number): unknown {
  if (error instanceof ViemUserRejectedRequestError) {
    if (hasCode(error.cause, 4001)) return new UserRejectedRequestError(error)
    return new ChainNotSupportedError(chainId, error.cause)
  }
  if (hasCode(error, 4001)) return new UserRejectedRequestError(error)
  return error
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null
    ? (error as { code?: unknown }).code
    : undefined
}

function hasCode(error: unknown, code: number): boolean {
  let current = error
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    if (codeOf(current) === code) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
