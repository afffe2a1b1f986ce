import { nativeTokenAddress, type TokenBalance } from '@airlock/blockchain-api'
import type { SwapTokenOption } from '../state/types.js'

/**
 * The server's swap tokens (or the form's) with what the visitor holds of each (the native currency matches the
 * balance listed without an address).
 *
 * @example toSwapTokenOptions(tokens, account.tokenBalance)
 */
export function toSwapTokenOptions(
  tokens: readonly Pick<SwapTokenOption, 'name' | 'symbol' | 'address' | 'decimals' | 'logoUri'>[],
  balances: readonly TokenBalance[],
): SwapTokenOption[] {
  return tokens.map((token) => {
    const bare = token.address.split(':').at(-1)?.toLowerCase()
    const held = balances.find((balance) =>
      bare === nativeTokenAddress
        ? !balance.address
        : balance.address?.split(':').at(-1)?.toLowerCase() === bare,
    )
    return {
      name: token.name,
      symbol: token.symbol,
      address: token.address,
      decimals: token.decimals,
      logoUri: token.logoUri,
      balance: held?.quantity.numeric,
      price: held?.price ?? 0,
    }
  })
}
