import type { SolanaNetworkConfig } from './types.js'

/**
 * The Solana chain of the local stack (`@airlock/testing`'s `startSolanaChain`, RPC on 8899) with
 * its two seeded SPL tokens. Kept here as data so the server does not depend on the testing
 * package; a test checks that both agree.
 */
export const localSolanaNetworks: SolanaNetworkConfig[] = [
  {
    caipNetworkId: 'solana:AirLockLocaLSoLana11111111111111',
    name: 'Solana Local',
    rpcUrl: 'http://127.0.0.1:8899',
    tokens: [
      {
        address: '3xdzHy8jzNCA2tjcwK4y6gxSvQ8zHG1yjxcuj1mYkPzY',
        name: 'Airlock USD',
        symbol: 'AUSD',
        decimals: 6,
      },
      {
        address: '9paN1rbzUtxeWynqVR9fidwNfU1qPjTs1JYZBpKfH3Au',
        name: 'Airlock Gold',
        symbol: 'AGLD',
        decimals: 9,
      },
    ],
  },
]

/** USD prices of the local Solana table: SOL $150, AUSD $1, AGLD $2. */
export const localSolanaPrices: Record<string, number> = Object.fromEntries(
  localSolanaNetworks.flatMap((network) => [
    [`${network.caipNetworkId}:native`, 150],
    [`${network.caipNetworkId}:${network.tokens[0]?.address}`, 1],
    [`${network.caipNetworkId}:${network.tokens[1]?.address}`, 2],
  ]),
)
