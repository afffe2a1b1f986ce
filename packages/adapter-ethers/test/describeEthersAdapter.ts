import {
  type AdapterEvent,
  type CaipNetwork,
  createMemoryStorage,
  defineNetwork,
} from '@airlock/core'
import {
  announceDevWallet,
  createDevWallet,
  type DevWallet,
  type DevWalletChain,
  devAccounts,
} from '@airlock/testing'
import { eventsOf, rejectionOf } from '@airlock/testing/conformance'
import { type Address, type Hex, verifyTypedData } from 'viem'
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Eip1193Adapter } from '../src/eip1193/Eip1193Adapter.js'

const rpcUrls = inject('devnetRpcUrls')
let walletChains: DevWalletChain[]
let networks: CaipNetwork[]
const walletId = 'dev.airlock.wallet'

beforeAll(() => {
  walletChains = [{ id: 31337, name: 'Airlock Local', rpcUrl: rpcUrls.primary }]
  networks = [
    defineNetwork({
      id: 31337,
      chainNamespace: 'eip155',
      name: 'Airlock Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrls.primary] } },
    }),
  ]
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

type CreateAdapter = (networks: readonly CaipNetwork[]) => Eip1193Adapter

async function setUp(create: CreateAdapter) {
  const adapter = create(networks)
  cleanups.push(() => adapter.teardown())
  const events: AdapterEvent[] = []
  await adapter.setup({
    networks,
    projectId: 'test',
    storage: createMemoryStorage(),
    emit: (event) => events.push(event),
  })
  return { adapter, events }
}

/** The wallets found in the page, as last reported (WalletConnect, listed after them, left out). */
function lastConnectors(events: AdapterEvent[]) {
  const connectors = eventsOf(events, 'connectors').at(-1)?.connectors ?? []
  return connectors.filter(({ type }) => type !== 'WALLET_CONNECT')
}

function newWallet(): DevWallet {
  return createDevWallet({ chains: walletChains, storage: null })
}

const typedData = {
  domain: { name: 'Airlock', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const

/**
 * What EthersAdapter and Ethers5Adapter share beyond the conformance kit: window.ethereum,
 * de-duplication by rdns, typed data, revoking on disconnect, EIP-5792 and refusals before connect.
 */
export function describeEthersAdapter(name: string, create: CreateAdapter): void {
  describe(name, () => {
    it('lists window.ethereum as the injected wallet, once, and connects through it', async () => {
      const wallet = newWallet()
      ;(window as { ethereum?: unknown }).ethereum = wallet.provider
      cleanups.push(() => delete (window as { ethereum?: unknown }).ethereum)
      const { adapter, events } = await setUp(create)
      expect(lastConnectors(events)).toEqual([
        { id: 'injected', name: 'Injected', type: 'INJECTED', chain: 'eip155' },
      ])
      const connection = await adapter.connect({ connectorId: 'injected' })
      expect(connection.address).toBe(devAccounts[0].address)
      // The same provider announced through EIP-6963 replaces the generic entry.
      cleanups.push(announceDevWallet(wallet))
      expect(lastConnectors(events).map(({ id }) => id)).toEqual([walletId])
    })

    it('keeps two wallets with one name apart by rdns, and one rdns announced twice once', async () => {
      const { events } = await setUp(create)
      const first = newWallet()
      const second = newWallet()
      cleanups.push(announceDevWallet(first, { name: 'Same Name', rdns: 'io.one' }))
      cleanups.push(announceDevWallet(second, { name: 'Same Name', rdns: 'io.two' }))
      cleanups.push(announceDevWallet(first, { name: 'Same Name', rdns: 'io.one' }))
      expect(lastConnectors(events).map(({ id, name }) => [id, name])).toEqual([
        ['io.one', 'Same Name'],
        ['io.two', 'Same Name'],
      ])
    })

    it('keeps two wallets connected, switches between them without a prompt, and ends each on its own', async () => {
      const first = newWallet()
      const second = createDevWallet({
        chains: walletChains,
        storage: null,
        accounts: [devAccounts[1].privateKey],
      })
      cleanups.push(announceDevWallet(first, { name: 'One', rdns: 'io.one' }))
      cleanups.push(announceDevWallet(second, { name: 'Two', rdns: 'io.two' }))
      const { adapter, events } = await setUp(create)
      const signer = async () => {
        const signature = await adapter.signTypedData(typedData)
        for (const { address } of devAccounts.slice(0, 2)) {
          const ok = await verifyTypedData({
            ...typedData,
            address: address as Address,
            signature: signature as Hex,
          })
          if (ok) return address
        }
        return undefined
      }
      await adapter.connect({ connectorId: 'io.one' })
      await adapter.connect({ connectorId: 'io.two' })
      expect(await signer()).toBe(devAccounts[1].address)
      expect(adapter.getProvider({ connectorId: 'io.one' })).toBe(first.provider)
      const prompts = () =>
        first.requests.filter(({ method }) => method === 'eth_requestAccounts').length
      const before = prompts()

      expect(await adapter.switchConnection({ connectorId: 'io.one' })).toEqual({
        connectorId: 'io.one',
        address: devAccounts[0].address,
        accounts: [devAccounts[0].address],
        chainId: 31337,
      })
      expect(prompts()).toBe(before)
      expect(await signer()).toBe(devAccounts[0].address)

      // Ending the background wallet leaves the active one; ending that leaves none.
      await adapter.disconnect({ connectorId: 'io.two' })
      expect(eventsOf(events, 'disconnect').map(({ connectorId }) => connectorId)).toEqual([
        'io.two',
      ])
      expect(second.getState().authorized).toBe(false)
      expect(await adapter.switchConnection({ connectorId: 'io.two' })).toBeUndefined()
      expect(await signer()).toBe(devAccounts[0].address)
      await adapter.disconnect({})
      expect(eventsOf(events, 'disconnect').at(-1)?.connectorId).toBe('io.one')
      expect(await rejectionOf(adapter.signTypedData(typedData))).toMatchObject({
        name: 'NotConnectedError',
      })
    })

    it('signs EIP-712 typed data that verifies', async () => {
      cleanups.push(announceDevWallet(newWallet()))
      const { adapter } = await setUp(create)
      const { address } = await adapter.connect({ connectorId: walletId })
      const signature = await adapter.signTypedData(typedData)
      expect(
        await verifyTypedData({
          ...typedData,
          address: address as Address,
          signature: signature as Hex,
        }),
      ).toBe(true)
    })

    it('revokes the site’s permission on disconnect where the wallet supports it', async () => {
      const wallet = newWallet()
      cleanups.push(announceDevWallet(wallet))
      const { adapter } = await setUp(create)
      await adapter.connect({ connectorId: walletId })
      await adapter.disconnect({ connectorId: walletId })
      expect(wallet.requests.map(({ method }) => method)).toContain('wallet_revokePermissions')
      expect(wallet.getState().authorized).toBe(false)
    })

    it('reports wallet_getCapabilities and wallet_sendCalls a wallet lacks as UnsupportedWalletMethodError', async () => {
      cleanups.push(announceDevWallet(newWallet()))
      const { adapter } = await setUp(create)
      await adapter.connect({ connectorId: walletId })
      expect(await rejectionOf(adapter.getCapabilities())).toMatchObject({
        name: 'UnsupportedWalletMethodError',
        code: 'UNSUPPORTED_METHOD',
      })
      expect(
        await rejectionOf(adapter.sendCalls({ calls: [{ to: devAccounts[5].address }] })),
      ).toMatchObject({ name: 'UnsupportedWalletMethodError' })
    })

    it('asks a wallet that has them for its capabilities and sends calls as EIP-5792 says', async () => {
      const wallet = newWallet()
      const asked: { method: string; params?: unknown }[] = []
      const provider = {
        ...wallet.provider,
        async request(request: { method: string; params?: unknown }) {
          if (request.method === 'wallet_getCapabilities') {
            asked.push(request)
            return { '0x7a69': { atomic: { status: 'supported' } } }
          }
          if (request.method === 'wallet_sendCalls') {
            asked.push(request)
            return { id: '0xbatch' }
          }
          return wallet.provider.request(request as never)
        },
      }
      cleanups.push(announceDevWallet(provider as never, { rdns: 'io.batching' }))
      const { adapter } = await setUp(create)
      const { address } = await adapter.connect({ connectorId: 'io.batching' })
      expect(await adapter.getCapabilities()).toEqual({
        '0x7a69': { atomic: { status: 'supported' } },
      })
      const id = await adapter.sendCalls({
        calls: [
          { to: devAccounts[5].address, value: 10n },
          { to: devAccounts[6].address, data: '0x' },
        ],
      })
      expect(id).toBe('0xbatch')
      expect(asked).toEqual([
        { method: 'wallet_getCapabilities', params: [address] },
        {
          method: 'wallet_sendCalls',
          params: [
            {
              version: '2.0.0',
              from: address,
              chainId: '0x7a69',
              atomicRequired: false,
              calls: [
                { to: devAccounts[5].address, value: '0xa' },
                { to: devAccounts[6].address, data: '0x' },
              ],
            },
          ],
        },
      ])
    })

    it('refuses to sign before a wallet is connected', async () => {
      const { adapter } = await setUp(create)
      expect(
        await rejectionOf(
          adapter.capabilities['eip155:signMessage']({
            message: 'x',
            address: devAccounts[0].address,
          }),
        ),
      ).toMatchObject({ name: 'NotConnectedError' })
    })
  })
}
