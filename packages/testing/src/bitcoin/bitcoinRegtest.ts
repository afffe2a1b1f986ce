/**
 * The Bitcoin regtest network of the local stack. The CAIP-2 id is Bitcoin regtest's conventional
 * one (its genesis hash prefix); the node behind it is Debian's litecoind in regtest mode, which
 * only ever sees scripts, so every address on our side stays a `bcrt1…` address.
 */
export const bitcoinRegtest = {
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  rpcPort: 18443,
  rpcUrl: 'http://127.0.0.1:18443',
  rpcUser: 'airlock',
  rpcPassword: 'airlock',
} as const

/** What the node mines to the first dev account's payment address at start: 2 blocks of 50 BTC. */
export const bitcoinDevFunding = { blocks: 2, satsPerBlock: 5_000_000_000n } as const
