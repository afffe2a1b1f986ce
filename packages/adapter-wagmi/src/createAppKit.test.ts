import {
  connect,
  createAppKit,
  createMemoryStorage,
  defineNetwork,
  disconnect,
  switchNetwork,
} from '@airlock/core'
import { announceDevWallet, createDevWallet, devAccounts } from '@airlock/testing'
// `getAccount`, not wagmi 3's `getConnection`: these tests also run against wagmi 2.
import { getAccount } from '@wagmi/core'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { createWagmiMemoryStorage } from './test/createWagmiMemoryStorage.js'
import { WagmiAdapter } from './WagmiAdapter.js'

const rpcUrls = inject('devnetRpcUrls')
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const primary = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Airlock Local',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [rpcUrls.primary] } },
})
const secondary = defineNetwork({
  id: 31338,
  chainNamespace: 'eip155',
  name: 'Airlock Local 2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [rpcUrls.secondary] } },
})
const networks = [primary, secondary] as const

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

describe('WagmiAdapter in createAppKit', () => {
  it('connects, follows the wallet, restores after a reload and disconnects', async () => {
    const wallet = createDevWallet({
      chains: [
        { id: 31337, name: 'Airlock Local', rpcUrl: rpcUrls.primary },
        { id: 31338, name: 'Airlock Local 2', rpcUrl: rpcUrls.secondary },
      ],
      storage: null,
    })
    cleanups.push(announceDevWallet(wallet))
    const appStorage = createMemoryStorage()
    const wagmiStorage = createWagmiMemoryStorage()
    // Core reads balances in the background; the test waits for them so none is cut off.
    const balanceReads: Promise<unknown>[] = []
    const start = async () => {
      const adapter = new WagmiAdapter({ networks, projectId: 'test', storage: wagmiStorage })
      const getBalance = adapter.getBalance.bind(adapter)
      adapter.getBalance = (parameters) => {
        const read = getBalance(parameters)
        balanceReads.push(read)
        return read
      }
      const appKit = createAppKit({
        adapters: [adapter],
        networks: [...networks],
        projectId: 'test',
        storage: appStorage,
      })
      cleanups.push(() => {
        adapter.teardown()
        appKit.destroy()
      })
      await appKit.ready
      return { adapter, appKit }
    }

    const { adapter, appKit } = await start()
    // Email login is on by default: the embedded wallet's connector is listed as AUTH.
    expect(appKit.state.adapterConnectors.eip155?.map(({ id }) => id).sort()).toEqual([
      'ID_AUTH',
      'dev.airlock.wallet',
      'walletConnect',
    ])
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    const account = () => appKit.state.chains.eip155?.account
    expect(account()).toMatchObject({ status: 'connected', address: devAccounts[0].address })
    await vi.waitFor(() => expect(account()?.balance).toMatch(/^\d+(\.\d+)?$/))

    await switchNetwork(appKit, { network: secondary })
    expect(wallet.getState().chainId).toBe(31338)
    expect(appKit.state.chains.eip155?.networkId).toBe('eip155:31338')

    wallet.switchChain(31337)
    await vi.waitFor(() => expect(appKit.state.chains.eip155?.networkId).toBe('eip155:31337'))
    wallet.setAccount(2)
    await vi.waitFor(() => expect(account()?.address).toBe(devAccounts[2].address))

    // A reload: new instances over the same storages, and no prompt from the wallet.
    adapter.teardown()
    appKit.destroy()
    const mark = wallet.requests.length
    const reloaded = await start()
    expect(reloaded.appKit.state.chains.eip155?.account).toMatchObject({
      status: 'connected',
      address: devAccounts[2].address,
    })
    expect(wallet.requests.slice(mark).map(({ method }) => method)).not.toContain(
      'wallet_requestPermissions',
    )

    await disconnect(reloaded.appKit)
    expect(reloaded.appKit.state.chains.eip155?.account.status).toBe('disconnected')
    expect(getAccount(reloaded.adapter.wagmiConfig).status).toBe('disconnected')
    await Promise.allSettled(balanceReads)
  })
})
