import { describeMessages } from '../messages/en/describe.js'
import { formatFrameMessage } from '../messages/formatFrameMessage.js'
import type { DescribeMessages } from '../messages/types.js'
import { readEvmChainId } from './readEvmChainId.js'

/** A network as the approval names it, with its native coin. */
export type ApprovalNetwork = {
  /** What the card shows: `Polygon (chain 137)`, `Solana Devnet (solana:EtWT…)`. */
  label: string
  symbol: string
  decimals: number
}

type KnownNetwork = readonly [name: string, symbol: string, decimals?: number]

/** The EVM chains the frame names (Airlock's network catalogue), by chain id. */
const evmNetworks: Record<number, KnownNetwork> = {
  1: ['Ethereum', 'ETH'],
  10: ['OP Mainnet', 'ETH'],
  56: ['BNB Smart Chain', 'BNB'],
  100: ['Gnosis', 'xDAI'],
  137: ['Polygon', 'POL'],
  146: ['Sonic', 'S'],
  324: ['ZKsync Era', 'ETH'],
  2000: ['Dogechain', 'DOGE'],
  8453: ['Base', 'ETH'],
  31337: ['Airlock Local', 'ETH'],
  31338: ['Airlock Local 2', 'ETH'],
  42161: ['Arbitrum One', 'ETH'],
  42220: ['Celo', 'CELO'],
  43114: ['Avalanche', 'AVAX'],
  84532: ['Base Sepolia', 'ETH'],
  1440002: ['XRPL EVM Devnet', 'XRP'],
  7777777: ['Zora', 'ETH'],
  11155111: ['Sepolia', 'ETH'],
  1313161554: ['Aurora', 'ETH'],
}

/** Solana clusters and Bitcoin networks, by CAIP-2 id. */
const caipNetworks: Record<string, KnownNetwork> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': ['Solana', 'SOL', 9],
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': ['Solana Devnet', 'SOL', 9],
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': ['Solana Testnet', 'SOL', 9],
  'solana:AirLockLocaLSoLana11111111111111': ['Solana Local', 'SOL', 9],
  'bip122:000000000019d6689c085ae165831e93': ['Bitcoin', 'BTC', 8],
  'bip122:000000000933ea01ad0ee984209779ba': ['Bitcoin Testnet', 'BTC', 8],
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': ['Bitcoin Regtest', 'BTC', 8],
}

/**
 * Names the network a request runs on, with its native coin: an EVM chain by name and chain id,
 * a Solana cluster or Bitcoin network by name and CAIP-2 id. A network the frame does not know is
 * named by its id, and its coin is never taken for another chain's. `messages`: the visitor's
 * language (English by default).
 */
export function describeNetwork(
  chain: string | number,
  messages: DescribeMessages = describeMessages,
): ApprovalNetwork {
  const caip = String(chain)
  const namespace = /^(solana|bip122):/.exec(caip)?.[1]
  if (namespace) {
    const [name, symbol, decimals = 18] = caipNetworks[caip] ?? [
      namespace === 'solana' ? messages.solanaCluster : messages.bitcoinNetwork,
      namespace === 'solana' ? 'SOL' : 'BTC',
      namespace === 'solana' ? 9 : 8,
    ]
    return { label: `${name} (${caip})`, symbol, decimals }
  }
  const id = readEvmChainId(chain)
  const [name, symbol, decimals = 18] = (id !== undefined && evmNetworks[id]) || [
    messages.unknownNetwork,
    messages.nativeCoin,
  ]
  return {
    label: formatFrameMessage(messages.evmNetwork, { name, id: id ?? caip }),
    symbol,
    decimals,
  }
}
