import {
  type GetSwapTokensErrorType,
  getSwapTokens,
  SwapUnsupportedNetworkError,
} from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import type { SwapState } from '../state/types.js'
import { toSwapTokenOptions } from '../swap/toSwapTokenOptions.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { getActiveAccount } from './internal/getActiveAccount.js'

export type InitSwapReturnType = SwapState
export type InitSwapErrorType = GetSwapTokensErrorType

/** A swap form with nothing chosen. */
function createSwapState(): SwapState {
  return {
    tokens: [],
    status: 'idle',
    error: undefined,
    fromToken: undefined,
    toToken: undefined,
    fromAmount: undefined,
    toAmount: undefined,
    quote: undefined,
    quoteStatus: 'idle',
    approvalNeeded: false,
    gasPriceInUSD: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
  }
}

/**
 * Starts the swap form on the active eip155 account (`state.swap`): the server's swap tokens on
 * its network with the visitor's balances, paying with the first token held (the native currency
 * when held) and nothing chosen to receive. Off the supported-chains list the list is empty and
 * `swap.error` says 'Network not supported for Swaps'; so does the server's refusal. Other
 * failures leave `status: 'error'`.
 *
 * @example const swap = await initSwap(appKit); setSwapToken(appKit, { target: 'to', token: swap.tokens[2] })
 */
export async function initSwap(appKit: AppKit): Promise<InitSwapReturnType> {
  appKit.state.swap = { ...createSwapState(), status: 'loading' }
  const swap = appKit.state.swap
  const active = getActiveAccount(appKit)
  if (active?.namespace !== 'eip155') {
    Object.assign(swap, { status: 'error', error: 'swapsUnsupported' })
    return swap
  }
  try {
    const [{ tokens }, balances] = await Promise.all([
      getSwapTokens(appKit.api, { chainId: active.networkId }),
      fetchTokenBalances(appKit),
    ])
    // A later init (another network, another account) owns the form now.
    if (appKit.state.swap !== swap) return swap
    const options = toSwapTokenOptions(tokens, balances)
    swap.tokens = options
    swap.fromToken = options.find((token) => token.balance !== undefined)
    swap.status = 'success'
    swap.error = options.length === 0 ? 'swapsUnsupported' : undefined
  } catch (error) {
    swap.status = 'error'
    swap.error = error instanceof SwapUnsupportedNetworkError ? 'swapsUnsupported' : undefined
    if (appKit.options.debug) console.warn('Airlock: swap tokens unavailable', error)
  }
  return swap
}
