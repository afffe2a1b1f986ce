import { defineNetwork } from './types.js'

/** Ethereum (eip155:1). */
export const mainnet = /* @__PURE__ */ defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  contracts: {
    ensUniversalResolver: {
      address: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee',
      blockCreated: 23_085_558,
    },
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 14_353_601 },
  },
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
  contracts: {
    ensUniversalResolver: {
      address: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee',
      blockCreated: 8_928_790,
    },
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 751_532 },
  },
})

/** Base (eip155:8453). */
export const base = /* @__PURE__ */ defineNetwork({
  id: 8453,
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 5_022 },
  },
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
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 1_059_647 },
  },
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
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 4_286_263 },
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
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 7_654_707 },
  },
})

/** Arbitrum Sepolia (eip155:421614), Arbitrum's test network. */
export const arbitrumSepolia = /* @__PURE__ */ defineNetwork({
  id: 421614,
  chainNamespace: 'eip155',
  name: 'Arbitrum Sepolia',
  nativeCurrency: { name: 'Arbitrum Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' } },
  testnet: true,
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 81_930 },
  },
})

/** Polygon (eip155:137). */
export const polygon = /* @__PURE__ */ defineNetwork({
  id: 137,
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 25_770_160 },
  },
})

/** Polygon Amoy (eip155:80002), Polygon's test network. */
export const polygonAmoy = /* @__PURE__ */ defineNetwork({
  id: 80002,
  chainNamespace: 'eip155',
  name: 'Polygon Amoy',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-amoy.drpc.org'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' } },
  testnet: true,
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 3_127_388 },
  },
})

/** BNB Smart Chain (eip155:56). */
export const bsc = /* @__PURE__ */ defineNetwork({
  id: 56,
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed1.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 15_921_452 },
  },
})

/** Avalanche (eip155:43114). */
export const avalanche = /* @__PURE__ */ defineNetwork({
  id: 43114,
  chainNamespace: 'eip155',
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 11_907_934 },
  },
})

/** Gnosis (eip155:100). */
export const gnosis = /* @__PURE__ */ defineNetwork({
  id: 100,
  chainNamespace: 'eip155',
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'xDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 21_022_491 },
  },
})

/** ZKsync Era (eip155:324). */
export const zksync = /* @__PURE__ */ defineNetwork({
  id: 324,
  chainNamespace: 'eip155',
  name: 'ZKsync Era',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  contracts: {
    multicall3: { address: '0xF9cda624FBC7e059355ce98a31693d299FACd963', blockCreated: 3_908_235 },
  },
})

/** Celo (eip155:42220). */
export const celo = /* @__PURE__ */ defineNetwork({
  id: 42220,
  chainNamespace: 'eip155',
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celo Explorer', url: 'https://celoscan.io' } },
  contracts: {
    multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 13_112_599 },
  },
})

/** Zora (eip155:7777777). */
export const zora = /* @__PURE__ */ defineNetwork({
  id: 7777777,
  chainNamespace: 'eip155',
  name: 'Zora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Zora Explorer', url: 'https://explorer.zora.energy' } },
  contracts: {
    multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 5_882 },
  },
})

/** Aurora (eip155:1313161554). */
export const aurora = /* @__PURE__ */ defineNetwork({
  id: 1313161554,
  chainNamespace: 'eip155',
  name: 'Aurora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 62_907_816 },
  },
})

/** Dogechain (eip155:2000). */
export const dogechain = /* @__PURE__ */ defineNetwork({
  id: 2000,
  chainNamespace: 'eip155',
  name: 'Dogechain',
  nativeCurrency: { name: 'Wrapped Dogecoin', symbol: 'DOGE', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.dogechain.dog'] } },
  blockExplorers: { default: { name: 'DogeChainExplorer', url: 'https://explorer.dogechain.dog' } },
  contracts: {
    multicall3: { address: '0x68a8609a60a008EFA633dfdec592c03B030cC508', blockCreated: 25_384_031 },
  },
})

/** Sonic (eip155:146). */
export const sonic = /* @__PURE__ */ defineNetwork({
  id: 146,
  chainNamespace: 'eip155',
  name: 'Sonic',
  nativeCurrency: { name: 'Sonic', symbol: 'S', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.soniclabs.com'] } },
  blockExplorers: { default: { name: 'Sonic Explorer', url: 'https://sonicscan.org' } },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 60 },
  },
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

/**
 * Hardhat's local node (eip155:31337 on http://127.0.0.1:8545), as viem and AppKit name it. The
 * local stack's anvil chain has the same id and URL: `airlockLocal` is that chain under its own name.
 */
export const hardhat = /* @__PURE__ */ defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Hardhat',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
