import { BitcoinAdapter, type BitcoinConnector } from '@airlock/adapter-bitcoin'
import { connect, createMemoryStorage } from '@airlock/core'
import { bitcoinRegtest } from '@airlock/core/networks'
import { bitcoinDevAccounts } from '@airlock/testing'
import { createBitcoinDevWallet } from '@airlock/testing/bitcoin'
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type AppKitInstance, createAppKit } from '../createAppKit.js'
import { useAppKitProvider } from './useAppKitProvider.js'

const [account] = bitcoinDevAccounts
if (!account) throw new Error('no Bitcoin dev account')
// The Airlock Dev Wallet for Bitcoin in the page, on Wallet Standard and sats-connect.
const wallet = createBitcoinDevWallet({ account })
wallet.register(window as unknown as EventTarget & Record<string, unknown>)

let appKit: AppKitInstance | undefined
afterEach(() => {
  cleanup()
  appKit?.destroy()
  appKit = undefined
})

describe("useAppKitProvider('bip122')", () => {
  it("gives AppKit's BitcoinConnector of the connected wallet, which signs through it", async () => {
    appKit = createAppKit({
      adapters: [new BitcoinAdapter()],
      networks: [bitcoinRegtest],
      projectId: 'test',
      storage: createMemoryStorage(),
      enableModal: false,
      debug: false,
    })
    await appKit.ready
    const { result } = renderHook(() => useAppKitProvider<BitcoinConnector>('bip122'))
    expect(result.current.walletProvider).toBeUndefined()

    await act(() => connect(appKit!, { connectorId: 'Airlock Dev Wallet' }))
    const provider = result.current.walletProvider
    expect(provider).toMatchObject({
      id: 'Airlock Dev Wallet',
      name: 'Airlock Dev Wallet',
      chain: 'bip122',
      source: 'wallet-standard',
    })
    for (const method of [
      'connect',
      'disconnect',
      'getAccountAddresses',
      'signMessage',
      'signPSBT',
      'sendTransfer',
      'switchNetwork',
      'request',
    ] as const) {
      expect(typeof provider[method]).toBe('function')
    }
    expect(await provider.getAccountAddresses()).toMatchObject([
      { address: account.payment.address, purpose: 'payment' },
      { address: account.ordinals.address, purpose: 'ordinal' },
    ])
    const signature = await provider.signMessage({
      address: account.payment.address,
      message: 'Hello from React',
    })
    expect(signature).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(wallet.requests.map((request) => request.method)).toContain('bitcoin:signMessage')

    // Disconnecting the namespace takes the provider away again.
    await act(() => appKit!.disconnect({ namespace: 'bip122' }))
    expect(result.current.walletProvider).toBeUndefined()
  })
})
