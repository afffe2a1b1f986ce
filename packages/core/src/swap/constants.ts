/** Spec §9: the suggested and popular swap tokens, listed first in the token picker. */
export const swapSuggestedTokenSymbols = ['ETH', 'UNI', 'USDC', 'USDT', 'DAI', 'WBTC'] as const

/**
 * Gas of a Uniswap-V2-style swap, for the fee shown before an approval: until the swap contract
 * may move the tokens, the swap itself cannot be estimated (it would revert).
 */
export const typicalSwapGas = 150_000n
