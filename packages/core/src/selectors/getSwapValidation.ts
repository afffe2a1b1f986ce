import { parseUnits } from '../formatters/parseUnits.js'
import type { MessageKey } from '../i18n/messages.js'
import type { SwapState } from '../state/types.js'
import { hasInsufficientGas } from './hasInsufficientGas.js'

type SwapInput = Pick<
  SwapState,
  'fromToken' | 'toToken' | 'fromAmount' | 'gasPriceInUSD' | 'networkBalanceInUSD'
>

/**
 * Why the swap form cannot go on, as a message key, or undefined when it can: two tokens, a
 * positive amount not above the balance, and gas for the swap once its fee is known (spec §5's
 * insufficient-gas rule; smart accounts are exempt).
 *
 * @example getSwapValidation(state.swap, { isSmartAccount: false }) // 'insufficientFunds'
 */
export function getSwapValidation(
  swap: SwapInput,
  { isSmartAccount }: { isSmartAccount: boolean },
): MessageKey | undefined {
  const { fromToken, toToken, fromAmount } = swap
  if (!fromToken || !toToken) return 'selectToken'
  const amount = fromAmount ? parseUnits(fromAmount, fromToken.decimals) : undefined
  if (amount === undefined || amount === 0n) return 'enterAmount'
  const balance = parseUnits(fromToken.balance ?? '0', fromToken.decimals) ?? 0n
  if (amount > balance) return 'insufficientFunds'
  if (swap.gasPriceInUSD !== undefined && hasInsufficientGas({ ...swap, isSmartAccount })) {
    return 'insufficientGas'
  }
  return undefined
}
