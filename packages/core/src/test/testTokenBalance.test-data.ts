import type { TokenBalance } from '@airlock/blockchain-api'

/**
 * A balance as the data API lists it, on the local chain: `numeric` whole units at `price`
 * (its worth in `value`), the native coin without `contract`.
 */
export function testTokenBalance(
  symbol: string,
  numeric: string,
  price: number,
  { contract, decimals = '18' }: { contract?: string | undefined; decimals?: string } = {},
): TokenBalance {
  const chain = 'eip155:31337'
  return {
    name: symbol,
    symbol,
    chainId: chain,
    address: contract ? `${chain}:${contract}` : undefined,
    value: Number(numeric) * price,
    price,
    quantity: { decimals, numeric },
    iconUrl: '',
  }
}
