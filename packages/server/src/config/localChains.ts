import type { ChainConfig } from './types.js'

/**
 * The local devnet of `@airlock/testing` (two anvil chains from one seeded state, so contracts
 * share addresses). Kept here as data so the server does not depend on the testing package; a
 * test checks that both agree.
 */
const localTokens = [
  {
    address: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
    name: 'Airlock USD',
    symbol: 'AUSD',
    decimals: 6,
  },
  {
    address: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
    name: 'Airlock Token',
    symbol: 'AIR',
    decimals: 18,
  },
] as const

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/**
 * The devnet's Uniswap V2 router and WETH (pools: AIR/WETH and AIR/AUSD), and its Uniswap V3
 * QuoterV2 and SwapRouter02 (pools: AIR/WETH 0.05%, AUSD/WETH 0.3%).
 */
const localDex = {
  type: 'uniswap-v2',
  router: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  weth: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  v3: {
    quoterV2: '0x749d20D85555330d20862770b58a72939285c42a',
    swapRouter02: '0x5c4A427Fbc88c761db3887d88606D97D32e95c3B',
  },
} as const

/** The devnet's ENS Universal Resolver (alice.eth, bob.eth and their avatars). */
const localEnsUniversalResolver = '0xD89c1432EaA169C54dC7610C744c68a2F4b6B3e5'

export const localChains: ChainConfig[] = [
  {
    id: 31337,
    name: 'Airlock Local',
    rpcUrl: 'http://127.0.0.1:8545',
    nativeCurrency: ether,
    tokens: [...localTokens],
    dex: localDex,
    ensUniversalResolver: localEnsUniversalResolver,
  },
  {
    id: 31338,
    name: 'Airlock Local 2',
    rpcUrl: 'http://127.0.0.1:8546',
    nativeCurrency: ether,
    tokens: [...localTokens],
    dex: localDex,
    ensUniversalResolver: localEnsUniversalResolver,
  },
]

/** USD prices of the local table: ETH $3000, AUSD $1, AIR $1.5 on both chains. */
export const localPrices: Record<string, number> = Object.fromEntries(
  localChains.flatMap((chain) => [
    [`${chain.id}:native`, 3000],
    [`${chain.id}:${localTokens[0].address.toLowerCase()}`, 1],
    [`${chain.id}:${localTokens[1].address.toLowerCase()}`, 1.5],
  ]),
)
