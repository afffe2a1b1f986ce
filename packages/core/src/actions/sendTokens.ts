import { type GetGasPriceErrorType, getGasPrice } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import { UnsupportedChainError } from '../errors/appKit.js'
import { InvalidSendParametersError, SendCapabilityMissingError } from '../errors/send.js'
import { toWalletError, type WalletErrorType } from '../errors/wallet.js'
import type { AppKitEventProperties } from '../events/types.js'
import { parseUnits } from '../formatters/parseUnits.js'
import { formatMessage } from '../i18n/formatMessage.js'
import { getSendValidation } from '../selectors/getSendValidation.js'
import { selectIsSmartAccount } from '../selectors/selectIsSmartAccount.js'
import { getSolanaMint } from '../send/getSolanaMint.js'
import { getTokenContract, toHexAddress } from '../send/getTokenContract.js'
import { getTransferAbi } from '../send/tokenTransferAbis.js'
import { fetchBalance } from './fetchBalance.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { getActiveAccount } from './internal/getActiveAccount.js'
import { loadedMessages } from './internal/loadedMessages.js'
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
 * On Solana, SOL or an SPL token goes through the adapter's `solana:sendTransfer` (it creates the
 * receiver's token account when missing and waits for the confirmation); the spec's Solana texts
 * apply ('Please enter a valid amount and receiver address', 'Failed to send transaction. Please
 * try again.'). On Bitcoin, BTC goes through the adapter's `bip122:sendTransfer` (sats, from the
 * payment address). Throws 'Unsupported chain' for any other namespace.
 *
 * @example
 * setSendToken(appKit, { token }); setSendAmount(appKit, { amount: '1.5' })
 * await setReceiverAddress(appKit, { address }); await sendTokens(appKit)
 */
export async function sendTokens(appKit: AppKit): Promise<SendTokensReturnType> {
  const active = getActiveAccount(appKit)
  if (!active) throw new InvalidSendParametersError('No account is connected.')
  if (active.namespace === 'solana') return sendSolana(appKit, active)
  if (active.namespace === 'bip122') return sendBitcoin(appKit, active)
  if (active.namespace !== 'eip155') throw new UnsupportedChainError(active.namespace)
  const { send } = appKit.state
  const invalid = getSendValidation(send)
  const token = send.token
  if (invalid || !token || !send.sendTokenAmount || !send.receiverAddress) {
    throw new InvalidSendParametersError(
      formatMessage(await loadedMessages(appKit, ['modal', 'account']), invalid ?? 'enterAmount'),
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

  return runSend(
    appKit,
    { namespace: 'eip155', properties, failure: 'somethingWentWrong' },
    async () => {
      if (contract) {
        const writeContract = capabilities?.['eip155:writeContract']
        if (!writeContract) throw new SendCapabilityMissingError('eip155:writeContract')
        return writeContract({
          address: contract,
          abi: getTransferAbi(contract),
          functionName: 'transfer',
          args: [to, amount],
          chainId,
        }).catch((error: unknown) => {
          throw toWalletError(error, { namespace: 'eip155', operation: 'writeContract' })
        })
      }
      const sendTransaction = capabilities?.['eip155:sendTransaction']
      if (!sendTransaction) throw new SendCapabilityMissingError('eip155:sendTransaction')
      // A native transfer needs a gas price (spec §4): estimate it now if the form did not.
      send.gasPrice ??= (await getGasPrice(appKit.api, { chainId: active.networkId })).standard
      return sendTransaction({ to, value: amount, chainId }).catch((error: unknown) => {
        throw toWalletError(error, { namespace: 'eip155', operation: 'sendTransaction' })
      })
    },
  )
}

/** Spec §4 "Send flow" on Solana: amounts in base units (integers), the token's mint as address. */
async function sendSolana(
  appKit: AppKit,
  active: NonNullable<ReturnType<typeof getActiveAccount>>,
): Promise<SendTokensReturnType> {
  const { send } = appKit.state
  const token = send.token
  const invalid = getSendValidation(send, 'solana')
  if (invalid || !token || !send.sendTokenAmount || !send.receiverAddress) {
    throw new InvalidSendParametersError(
      formatMessage(
        await loadedMessages(appKit, ['modal', 'account']),
        invalid === 'insufficientFunds' ? invalid : 'solanaInvalidSend',
      ),
    )
  }
  const decimals = Number(token.quantity.decimals)
  const amount = parseUnits(send.sendTokenAmount, decimals) ?? 0n
  const mint = getSolanaMint(token)
  const properties = {
    isSmartAccount: false,
    token: token.symbol,
    amount: send.sendTokenAmount,
    network: active.networkId,
  }
  const sendTransfer = appKit.adapters.get('solana')?.capabilities?.['solana:sendTransfer']
  if (!sendTransfer) throw new SendCapabilityMissingError('solana:sendTransfer')
  const to = send.receiverAddress
  return runSend(appKit, { namespace: 'solana', properties, failure: 'solanaSendFailed' }, () =>
    sendTransfer({ to, amount, mint, decimals }).catch((error: unknown) => {
      throw toWalletError(error, { namespace: 'solana', operation: 'sendTransaction' })
    }),
  )
}

/** The send flow on Bitcoin: BTC only (8 decimals), paid from the connected payment address. */
async function sendBitcoin(
  appKit: AppKit,
  active: NonNullable<ReturnType<typeof getActiveAccount>>,
): Promise<SendTokensReturnType> {
  const { send } = appKit.state
  const token = send.token
  const invalid = getSendValidation(send, 'bip122')
  if (invalid || !token || !send.sendTokenAmount || !send.receiverAddress) {
    throw new InvalidSendParametersError(
      formatMessage(await loadedMessages(appKit, ['modal', 'account']), invalid ?? 'enterAmount'),
    )
  }
  const amount = parseUnits(send.sendTokenAmount, Number(token.quantity.decimals)) ?? 0n
  const properties = {
    isSmartAccount: false,
    token: token.symbol,
    amount: send.sendTokenAmount,
    network: active.networkId,
  }
  const sendTransfer = appKit.adapters.get('bip122')?.capabilities?.['bip122:sendTransfer']
  if (!sendTransfer) throw new SendCapabilityMissingError('bip122:sendTransfer')
  const to = send.receiverAddress
  return runSend(appKit, { namespace: 'bip122', properties, failure: 'somethingWentWrong' }, () =>
    sendTransfer({ to, amount }).catch((error: unknown) => {
      throw toWalletError(error, { namespace: 'bip122', operation: 'sendTransaction' })
    }),
  )
}

/**
 * The part of the send flow every namespace shares: the view returns to Account as the request
 * goes to the wallet, then a toast tells the outcome, SEND_SUCCESS or SEND_ERROR is tracked, and
 * the send state resets and the balances refresh either way.
 */
async function runSend(
  appKit: AppKit,
  {
    namespace,
    properties,
    failure,
  }: {
    namespace: 'eip155' | 'solana' | 'bip122'
    properties: AppKitEventProperties
    failure: 'somethingWentWrong' | 'solanaSendFailed'
  },
  transfer: () => Promise<string>,
): Promise<SendTokensReturnType> {
  appKit.state.send.loading = true
  track(appKit, 'SEND_INITIATED', properties)
  resetView(appKit, { view: 'Account' })
  try {
    const hash = await transfer()
    showToast(appKit, {
      message: formatMessage(
        await loadedMessages(appKit, ['modal', 'account']),
        'transactionStarted',
      ),
      variant: 'success',
    })
    track(appKit, 'SEND_SUCCESS', { ...properties, hash })
    return { hash }
  } catch (error) {
    showToast(appKit, {
      message: formatMessage(await loadedMessages(appKit, ['modal', 'account']), failure),
      variant: 'error',
    })
    track(appKit, 'SEND_ERROR', {
      ...properties,
      message: error instanceof Error ? error.message : String(error),
    })
    throw error
  } finally {
    resetSendState(appKit)
    void fetchBalance(appKit, { namespace, force: true })
    void fetchTokenBalances(appKit, { namespace, force: true })
  }
}
