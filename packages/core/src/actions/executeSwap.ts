import {
  type BuildSwapTransactionErrorType,
  buildSwapApproval,
  buildSwapTransaction,
  getSwapAllowance,
  SwapUnsupportedNetworkError,
} from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import { SendCapabilityMissingError } from '../errors/send.js'
import { InvalidSwapParametersError, SwapApprovalTimeoutError } from '../errors/swap.js'
import { toWalletError, type WalletErrorType } from '../errors/wallet.js'
import { formatBalance } from '../formatters/formatBalance.js'
import { parseUnits } from '../formatters/parseUnits.js'
import { formatMessage } from '../i18n/formatMessage.js'
import { getSwapValidation } from '../selectors/getSwapValidation.js'
import { selectIsSmartAccount } from '../selectors/selectIsSmartAccount.js'
import { isNativeSwapToken } from '../swap/isNativeSwapToken.js'
import { fetchBalance } from './fetchBalance.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { getActiveAccount } from './internal/getActiveAccount.js'
import { loadedMessages } from './internal/loadedMessages.js'
import { returnToOpener } from './internal/returnToOpener.js'
import { track } from './internal/track.js'
import { showToast } from './toast.js'

export type ExecuteSwapReturnType = { hash: string; approvalHash: string | undefined }
export type ExecuteSwapErrorType =
  | InvalidSwapParametersError
  | SwapApprovalTimeoutError
  | SwapUnsupportedNetworkError
  | SendCapabilityMissingError
  | BuildSwapTransactionErrorType
  | WalletErrorType

/** Spec §9: the default retry gap, between reads of the allowance after an approval. */
const allowanceRetryMs = 1_000
const allowanceAttempts = 60

/**
 * Runs the swap in `state.swap` through the connected wallet: first, when the swap contract may
 * not yet move the amount, the approval the server builds (for exactly that amount), waiting
 * until the allowance shows on chain; then the swap the server builds, its minimum output bounded
 * by the spec's 1% slippage. On success the toast says what was swapped, the modal returns to
 * Account (to Send's form as it was, when the swap funds a send) and the form is cleared; on
 * failure the toast says 'Something went wrong' (or 'Network not supported for Swaps') and the
 * preview stays. Balances refresh either way. Tracks
 * SWAP_INITIATED, SWAP_SUCCESS, SWAP_ERROR.
 *
 * @example await initSwap(appKit); setSwapToken(appKit, { target: 'to', token }); setSwapAmount(appKit, { amount: '10' })
 * await fetchSwapQuote(appKit); await executeSwap(appKit)
 */
export async function executeSwap(appKit: AppKit): Promise<ExecuteSwapReturnType> {
  const swap = appKit.state.swap
  const active = getActiveAccount(appKit)
  if (!swap || active?.namespace !== 'eip155') {
    throw new InvalidSwapParametersError('No eip155 account is connected.')
  }
  const isSmartAccount = selectIsSmartAccount(active.chain.account)
  const invalid = getSwapValidation(swap, { isSmartAccount })
  const { fromToken, toToken, fromAmount } = swap
  const amount = fromToken && parseUnits(fromAmount ?? '', fromToken.decimals)
  if (invalid || !fromToken || !toToken || !fromAmount || !amount) {
    throw new InvalidSwapParametersError(
      formatMessage(
        await loadedMessages(appKit, ['modal', 'account', 'swap']),
        invalid ?? 'enterAmount',
      ),
    )
  }
  const sendTransaction = appKit.adapters.get('eip155')?.capabilities?.['eip155:sendTransaction']
  if (!sendTransaction) throw new SendCapabilityMissingError('eip155:sendTransaction')
  const chainId = Number(active.network.id)
  const request = {
    amount,
    userAddress: active.caipAddress,
    from: fromToken.address,
    to: toToken.address,
  }
  const send = (tx: { to: string; data: string; value: bigint }) =>
    sendTransaction({ ...tx, chainId }).catch((error: unknown) => {
      throw toWalletError(error, { namespace: 'eip155', operation: 'sendTransaction' })
    })
  const allowance = async () =>
    isNativeSwapToken(fromToken)
      ? amount
      : BigInt(
          (
            await getSwapAllowance(appKit.api, {
              tokenAddress: fromToken.address,
              userAddress: request.userAddress,
            })
          ).allowance,
        )
  const properties = {
    isSmartAccount,
    network: active.networkId,
    swapFromToken: fromToken.symbol,
    swapToToken: toToken.symbol,
    swapFromAmount: fromAmount,
    swapToAmount: swap.toAmount,
  }

  swap.loading = true
  track(appKit, 'SWAP_INITIATED', properties)
  try {
    let approvalHash: string | undefined
    if ((await allowance()) < amount) {
      const approval = await buildSwapApproval(appKit.api, request)
      if (!approval.success) throw new SwapUnsupportedNetworkError({ chainId: active.networkId })
      approvalHash = await send({ ...approval.tx, value: BigInt(approval.tx.value) })
      await waitForAllowance(amount, allowance)
    }
    const built = await buildSwapTransaction(appKit.api, request)
    if (!built.success) throw new SwapUnsupportedNetworkError({ chainId: active.networkId })
    const hash = await send({
      to: built.tx.to,
      data: built.tx.data,
      value: BigInt(built.tx.amount),
    })
    showToast(appKit, {
      message: formatMessage(
        await loadedMessages(appKit, ['modal', 'account', 'swap']),
        'swapped',
        {
          amount: formatBalance(fromAmount),
          symbol: fromToken.symbol,
        },
      ),
      variant: 'success',
    })
    track(appKit, 'SWAP_SUCCESS', { ...properties, hash })
    returnToOpener(appKit, 'Swap')
    if (appKit.state.swap === swap) appKit.state.swap = undefined
    return { hash, approvalHash }
  } catch (error) {
    showToast(appKit, {
      message: formatMessage(
        await loadedMessages(appKit, ['modal', 'account', 'swap']),
        error instanceof SwapUnsupportedNetworkError ? 'swapsUnsupported' : 'somethingWentWrong',
      ),
      variant: 'error',
    })
    track(appKit, 'SWAP_ERROR', {
      ...properties,
      message: error instanceof Error ? error.message : String(error),
    })
    throw error
  } finally {
    swap.loading = false
    void fetchBalance(appKit, { namespace: 'eip155', force: true })
    void fetchTokenBalances(appKit, { namespace: 'eip155', force: true })
  }
}

/** Reads the allowance until it covers `amount` (the approval is mined), about a minute at most. */
async function waitForAllowance(amount: bigint, allowance: () => Promise<bigint>): Promise<void> {
  for (let attempt = 0; attempt < allowanceAttempts; attempt++) {
    if ((await allowance()) >= amount) return
    await new Promise((resolve) => setTimeout(resolve, allowanceRetryMs))
  }
  throw new SwapApprovalTimeoutError(`The allowance stayed below ${amount} after the approval.`)
}
