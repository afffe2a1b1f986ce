import { getFungiblePrice, getGasPrice, nativeTokenAddress } from '@airlock/blockchain-api'
import { isEvmAddress } from '../caip/addresses.js'
import type { AppKit } from '../createAppKit.js'
import { formatUnits } from '../formatters/formatUnits.js'
import { parseUnits } from '../formatters/parseUnits.js'
import { getTokenContract, toHexAddress } from '../send/getTokenContract.js'
import { encodeTransferData } from '../send/tokenTransferAbis.js'
import { type ActiveAccount, getActiveAccount } from './internal/getActiveAccount.js'

export type EstimateSendGasReturnType =
  | { gasPrice: bigint; gas: bigint; gasPriceInUSD: number; networkBalanceInUSD: number }
  | undefined

/**
 * Estimates what the send in `state.send` costs in gas, in USD, and what the native balance is
 * worth, into `send.gasPrice`, `send.gasPriceInUSD` and `send.networkBalanceInUSD` (for the
 * insufficient-gas rule). Undefined, with the state untouched, when it cannot be estimated yet.
 * On Bitcoin the fee is the adapter's (`bip122:estimateTransferFee`: the network's fee rate ×
 * the payment's virtual size); `gas` is then the vsize and `gasPrice` the rate in sat/vB.
 * On Solana the fee is the gas-price route's lamports for a transaction one key signs (a SOL or
 * SPL send); `gas` is then 1 (signature) and `gasPrice` that fee.
 *
 * @example await estimateSendGas(appKit); hasInsufficientGas({ ...appKit.state.send, isSmartAccount })
 */
export async function estimateSendGas(appKit: AppKit): Promise<EstimateSendGasReturnType> {
  const active = getActiveAccount(appKit)
  if (active?.namespace === 'solana') return estimateSolanaFee(appKit, active)
  const { send } = appKit.state
  const token = send.token
  if (active?.namespace === 'bip122') return estimateBitcoinFee(appKit, active)
  const estimate = appKit.adapters.get('eip155')?.capabilities?.['eip155:estimateGas']
  if (active?.namespace !== 'eip155' || !token || !estimate) return undefined
  const decimals = Number(token.quantity.decimals)
  const amount = parseUnits(send.sendTokenAmount ?? '0', decimals) ?? 0n
  const receiver =
    send.receiverAddress && isEvmAddress(send.receiverAddress)
      ? toHexAddress(send.receiverAddress)
      : active.address
  const contract = getTokenContract(token)
  try {
    const [gas, prices, native] = await Promise.all([
      contract
        ? estimate({ to: contract, data: encodeTransferData(receiver, amount) })
        : estimate({ to: receiver, value: amount }),
      getGasPrice(appKit.api, { chainId: active.networkId }),
      getNativeToken(appKit, active.networkId),
    ])
    const gasPrice = BigInt(prices.standard)
    const nativeDecimals = active.network.nativeCurrency.decimals
    const gasPriceInUSD = Number(formatUnits(gas * gasPrice, nativeDecimals)) * native.price
    // The token list the form was filled from is fresher than the header's balance, which a
    // wallet funded after connecting has not re-read yet.
    const networkBalance = native.balance ?? active.chain.account.balance ?? '0'
    const networkBalanceInUSD = Number(networkBalance) * native.price
    send.gasPrice = gasPrice.toString()
    send.gasPriceInUSD = gasPriceInUSD
    send.networkBalanceInUSD = networkBalanceInUSD
    return { gasPrice, gas, gasPriceInUSD, networkBalanceInUSD }
  } catch (error) {
    if (appKit.options.debug) console.warn('Airlock: gas estimate unavailable', error)
    return undefined
  }
}

async function estimateBitcoinFee(
  appKit: AppKit,
  active: ActiveAccount,
): Promise<EstimateSendGasReturnType> {
  const { send } = appKit.state
  const token = send.token
  const estimate = appKit.adapters.get('bip122')?.capabilities?.['bip122:estimateTransferFee']
  // BTC is the only token a Bitcoin account sends: its price and balance are the form's.
  if (!token || token.address || !estimate) return undefined
  const decimals = active.network.nativeCurrency.decimals
  const amount = parseUnits(send.sendTokenAmount ?? '0', decimals) ?? 0n
  try {
    const { fee, vsize, feeRate } = await estimate({
      to: send.receiverAddress ?? active.address,
      amount,
    })
    const gasPrice = BigInt(Math.ceil(feeRate))
    const gasPriceInUSD = Number(formatUnits(fee, decimals)) * token.price
    const networkBalanceInUSD = Number(token.quantity.numeric) * token.price
    send.gasPrice = gasPrice.toString()
    send.gasPriceInUSD = gasPriceInUSD
    send.networkBalanceInUSD = networkBalanceInUSD
    return { gasPrice, gas: BigInt(vsize), gasPriceInUSD, networkBalanceInUSD }
  } catch (error) {
    if (appKit.options.debug) console.warn('Airlock: fee estimate unavailable', error)
    return undefined
  }
}

/**
 * The native currency's USD price and, when the token balances hold it, its balance; else the
 * price from the price route.
 */
async function getNativeToken(
  appKit: AppKit,
  networkId: string,
): Promise<{ price: number; balance: string | undefined }> {
  const account = appKit.state.activeNamespace
    ? appKit.state.chains[appKit.state.activeNamespace]?.account
    : undefined
  const native = account?.tokenBalance.find(
    (balance) => !balance.address && balance.chainId === networkId,
  )
  if (native) return { price: native.price, balance: native.quantity.numeric }
  const { fungibles } = await getFungiblePrice(appKit.api, {
    addresses: [`${networkId}:${nativeTokenAddress}`],
  })
  return { price: fungibles[0]?.price ?? 0, balance: undefined }
}

async function estimateSolanaFee(
  appKit: AppKit,
  active: ActiveAccount,
): Promise<EstimateSendGasReturnType> {
  const { send } = appKit.state
  if (!send.token) return undefined
  try {
    const [prices, native] = await Promise.all([
      getGasPrice(appKit.api, { chainId: active.networkId }),
      getNativeToken(appKit, active.networkId),
    ])
    // Only the sender signs a send: the fee of one signature, in lamports.
    const fee = BigInt(prices.standard)
    const gasPriceInUSD =
      Number(formatUnits(fee, active.network.nativeCurrency.decimals)) * native.price
    const networkBalance = native.balance ?? active.chain.account.balance ?? '0'
    const networkBalanceInUSD = Number(networkBalance) * native.price
    send.gasPrice = fee.toString()
    send.gasPriceInUSD = gasPriceInUSD
    send.networkBalanceInUSD = networkBalanceInUSD
    return { gasPrice: fee, gas: 1n, gasPriceInUSD, networkBalanceInUSD }
  } catch (error) {
    if (appKit.options.debug) console.warn('Airlock: fee estimate unavailable', error)
    return undefined
  }
}
