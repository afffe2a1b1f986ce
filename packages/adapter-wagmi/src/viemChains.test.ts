import { mainnet as airlockMainnet } from '@airlock/core/networks'
import { foundry, mainnet } from 'viem/chains'
import { expect, it } from 'vitest'
import { WagmiAdapter } from './WagmiAdapter.js'

it('takes viem chains as networks, as AppKit does, and keeps their contracts for wagmi', () => {
  const adapter = new WagmiAdapter({
    networks: [mainnet, foundry],
    projectId: 'test',
    walletConnect: false,
  })
  expect(adapter.wagmiChains.map((chain) => chain.id)).toEqual([1, 31337])
  expect(adapter.wagmiConfig.chains[0]?.contracts?.ensUniversalResolver).toEqual(
    mainnet.contracts.ensUniversalResolver,
  )
})

it("Airlock's own mainnet carries viem's multicall3 and ENS resolver", () => {
  const adapter = new WagmiAdapter({
    networks: [airlockMainnet],
    projectId: 'test',
    walletConnect: false,
  })
  expect(adapter.wagmiChains[0]?.contracts?.multicall3?.address).toBe(
    mainnet.contracts.multicall3.address,
  )
  expect(adapter.wagmiChains[0]?.contracts?.ensUniversalResolver?.address).toBe(
    mainnet.contracts.ensUniversalResolver.address,
  )
})
