import { afterEach, expect, it } from 'vitest'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { InvalidOptionsError } from '../errors/appKit.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { solana } from './solana.js'
import { type EvmChain, toCaipNetwork } from './types.js'

// A chain exactly as viem's `defineChain` gives it: no CAIP fields.
const anvil = {
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } },
} satisfies EvmChain

let appKit: AppKit | undefined
afterEach(() => appKit?.destroy())

it('gives a viem chain its eip155 CAIP fields and keeps the rest', () => {
  expect(toCaipNetwork(anvil)).toEqual({
    ...anvil,
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
  })
  expect(toCaipNetwork(solana)).toBe(solana)
})

it('createAppKit takes viem chains as networks and as the default network', () => {
  appKit = createAppKit({
    networks: [anvil, solana],
    defaultNetwork: anvil,
    projectId: 'p',
    storage: createMemoryStorage(),
  })
  expect(appKit.options.networks.map((network) => network.caipNetworkId)).toEqual([
    'eip155:31337',
    solana.caipNetworkId,
  ])
  expect(appKit.state.activeNetworkId).toBe('eip155:31337')
  expect(appKit.options.defaultNetwork.contracts).toEqual(anvil.contracts)
})

it('still refuses a network that is neither', () => {
  expect(() =>
    createAppKit({
      networks: [{ ...anvil, id: 'x' as unknown as number, name: '' }],
      storage: createMemoryStorage(),
    }),
  ).toThrow(InvalidOptionsError)
})
