import type { BitcoinNetworkConfig } from './types.js'

/**
 * The regtest node of the local stack (`@airlock/testing`'s `startRegtest`, RPC on 18443). Kept
 * here as data so the server does not depend on the testing package.
 */
export const localBitcoinNetworks: BitcoinNetworkConfig[] = [
  {
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    name: 'Bitcoin Regtest',
    addressFormat: 'regtest',
    source: {
      type: 'core',
      rpcUrl: 'http://127.0.0.1:18443',
      rpcUser: 'airlock',
      rpcPassword: 'airlock',
    },
  },
]

/** USD prices of the local table for bip122: BTC $100,000 on regtest. */
export const localBitcoinPrices: Record<string, number> = Object.fromEntries(
  localBitcoinNetworks.map((network) => [`${network.caipNetworkId}:native`, 100_000]),
)
