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
