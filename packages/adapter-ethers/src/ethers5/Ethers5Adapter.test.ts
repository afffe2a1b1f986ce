import { announceDevWallet, createDevWallet } from '@airlock/testing'
import { describeEip155AdapterConformance } from '@airlock/testing/conformance'
// ethers 5 here: the package's Vitest config and tsconfig.ethers5.json point this folder at it.
import { ethers } from 'ethers'
import { type Address, createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { afterEach, expect, inject, it } from 'vitest'
import { describeEthersAdapter } from '../../test/describeEthersAdapter.js'
import { Ethers5Adapter } from './Ethers5Adapter.js'

const rpcUrls = inject('devnetRpcUrls')

describeEip155AdapterConformance({
  name: 'Ethers5Adapter',
  rpcUrls: () => rpcUrls,
  createAdapter: ({ networks }) =>
    new Ethers5Adapter({ networks, projectId: 'test', walletConnect: false }),
  createDefaultAdapter: ({ networks }) => new Ethers5Adapter({ networks }),
})

describeEthersAdapter('Ethers5Adapter', (networks) => new Ethers5Adapter({ networks }))

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

it('runs on ethers 5', () => {
  expect(ethers.version).toMatch(/^ethers\/5\./)
})

it('gives the raw EIP-1193 provider, which new ethers.providers.Web3Provider(walletProvider) signs and sends with', async () => {
  const chains = [{ id: 31337, name: 'Airlock Local', rpcUrl: rpcUrls.primary }]
  const wallet = createDevWallet({ chains, storage: null })
  cleanups.push(announceDevWallet(wallet))
  const adapter = new Ethers5Adapter({ networks: [] })
  cleanups.push(() => adapter.teardown())
  adapter.setup({ networks: [], projectId: 'test', storage: sessionStorage, emit: () => {} })
  const { address } = await adapter.connect({ connectorId: 'dev.airlock.wallet' })
  const walletProvider = adapter.getProvider({ connectorId: 'dev.airlock.wallet' })
  expect(walletProvider).toBe(wallet.provider)

  const signer = new ethers.providers.Web3Provider(
    walletProvider as ethers.providers.ExternalProvider,
  ).getSigner(address)
  const signature = await signer.signMessage('from ethers 5')
  const verified = await verifyMessage({
    address: address as Address,
    message: 'from ethers 5',
    signature: signature as Hex,
  })
  expect(verified).toBe(true)
  const sent = await signer.sendTransaction({ to: address, value: 1 })
  const receipt = await createPublicClient({
    transport: http(rpcUrls.primary),
  }).waitForTransactionReceipt({ hash: sent.hash as Hex, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  expect((await sent.wait()).transactionHash).toBe(sent.hash)
})
