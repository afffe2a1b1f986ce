import {
  type GenerateOnrampUrlErrorType,
  generateOnrampUrl,
  getOnrampPurchase,
  getTransactionHistory,
} from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import { InvalidOnrampParametersError, OnrampPopupBlockedError } from '../errors/onramp.js'
import { formatBalance } from '../formatters/formatBalance.js'
import { formatMessage } from '../i18n/formatMessage.js'
import { onrampFollowLimitMs, onrampPollIntervalMs } from '../onramp/constants.js'
import type { OnrampPurchaseState } from '../state/types.js'
import { applySwapBalances } from '../swap/applySwapBalances.js'
import { fetchBalance } from './fetchBalance.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { fetchTransactions } from './fetchTransactions.js'
import { getActiveAccount } from './internal/getActiveAccount.js'
import { loadedMessages } from './internal/loadedMessages.js'
import { returnToOpener } from './internal/returnToOpener.js'
import { schedule } from './internal/track.js'
import { pushView } from './router.js'
import { showToast } from './toast.js'

export type BuyWithOnrampParameters = {
  /**
   * The window the provider's checkout opens in. Default: a window opened now, so call this from
   * the visitor's click (browsers block windows opened later).
   */
  popup?: Window | null | undefined
}

export type BuyWithOnrampReturnType = OnrampPurchaseState

export type BuyWithOnrampErrorType =
  | OnrampPopupBlockedError
  | InvalidOnrampParametersError
  | GenerateOnrampUrlErrorType

/**
 * Opens the chosen provider's checkout for the Buy form (`onramp.purchase` is pending, the modal
 * shows BuyInProgress). A purchase the server follows (the sandbox) is asked about every second:
 * once completed, a 'Bought {amount} {symbol}' toast, balances and Activity refresh and the
 * step that opened Buy shows again (the account; Send's form as it was, when Buy funds a send);
 * once failed, 'The purchase did not go through'. Other providers' purchases stay pending until
 * the visitor leaves the view.
 *
 * @example button.onclick = () => buyWithOnramp(appKit)
 */
export async function buyWithOnramp(
  appKit: AppKit,
  parameters: BuyWithOnrampParameters = {},
): Promise<BuyWithOnrampReturnType> {
  const onramp = appKit.state.onramp
  const active = getActiveAccount(appKit)
  const provider = onramp?.providers.find((candidate) => candidate.id === onramp.provider)
  if (!onramp || !active || !provider || !onramp.purchaseCurrency || !(Number(onramp.amount) > 0))
    throw new InvalidOnrampParametersError(
      'Connect an account, then choose a provider, a currency and an amount above zero',
    )
  const popup =
    parameters.popup === undefined
      ? globalThis.open?.('', 'airlock-onramp', 'width=500,height=720,scrollbars=yes')
      : parameters.popup
  if (!popup) throw new OnrampPopupBlockedError()
  const symbol = onramp.purchaseCurrency
  try {
    const { url, purchaseId } = await generateOnrampUrl(appKit.api, {
      provider: provider.id,
      destinationWallets: [
        { address: active.address, blockchains: [active.networkId], assets: [symbol] },
      ],
      defaultNetwork: active.networkId,
      partnerUserId: active.address,
      defaultExperience: 'buy',
      presetFiatAmount: Number(onramp.amount),
      paymentCurrency: onramp.paymentCurrency,
    })
    popup.location.href = url
    onramp.purchase = {
      id: purchaseId,
      provider: provider.id,
      providerName: provider.name,
      status: 'pending',
      symbol,
      amount: onramp.quote?.purchaseAmount.amount,
      txHash: undefined,
    }
    pushView(appKit, { view: 'BuyInProgress' })
    if (purchaseId) follow(appKit, onramp.purchase, Date.now())
    return onramp.purchase
  } catch (error) {
    if (!popup.closed) popup.close()
    throw error
  }
}

/** Asks where the purchase stands until it ends (or the limit passes, or another replaces it). */
function follow(appKit: AppKit, purchase: OnrampPurchaseState, startedAt: number): void {
  schedule(appKit, onrampPollIntervalMs, async () => {
    const onramp = appKit.state.onramp
    if (onramp?.purchase !== purchase || !purchase.id) return
    const answer = await getOnrampPurchase(appKit.api, { id: purchase.id }).catch(() => undefined)
    if (onramp.purchase !== purchase) return
    // The toast says the tokens are in: wait for the history to hold the delivery too.
    const recorded =
      answer?.status !== 'completed' || (await inHistory(appKit, answer.txHash ?? ''))
    if (onramp.purchase !== purchase) return
    if (!answer || answer.status === 'pending' || !recorded) {
      if (Date.now() - startedAt < onrampFollowLimitMs) follow(appKit, purchase, startedAt)
      return
    }
    purchase.status = answer.status
    purchase.amount = answer.cryptoAmount ?? purchase.amount
    purchase.txHash = answer.txHash ?? undefined
    const messages = await loadedMessages(appKit, ['modal', 'account', 'buy'])
    if (answer.status === 'completed') {
      showToast(appKit, {
        message: formatMessage(messages, 'bought', {
          amount: formatBalance(purchase.amount ?? '0'),
          symbol: purchase.symbol,
        }),
        variant: 'success',
      })
      void fetchBalance(appKit, { namespace: 'eip155', force: true })
      // A Swap form that asked for the purchase (fundSwapWithOnramp) shows the new balance too.
      void fetchTokenBalances(appKit, { force: true }).then(
        (balances) => applySwapBalances(appKit, balances),
        () => {},
      )
      void fetchTransactions(appKit).catch(() => {})
      if (appKit.state.router.view === 'BuyInProgress') returnToOpener(appKit, 'OnRampProviders')
    } else {
      showToast(appKit, { message: formatMessage(messages, 'buyFailed'), variant: 'error' })
    }
  })
}

async function inHistory(appKit: AppKit, hash: string): Promise<boolean> {
  const active = getActiveAccount(appKit)
  if (!active) return true
  const page = await getTransactionHistory(appKit.api, {
    account: active.address,
    chainId: active.networkId,
    limit: 10,
  }).catch(() => undefined)
  return Boolean(page?.data.some((transaction) => transaction.metadata.hash === hash))
}
