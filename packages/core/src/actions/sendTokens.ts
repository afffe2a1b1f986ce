import { type GetGasPriceErrorType, getGasPrice } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import { UnsupportedChainError } from '../errors/appKit.js'
import { InvalidSendParametersError, SendCapabilityMissingError } from '../errors/send.js'
import { toWalletError, type WalletErrorType } from '../errors/wallet.js'
import { parseUnits } from '../formatters/parseUnits.js'
import { formatMessage } from '../i18n/formatMessage.js'
import { getSendValidation } from '../selectors/getSendValidation.js'
import { selectIsSmartAccount } from '../selectors/selectIsSmartAccount.js'
import { getTokenContract, toHexAddress } from '../send/getTokenContract.js'
import { getTransferAbi } from '../send/tokenTransferAbis.js'
import { fetchBalance } from './fetchBalance.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { getActiveAccount } from './internal/getActiveAccount.js'
import { track } from './internal/track.js'
import { resetSendState } from './resetSendState.js'
import { resetView } from './router.js'
import { showToast } from './toast.js'

export type SendTokensReturnType = { hash: string }
export type SendTokensErrorType =
  | InvalidSendParametersError
  | UnsupportedChainError
  | SendCapabilityMissingError
  | GetGasPriceErrorType
  | WalletErrorType

/**
 * Sends `state.send` (spec §4 "Send flow"): native currency through the wallet's transaction call
 * (it needs a gas price and decimals), a token through its contract's `transfer` (USDT's seven
 * contracts with their own ABI). The view returns to Account with no back step as the request goes
 * to the wallet; then the toast says 'Transaction started' or 'Something went wrong', balances
 * refresh and the send state resets either way. Tracks SEND_INITIATED, SEND_SUCCESS, SEND_ERROR.
 * Throws 'Unsupported chain' for a namespace other than eip155.
 *
 * @example
 * setSendToken(appKit, { token }); setSendAmount(appKit, { amount: '1.5' })
 * await setReceiverAddress(appKit, { address }); await sendTokens(appKit)
 */
export async function sendTokens(appKit: AppKit): Promise<SendTokensReturnType> {
  const active = getActiveAccount(appKit)
  if (!active) throw new InvalidSendParametersError('No account is connected.')
  if (active.namespace !== 'eip155') throw new UnsupportedChainError(active.namespace)
  const { send } = appKit.state
  const invalid = getSendValidation(send)
  const token = send.token
  if (invalid || !token || !send.sendTokenAmount || !send.receiverAddress) {
    throw new InvalidSendParametersError(
      formatMessage(appKit.options.messages, invalid ?? 'enterAmount'),
    )
  }
  const decimals = Number(token.quantity.decimals)
  const amount = parseUnits(send.sendTokenAmount, decimals) ?? 0n
  const to = toHexAddress(send.receiverAddress)
  const contract = getTokenContract(token)
  const properties = {
    isSmartAccount: selectIsSmartAccount(active.chain.account),
    token: token.symbol,
    amount: send.sendTokenAmount,
    network: active.networkId,
  }
  const capabilities = appKit.adapters.get('eip155')?.capabilities
  const chainId = Number(active.network.id)

  send.loading = true
  track(appKit, 'SEND_INITIATED', properties)
  resetView(appKit, { view: 'Account' })
  try {
    let hash: string
    if (contract) {
      const writeContract = capabilities?.['eip155:writeContract']
      if (!writeContract) throw new SendCapabilityMissingError('eip155:writeContract')
      hash = await writeContract({
        address: contract,
        abi: getTransferAbi(contract),
        functionName: 'transfer',
        args: [to, amount],
        chainId,
      }).catch((error: unknown) => {
        throw toWalletError(error, { namespace: 'eip155', operation: 'writeContract' })
      })
    } else {
      const sendTransaction = capabilities?.['eip155:sendTransaction']
      if (!sendTransaction) throw new SendCapabilityMissingError('eip155:sendTransaction')
      // A native transfer needs a gas price (spec §4): estimate it now if the form did not.
      send.gasPrice ??= (await getGasPrice(appKit.api, { chainId: active.networkId })).standard
      hash = await sendTransaction({ to, value: amount, chainId }).catch((error: unknown) => {
        throw toWalletError(error, { namespace: 'eip155', operation: 'sendTransaction' })
      })
    }
    showToast(appKit, {
      message: formatMessage(appKit.options.messages, 'transactionStarted'),
      variant: 'success',
    })
    track(appKit, 'SEND_SUCCESS', { ...properties, hash })
    return { hash }
  } catch (error) {
    showToast(appKit, {
      message: formatMessage(appKit.options.messages, 'somethingWentWrong'),
      variant: 'error',
    })
    track(appKit, 'SEND_ERROR', {
      ...properties,
      message: error instanceof Error ? error.message : String(error),
    })
    throw error
  } finally {
    resetSendState(appKit)
    void fetchBalance(appKit, { namespace: active.namespace, force: true })
    void fetchTokenBalances(appKit, { namespace: active.namespace, force: true })
  }
}
