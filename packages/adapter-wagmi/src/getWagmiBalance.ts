import type { CaipNetwork } from '@airlock/core'
import { type Config, getBalance } from '@wagmi/core'
import { type Address, createPublicClient, formatUnits, http } from 'viem'
import { toWagmiChain } from './toWagmiChain.js'

export type GetWagmiBalanceParameters = { address: string; network: CaipNetwork }
export type GetWagmiBalanceReturnType = { balance: string; symbol: string }

/**
 * The native balance of `address` on `network` in whole units (`formatUnits` with the network's
 * decimals) and its symbol. Configured chains are read through the wagmi config's transport,
 * others straight from the network's RPC URL.
 *
 * @example await getWagmiBalance(config, { address, network }) // { balance: '9999.98', symbol: 'ETH' }
 */
export async function getWagmiBalance(
  config: Config,
  { address, network }: GetWagmiBalanceParameters,
): Promise<GetWagmiBalanceReturnType> {
  const chainId = Number(network.id)
  const { decimals, symbol } = network.nativeCurrency
  let value: bigint
  if (config.chains.some((chain) => chain.id === chainId)) {
    value = (await getBalance(config, { address: address as Address, chainId })).value
  } else {
    const client = createPublicClient({
      chain: toWagmiChain(network),
      transport: http(network.rpcUrls.default.http[0]),
    })
    value = await client.getBalance({ address: address as Address })
  }
  return { balance: formatUnits(value, decimals), symbol }
}
