import { defineNetwork } from '@airlock/core'
import { announceDevWallet, createDevWallet } from '@airlock/testing'
import { describeEip155AdapterConformance } from '@airlock/testing/conformance'
import { BrowserProvider, type Eip1193Provider, version } from 'ethers'
import { type Address, createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { afterEach, expect, inject, it } from 'vitest'
import { describeEthersAdapter } from '../../test/describeEthersAdapter.js'
import { EthersAdapter } from './EthersAdapter.js'

const rpcUrls = inject('devnetRpcUrls')

describeEip155AdapterConformance({
  name: 'EthersAdapter',
  rpcUrls: () => rpcUrls,
  createAdapter: ({ networks }) =>
    new EthersAdapter({ networks, projectId: 'test', walletConnect: false }),
  createDefaultAdapter: ({ networks }) => new EthersAdapter({ networks }),
})

describeEthersAdapter('EthersAdapter', (networks) => new EthersAdapter({ networks }))

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

it('runs on ethers 6', () => {
  expect(version).toMatch(/^6\./)
})

it('gives the raw EIP-1193 provider, which new BrowserProvider(walletProvider) signs and sends with', async () => {
  const chains = [{ id: 31337, name: 'Airlock Local', rpcUrl: rpcUrls.primary }]
  const wallet = createDevWallet({ chains, storage: null })
  cleanups.push(announceDevWallet(wallet))
  const adapter = new EthersAdapter({ networks: [] })
  cleanups.push(() => adapter.teardown())
  adapter.setup({ networks: [], projectId: 'test', storage: sessionStorage, emit: () => {} })
  const { address } = await adapter.connect({ connectorId: 'dev.airlock.wallet' })
  const walletProvider = adapter.getProvider({ connectorId: 'dev.airlock.wallet' })
  expect(walletProvider).toBe(wallet.provider)

  const signer = await new BrowserProvider(walletProvider as Eip1193Provider).getSigner(address)
  const signature = await signer.signMessage('from ethers 6')
  const verified = await verifyMessage({
    address: address as Address,
    message: 'from ethers 6',
    signature: signature as Hex,
  })
  expect(verified).toBe(true)
  const sent = await signer.sendTransaction({ to: address, value: 1n })
  const receipt = await createPublicClient({
    transport: http(rpcUrls.primary),
  }).waitForTransactionReceipt({ hash: sent.hash as Hex, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
})

it('lists WalletConnect after the wallets found in the page, and not at all with walletConnect: false', () => {
  const chains = [{ id: 31337, name: 'Airlock Local', rpcUrl: rpcUrls.primary }]
  cleanups.push(announceDevWallet(createDevWallet({ chains, storage: null })))
  const listed = (adapter: EthersAdapter) => {
    const reports: string[][] = []
    adapter.setup({
      networks: [],
      projectId: 'test',
      storage: sessionStorage,
      emit: (event) => {
        if (event.type === 'connectors') reports.push(event.connectors.map(({ type }) => type))
      },
    })
    adapter.teardown()
    return reports.at(-1)
  }
  expect(listed(new EthersAdapter({ networks: [] }))).toEqual(['ANNOUNCED', 'WALLET_CONNECT'])
  expect(listed(new EthersAdapter({ networks: [], walletConnect: false }))).toEqual(['ANNOUNCED'])
})

it('new EthersAdapter() with no argument serves the networks createAppKit gives it, as in AppKit', async () => {
  const chains = [
    { id: 31337, name: 'Airlock Local', rpcUrl: rpcUrls.primary },
    { id: 31338, name: 'Airlock Local 2', rpcUrl: rpcUrls.secondary },
  ]
  const wallet = createDevWallet({ chains, storage: null })
  cleanups.push(announceDevWallet(wallet))
  const adapter = new EthersAdapter()
  cleanups.push(() => adapter.teardown())
  const networks = chains.map(({ id, name, rpcUrl }) =>
    defineNetwork({
      id,
      chainNamespace: 'eip155',
      name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
  )
  adapter.setup({ networks, projectId: 'test', storage: sessionStorage, emit: () => {} })
  const connection = await adapter.connect({ connectorId: 'dev.airlock.wallet', chainId: 31338 })
  expect(connection.chainId).toBe(31338)
  expect(wallet.getState().chainId).toBe(31338)
})
