import { describeEip155AdapterConformance } from '@airlock/testing/conformance'
import { createStorage } from '@wagmi/core'
import { inject } from 'vitest'
import { WagmiAdapter } from './WagmiAdapter.js'

const rpcUrls = inject('devnetRpcUrls')

describeEip155AdapterConformance({
  name: 'WagmiAdapter',
  rpcUrls: () => rpcUrls,
  createAdapter: ({ networks, storage }) =>
    new WagmiAdapter({
      networks,
      projectId: 'test',
      // wagmi keeps its connection in the page's storage, so a reload finds it.
      storage: createStorage({ storage }),
      walletConnect: false,
    }),
  createDefaultAdapter: ({ networks, storage }) =>
    new WagmiAdapter({ networks, projectId: 'test', storage: createStorage({ storage }) }),
})
