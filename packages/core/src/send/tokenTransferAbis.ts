/** ERC-20 `transfer(address,uint256) returns (bool)`. */
export const erc20TransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/** USDT's `transfer` returns nothing, so the standard ABI would fail to decode its result. */
export const usdtTransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: '_to', type: 'address' },
      { name: '_value', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/** The seven USDT contracts that use {@link usdtTransferAbi} (spec §4 "Send flow"). */
export const usdtContractAddresses = [
  '0xdac17f958d2ee523a2206206994597c13d831ec7', // Ethereum
  '0xc2132d05d31c914a87c6611c10748aeb04b58e8f', // Polygon
  '0x9702230a8ea53601f5cd2dc00fdbc13d4df4a8c7', // Avalanche
  '0x919c1c267bc06a7039e03fcc2ef738525769109c', // Kava
  '0x48065fbbe25f71c9282ddf5e1cd6d6a887483d5e', // Celo
  '0x55d398326f99059ff775485246999027b3197955', // BNB Smart Chain
  '0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9', // Arbitrum
] as const

/**
 * The transfer ABI of a token contract: USDT's for the seven USDT addresses, ERC-20's otherwise.
 *
 * @example getTransferAbi('0xdAC17F958D2ee523a2206206994597C13D831ec7') === usdtTransferAbi
 */
export function getTransferAbi(
  contractAddress: string,
): typeof erc20TransferAbi | typeof usdtTransferAbi {
  return (usdtContractAddresses as readonly string[]).includes(contractAddress.toLowerCase())
    ? usdtTransferAbi
    : erc20TransferAbi
}

/**
 * Call data of `transfer(to, amount)` (selector 0xa9059cbb), for gas estimates without an ABI
 * encoder.
 */
export function encodeTransferData(to: string, amount: bigint): string {
  const address = to.toLowerCase().replace(/^0x/, '').padStart(64, '0')
  return `0xa9059cbb${address}${amount.toString(16).padStart(64, '0')}`
}
