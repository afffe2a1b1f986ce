import type { AppKit } from '../createAppKit.js'
import type { SendToken } from '../state/types.js'

export type SetSendTokenParameters = { token: SendToken | undefined }

/**
 * Chooses the token to send (an entry of `account.tokenBalance`); the gas estimate starts over.
 *
 * @example setSendToken(appKit, { token: appKit.state.chains.eip155.account.tokenBalance[0] })
 */
export function setSendToken(appKit: AppKit, { token }: SetSendTokenParameters): void {
  const { send } = appKit.state
  send.token = token
    ? {
        name: token.name,
        symbol: token.symbol,
        address: token.address,
        quantity: { decimals: token.quantity.decimals, numeric: token.quantity.numeric },
        price: token.price,
        iconUrl: token.iconUrl,
      }
    : undefined
  send.gasPrice = undefined
  send.gasPriceInUSD = undefined
}
