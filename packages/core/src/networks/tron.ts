import type { UnservedNetwork } from './types.js'

/**
 * TRON mainnet (`tron:0x2b6653dc`), as AppKit defines it. No Airlock adapter serves the `tron`
 * namespace yet: the network type-checks wherever AppKit takes one, and createAppKit leaves it out
 * of the instance (with a console warning when `debug` is on), so an AppKit app that lists it
 * keeps working on its other networks. Not to be confused with `tron`, TRON's EVM-compatible
 * chain (eip155:728126428), which the wagmi and ethers adapters serve.
 */
export const tronMainnet = {
  id: '0x2b6653dc',
  caipNetworkId: 'tron:0x2b6653dc',
  chainNamespace: 'tron',
  name: 'TRON',
  nativeCurrency: { name: 'TRX', symbol: 'TRX', decimals: 6 },
  rpcUrls: { default: { http: ['https://api.trongrid.io'] } },
  blockExplorers: { default: { name: 'Tronscan', url: 'https://tronscan.org' } },
  testnet: false,
} as const satisfies UnservedNetwork
