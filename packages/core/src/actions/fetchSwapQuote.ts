import {
  buildSwapApproval,
  buildSwapTransaction,
  type GetGasPriceErrorType,
  type GetSwapQuoteErrorType,
  getGasPrice,
  getSwapAllowance,
  getSwapQuote,
} from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import { NoSwapQuoteError } from '../errors/swap.js'
import { formatUnits } from '../formatters/formatUnits.js'
import { parseUnits } from '../formatters/parseUnits.js'
import type { SwapState } from '../state/types.js'
import { clearSwapQuote } from '../swap/clearSwapQuote.js'
import { typicalSwapGas } from '../swap/constants.js'
import { isNativeSwapToken } from '../swap/isNativeSwapToken.js'
import { getActiveAccount } from './internal/getActiveAccount.js'

export type FetchSwapQuoteReturnType = SwapState['quote']
export type FetchSwapQuoteErrorType =
  | GetSwapQuoteErrorType
  | GetGasPriceErrorType
  | NoSwapQuoteError

/**
 * Asks the server what the swap form's amount buys (`swap.toAmount`, `swap.quote` with its price
 * impact), whether the swap contract may already move that amount (`swap.approvalNeeded`), and
 * what the approval and the swap cost in gas, in USD, against the native balance in USD (for the
 * insufficient-gas rule). An answer for a form that changed meanwhile is dropped. On failure
 * `quoteStatus` is 'error' and the error is thrown.
 *
 * @example setSwapAmount(appKit, { amount: '10' }); await fetchSwapQuote(appKit)
 */
export async function fetchSwapQuote(appKit: AppKit): Promise<FetchSwapQuoteReturnType> {
  const swap = appKit.state.swap
  const active = getActiveAccount(appKit)
  const { fromToken, toToken, fromAmount } = swap ?? {}
  if (!swap || active?.namespace !== 'eip155' || !fromToken || !toToken) return undefined
  const amount = parseUnits(fromAmount ?? '', fromToken.decimals)
  if (!amount) {
    clearSwapQuote(swap)
    return undefined
  }
  const asked = { fromToken, toToken, fromAmount }
  const current = () =>
    appKit.state.swap === swap &&
    swap.fromToken === asked.fromToken &&
    swap.toToken === asked.toToken &&
    swap.fromAmount === asked.fromAmount
  const userAddress = active.caipAddress
  const from = fromToken.address
  const to = toToken.address
  swap.quoteStatus = 'loading'
  try {
    const [{ quotes }, { allowance }, prices] = await Promise.all([
      getSwapQuote(appKit.api, { amount, userAddress, from, to }),
      isNativeSwapToken(fromToken)
        ? { allowance: amount.toString() }
        : getSwapAllowance(appKit.api, { tokenAddress: from, userAddress }),
      getGasPrice(appKit.api, { chainId: active.networkId }),
    ])
    const quote = quotes[0]
    if (!quote) throw new NoSwapQuoteError()
    const approvalNeeded = BigInt(allowance) < amount
    const gas = await estimateGas({ approvalNeeded, amount })
    if (!current()) return swap.quote
    const native = swap.tokens.find(isNativeSwapToken)
    const price = native?.price ?? 0
    const decimals = active.network.nativeCurrency.decimals
    swap.quote = {
      fromAmount: quote.fromAmount,
      toAmount: quote.toAmount,
      priceImpact: quote.priceImpact,
    }
    swap.toAmount = formatUnits(BigInt(quote.toAmount), toToken.decimals)
    swap.approvalNeeded = approvalNeeded
    swap.gasPriceInUSD = Number(formatUnits(gas * BigInt(prices.standard), decimals)) * price
    swap.networkBalanceInUSD =
      Number(native?.balance ?? active.chain.account.balance ?? '0') * price
    swap.quoteStatus = 'success'
    return swap.quote
  } catch (error) {
    if (current()) {
      clearSwapQuote(swap)
      swap.quoteStatus = 'error'
    }
    throw error
  }

  /**
   * The approval's gas (when one is needed) plus the swap's: estimated by the server when the
   * swap can run as it stands, else a typical figure (it would revert before the approval).
   */
  async function estimateGas(parameters: { approvalNeeded: boolean; amount: bigint }) {
    const request = { amount: parameters.amount, userAddress, from, to }
    if (parameters.approvalNeeded) {
      const approval = await buildSwapApproval(appKit.api, request).catch(() => undefined)
      const approvalGas = approval?.success ? BigInt(approval.tx.eip155.gas) : 0n
      return approvalGas + typicalSwapGas
    }
    const balance = parseUnits(fromToken?.balance ?? '0', fromToken?.decimals ?? 18) ?? 0n
    if (parameters.amount > balance) return typicalSwapGas
    const built = await buildSwapTransaction(appKit.api, request).catch(() => undefined)
    return built?.success ? BigInt(built.tx.eip155.gas) : typicalSwapGas
  }
}
