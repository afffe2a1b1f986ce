import { defineNetwork } from './types.js'

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/** Bitcoin mainnet (CAIP-2 reference: the genesis block hash prefix). */
export const bitcoin = /* @__PURE__ */ defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrls: { default: { http: [] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
})

/**
 * Bitcoin regtest: the local stack's node (`bcrt1…` addresses). Its data comes from the Airlock
 * server's Esplora-compatible API, not from an RPC URL.
 */
export const bitcoinRegtest = /* @__PURE__ */ defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: btc,
  rpcUrls: { default: { http: [] } },
  testnet: true,
})

/** Bitcoin testnet. */
export const bitcoinTestnet = /* @__PURE__ */ defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: btc,
  rpcUrls: { default: { http: [] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
})

/**
 * Bitcoin Signet, the signed test network (`tb1…` addresses, as on testnet). Wallets that speak
 * Wallet Standard know it as `bitcoin:signet`.
 */
export const bitcoinSignet = /* @__PURE__ */ defineNetwork({
  id: '00000008819873e925422c1ff0f99f7c',
  chainNamespace: 'bip122',
  name: 'Bitcoin Signet',
  nativeCurrency: btc,
  rpcUrls: { default: { http: [] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/signet' } },
  testnet: true,
})
