import { defineNetwork } from './types.js'

/** The local stack's primary anvil chain (http://127.0.0.1:8545). */
export const airlockLocal = /* @__PURE__ */ defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Airlock Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})

/** The local stack's second anvil chain (http://127.0.0.1:8546). */
export const airlockLocal2 = /* @__PURE__ */ defineNetwork({
  id: 31338,
  chainNamespace: 'eip155',
  name: 'Airlock Local 2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
})

/**
 * The local stack's Solana chain (LiteSVM behind JSON-RPC on http://127.0.0.1:8899, WebSocket on
 * 8900). Its id is the first 32 characters of its genesis hash; wallets know it as
 * `solana:localnet`.
 */
export const solanaLocal = /* @__PURE__ */ defineNetwork({
  id: 'AirLockLocaLSoLana11111111111111',
  chainNamespace: 'solana',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: {
    default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] },
  },
  testnet: true,
})
