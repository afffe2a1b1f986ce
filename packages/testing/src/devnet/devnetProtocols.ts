import type { Address, Hex } from 'viem'
import { devAccounts, devnetAssets, devnetContracts } from './devnet.js'

/**
 * The real protocols on both devnet chains: Multicall3, ENS, Uniswap V3 and Chainlink price feeds.
 * They are deployed by their own key (the test mnemonic's eleventh account), after the contracts of
 * `devnetContracts`, so no dev account's nonce, history or balance moves. `pnpm devnet:regenerate`
 * fails if any address here would change.
 */
export const devnetDeployer = {
  address: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
  privateKey: '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897',
} as const satisfies { address: Address; privateKey: Hex }

/** Multicall3 at its canonical address (the same on every chain). */
export const devnetMulticall3 = {
  address: '0xcA11bde05977b3631167028862bE2a173976CA11',
} as const satisfies { address: Address }

const alice = devAccounts[0].address
const bob = devAccounts[1].address

/** A small picture served as bob.eth's avatar: an ENS avatar record may be a data: URI. */
const bobAvatar = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3b82f6"/><text x="32" y="42" text-anchor="middle" font-family="sans-serif" font-size="28" fill="#fff">B</text></svg>',
)}`

/**
 * ENS: the registry, a public resolver, the reverse registrar (owner of `addr.reverse`) and a
 * Universal Resolver that viem's `getEnsName`, `getEnsAddress`, `getEnsAvatar` and `getEnsText`
 * read through (pass `universalResolverAddress`, or use `devnetChainContracts`).
 */
export const devnetEns = {
  registry: '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9',
  publicResolver: '0x10Aeafac83d48E2f9ac4bAAf94311c45fACe1404',
  reverseRegistrar: '0xCABEe62adFB2a4d4172Fc2F7536f324FC52C274a',
  universalResolver: '0xD89c1432EaA169C54dC7610C744c68a2F4b6B3e5',
  /** Names with an address, an avatar and a matching reverse record; each owned by its account. */
  names: {
    alice: {
      name: 'alice.eth',
      address: alice,
      avatar: `${devnetAssets.baseUrl}/avatar/alice.svg`,
    },
    bob: { name: 'bob.eth', address: bob, avatar: bobAvatar },
  },
  /**
   * An account whose reverse record claims a name that resolves to someone else (alice.eth): the
   * forward check must refuse it, so it has no primary name.
   */
  mismatchedReverse: { address: devAccounts[2].address, claimedName: 'alice.eth' },
} as const satisfies {
  registry: Address
  publicResolver: Address
  reverseRegistrar: Address
  universalResolver: Address
  names: Record<string, { name: string; address: Address; avatar: string }>
  mismatchedReverse: { address: Address; claimedName: string }
}

/** Full-range ticks for a fee tier's tick spacing. */
const fullRange = (tickSpacing: number) => {
  const max = Math.floor(887272 / tickSpacing) * tickSpacing
  return { tickLower: -max, tickUpper: max }
}

/**
 * Uniswap V3: the factory, the position manager, QuoterV2 and SwapRouter02 (which also routes
 * through the V2 pools of `devnetContracts`), and full-range pools owned by the deployer.
 */
export const devnetUniswapV3 = {
  factory: '0x4425918ff69Fe214AC093710cF41216AE9149c3A',
  positionManager: '0x58c1c343c185Aa5CD3c2Cc1c2b7d7bD055F1bf98',
  quoterV2: '0x749d20D85555330d20862770b58a72939285c42a',
  swapRouter02: '0x5c4A427Fbc88c761db3887d88606D97D32e95c3B',
  /** keccak256 of the pool's creation code, as the periphery computes pool addresses. */
  poolInitCodeHash: '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54',
  pools: {
    /**
     * AIR/WETH at 0.05%: a fifth of the V2 pool's depth at the same price, so small swaps quote
     * better here (lower fee) and large ones better on V2 (deeper).
     */
    tokenEth: {
      address: '0x8BC6C54eEaF1A054F1731b95D8488b410FAe62eD',
      tokenA: devnetContracts.token,
      tokenB: devnetContracts.weth,
      fee: 500,
      ...fullRange(10),
      amounts: { token: 20_000, eth: 10 },
    },
    /** AUSD/WETH at 0.3% (no V2 pair holds this one). */
    usdEth: {
      address: '0xCB6892FFFd6c45fDb9cFb867a4489206a30B9AF2',
      tokenA: devnetContracts.usd,
      tokenB: devnetContracts.weth,
      fee: 3000,
      ...fullRange(60),
      amounts: { usd: 30_000, eth: 10 },
    },
  },
} as const

/** Chainlink price feeds (`AggregatorV2V3Interface`), answering in USD with 8 decimals. */
export const devnetPriceFeeds = {
  ethUsd: {
    address: '0xcA88B57549db9f89C1f9D3603b4e04A15242e100',
    description: 'ETH / USD',
    decimals: 8,
    answer: 300_000_000_000n,
    heartbeatSeconds: 3600,
  },
  tokenUsd: {
    address: '0x8fFbf6bED8E989688A9BF15203697F87CB63Dd2A',
    description: 'AIR / USD',
    decimals: 8,
    answer: 150_000_000n,
    heartbeatSeconds: 86_400,
  },
  usdUsd: {
    address: '0xF801fc13AA08876F343fEBf50dFfA52A78180811',
    description: 'AUSD / USD',
    decimals: 8,
    answer: 100_000_000n,
    heartbeatSeconds: 86_400,
  },
} as const satisfies Record<
  string,
  {
    address: Address
    description: string
    decimals: number
    answer: bigint
    heartbeatSeconds: number
  }
>

/**
 * The contracts viem looks up on a chain: spread into `defineChain({ ..., contracts })` so
 * multicall and the ENS actions work on the devnet without more options.
 */
export const devnetChainContracts = {
  multicall3: { address: devnetMulticall3.address },
  ensUniversalResolver: { address: devnetEns.universalResolver },
} as const
