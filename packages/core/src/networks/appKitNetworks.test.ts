import { afterEach, expect, it, vi } from 'vitest'
import { switchNetwork } from '../actions/switchNetwork.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { InvalidOptionsError, NetworkNotFoundError } from '../errors/appKit.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { bitcoinSignet } from './bitcoin.js'
import { arbitrumSepolia, hardhat, mainnet, polygonAmoy } from './evm.js'
import { tronMainnet } from './tron.js'
import { isServedNetwork } from './types.js'

let appKit: AppKit | undefined
afterEach(() => {
  appKit?.destroy()
  appKit = undefined
  vi.restoreAllMocks()
})

it("AppKit's test and local networks carry their CAIP ids, currencies and multicall3", () => {
  expect(hardhat).toMatchObject({
    caipNetworkId: 'eip155:31337',
    name: 'Hardhat',
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  })
  expect(arbitrumSepolia).toMatchObject({ caipNetworkId: 'eip155:421614', testnet: true })
  expect(polygonAmoy).toMatchObject({
    caipNetworkId: 'eip155:80002',
    nativeCurrency: { symbol: 'POL', decimals: 18 },
    testnet: true,
  })
  for (const network of [arbitrumSepolia, polygonAmoy]) {
    expect(network.contracts.multicall3.address).toBe('0xca11bde05977b3631167028862be2a173976ca11')
  }
  expect(bitcoinSignet).toMatchObject({
    caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
    chainNamespace: 'bip122',
    nativeCurrency: { symbol: 'BTC', decimals: 8 },
  })
})

it('createAppKit takes AppKit networks of every kind and leaves out those no adapter serves', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  appKit = createAppKit({
    networks: [mainnet, tronMainnet, polygonAmoy, bitcoinSignet],
    adapters: [createTestAdapter()],
    projectId: 'p',
    storage: createMemoryStorage(),
  })
  expect(isServedNetwork(tronMainnet)).toBe(false)
  expect(appKit.options.networks.map((network) => network.caipNetworkId)).toEqual([
    'eip155:1',
    'eip155:80002',
    'bip122:00000008819873e925422c1ff0f99f7c',
  ])
  expect(Object.keys(appKit.state.chains)).toEqual(['eip155', 'bip122'])
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('tron:0x2b6653dc'))
})

it('a network no adapter serves cannot be the default one, nor be switched to', async () => {
  expect(() =>
    createAppKit({
      networks: [mainnet, tronMainnet],
      defaultNetwork: tronMainnet,
      projectId: 'p',
      storage: createMemoryStorage(),
      debug: false,
    }),
  ).toThrow(InvalidOptionsError)
  appKit = createAppKit({
    networks: [mainnet, tronMainnet],
    projectId: 'p',
    storage: createMemoryStorage(),
    debug: false,
  })
  await expect(switchNetwork(appKit, { network: tronMainnet })).rejects.toThrow(
    NetworkNotFoundError,
  )
  expect(appKit.state.activeNetworkId).toBe('eip155:1')
})
