import { SolanaAdapter, type SolanaProvider } from '@airlock/adapter-solana'
import { connect, createMemoryStorage } from '@airlock/core'
import { solanaLocal } from '@airlock/core/networks'
import { getFreePort } from '@airlock/testing/devnet'
import { createSolanaDevWallet, solanaDevAccounts } from '@airlock/testing/solana'
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type AppKitInstance, createAppKit } from '../createAppKit.js'
import { useAppKitProvider } from './useAppKitProvider.js'

const account = solanaDevAccounts.wallet
// Nothing answers there: signing needs no chain, and the balance read after connecting must not
// reach a local stack on the usual port.
let rpcUrl: string
let wallet: ReturnType<typeof createSolanaDevWallet>

beforeAll(async () => {
  rpcUrl = `http://127.0.0.1:${await getFreePort()}`
  // The Airlock Dev Wallet for Solana in the page, registered as the Wallet Standard says.
  wallet = createSolanaDevWallet({
    seedHex: Buffer.from(account.seed).toString('hex'),
    chains: { 'solana:localnet': rpcUrl },
  })
  const register = ({ register }: { register: (wallet: unknown) => unknown }) =>
    register(wallet.wallet)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  window.addEventListener('wallet-standard:app-ready', (event) =>
    register((event as CustomEvent).detail),
  )
})

let appKit: AppKitInstance | undefined
afterEach(() => {
  cleanup()
  appKit?.destroy()
  appKit = undefined
})

async function verifyEd25519(publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array) {
  const key = await crypto.subtle.importKey(
    'raw',
    Uint8Array.from(publicKey),
    { name: 'Ed25519' },
    false,
    ['verify'],
  )
  return crypto.subtle.verify('Ed25519', key, Uint8Array.from(signature), Uint8Array.from(message))
}

describe("useAppKitProvider('solana')", () => {
  it("gives AppKit's Solana provider of the connected wallet, which signs through it", async () => {
    appKit = createAppKit({
      adapters: [new SolanaAdapter()],
      networks: [{ ...solanaLocal, rpcUrls: { default: { http: [rpcUrl] } } }],
      projectId: 'test',
      storage: createMemoryStorage(),
      enableModal: false,
      debug: false,
    })
    await appKit.ready
    const { result } = renderHook(() => useAppKitProvider<SolanaProvider>('solana'))
    expect(result.current.walletProvider).toBeUndefined()

    await act(() => connect(appKit!, { connectorId: 'Airlock Dev Wallet' }))
    const provider = result.current.walletProvider
    expect(provider).toMatchObject({ name: 'Airlock Dev Wallet', chains: ['solana:localnet'] })
    // AppKit's `Provider` (appkit-utils' SolanaTypesUtil): web3.js's PublicKey methods and these.
    expect(provider.publicKey?.toBase58()).toBe(account.address)
    expect(provider.publicKey?.toBytes()).toEqual(account.publicKey)
    for (const method of [
      'connect',
      'disconnect',
      'signMessage',
      'signTransaction',
      'signAllTransactions',
      'signAndSendTransaction',
      'sendTransaction',
      'on',
      'removeListener',
      'request',
    ] as const) {
      expect(typeof provider[method]).toBe('function')
    }
    const message = new TextEncoder().encode('Hello from React')
    const signature = await provider.signMessage(message)
    expect(await verifyEd25519(account.publicKey, signature, message)).toBe(true)
    expect(wallet.requests().map((request) => request.feature)).toContain('solana:signMessage')

    // Disconnecting the namespace takes the provider away again, and tells its listeners.
    let disconnected = false
    provider.on('disconnect', () => {
      disconnected = true
    })
    await act(() => appKit!.disconnect({ namespace: 'solana' }))
    expect(disconnected).toBe(true)
    expect(result.current.walletProvider).toBeUndefined()
  })
})
