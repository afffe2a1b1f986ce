import { defineNetwork } from './types.js'

/** Ethereum (eip155:1). */
export const mainnet = /* @__PURE__ */ defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
})

/** Sepolia (eip155:11155111). */
export const sepolia = /* @__PURE__ */ defineNetwork({
  id: 11155111,
  chainNamespace: 'eip155',
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.drpc.org'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
})

/** Base (eip155:8453). */
export const base = /* @__PURE__ */ defineNetwork({
  id: 8453,
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
})

/** Base Sepolia (eip155:84532). */
export const baseSepolia = /* @__PURE__ */ defineNetwork({
  id: 84532,
  chainNamespace: 'eip155',
  name: 'Base Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  testnet: true,
})

/** OP Mainnet (eip155:10). */
export const optimism = /* @__PURE__ */ defineNetwork({
  id: 10,
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: {
    default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  },
})

/** Arbitrum One (eip155:42161). */
export const arbitrum = /* @__PURE__ */ defineNetwork({
  id: 42161,
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
})

/** Polygon (eip155:137). */
export const polygon = /* @__PURE__ */ defineNetwork({
  id: 137,
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
})

/** BNB Smart Chain (eip155:56). */
export const bsc = /* @__PURE__ */ defineNetwork({
  id: 56,
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed1.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
})

/** Avalanche (eip155:43114). */
export const avalanche = /* @__PURE__ */ defineNetwork({
  id: 43114,
  chainNamespace: 'eip155',
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
})

/** Gnosis (eip155:100). */
export const gnosis = /* @__PURE__ */ defineNetwork({
  id: 100,
  chainNamespace: 'eip155',
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'xDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
})

/** ZKsync Era (eip155:324). */
export const zksync = /* @__PURE__ */ defineNetwork({
  id: 324,
  chainNamespace: 'eip155',
  name: 'ZKsync Era',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
})

/** Celo (eip155:42220). */
export const celo = /* @__PURE__ */ defineNetwork({
  id: 42220,
  chainNamespace: 'eip155',
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celo Explorer', url: 'https://celoscan.io' } },
})

/** Zora (eip155:7777777). */
export const zora = /* @__PURE__ */ defineNetwork({
  id: 7777777,
  chainNamespace: 'eip155',
  name: 'Zora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Zora Explorer', url: 'https://explorer.zora.energy' } },
})

/** Aurora (eip155:1313161554). */
export const aurora = /* @__PURE__ */ defineNetwork({
  id: 1313161554,
  chainNamespace: 'eip155',
  name: 'Aurora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
})

/** Dogechain (eip155:2000). */
export const dogechain = /* @__PURE__ */ defineNetwork({
  id: 2000,
  chainNamespace: 'eip155',
  name: 'Dogechain',
  nativeCurrency: { name: 'Wrapped Dogecoin', symbol: 'DOGE', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.dogechain.dog'] } },
  blockExplorers: { default: { name: 'DogeChainExplorer', url: 'https://explorer.dogechain.dog' } },
})

/** Sonic (eip155:146). */
export const sonic = /* @__PURE__ */ defineNetwork({
  id: 146,
  chainNamespace: 'eip155',
  name: 'Sonic',
  nativeCurrency: { name: 'Sonic', symbol: 'S', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.soniclabs.com'] } },
  blockExplorers: { default: { name: 'Sonic Explorer', url: 'https://sonicscan.org' } },
})

/** Tron (eip155:728126428). */
export const tron = /* @__PURE__ */ defineNetwork({
  id: 728126428,
  chainNamespace: 'eip155',
  name: 'Tron',
  nativeCurrency: { name: 'TRON', symbol: 'TRX', decimals: 6 },
  rpcUrls: { default: { http: ['https://api.trongrid.io/jsonrpc'] } },
  blockExplorers: { default: { name: 'Tronscan', url: 'https://tronscan.org' } },
})

/** XRPL EVM Devnet (eip155:1440002). */
export const xrplEvmDevnet = /* @__PURE__ */ defineNetwork({
  id: 1440002,
  chainNamespace: 'eip155',
  name: 'XRPL EVM Devnet',
  nativeCurrency: { name: 'XRP', symbol: 'XRP', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.xrplevm.org'] } },
  blockExplorers: { default: { name: 'XRPL EVM Explorer', url: 'https://explorer.xrplevm.org' } },
  testnet: true,
})
