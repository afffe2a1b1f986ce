import { SolanaAdapter } from '@airlock/adapter-solana'
import { createMemoryStorage, UserRejectedRequestError } from '@airlock/core'
import { solanaLocal } from '@airlock/core/networks'
import { getFreePort } from '@airlock/testing/devnet'
import { createSolanaDevWallet, solanaDevAccounts } from '@airlock/testing/solana'
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AppKitWalletButton } from '../AppKitWalletButton.js'
import { type AppKitInstance, createAppKit } from '../createAppKit.js'
import { useAppKitWallet } from './useAppKitWallet.js'

const account = solanaDevAccounts.wallet
const chainId = solanaLocal.caipNetworkId.split(':')[1]
let wallet: ReturnType<typeof createSolanaDevWallet>
let rpcUrl: string

beforeAll(async () => {
  // Nothing answers there: connecting needs no chain, and the balance read after connecting must
  // not reach a local stack on the usual port.
  rpcUrl = `http://127.0.0.1:${await getFreePort()}`
  // The Airlock Dev Wallet for Solana, key-backed, registered under a name AppKit's wallet button
  // knows ('phantom'), as the Wallet Standard says.
  wallet = createSolanaDevWallet({
    seedHex: Buffer.from(account.seed).toString('hex'),
    chains: { 'solana:localnet': rpcUrl },
    name: 'Phantom',
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

async function start() {
  appKit = createAppKit({
    adapters: [new SolanaAdapter()],
    networks: [{ ...solanaLocal, rpcUrls: { default: { http: [rpcUrl] } } }],
    projectId: 'test',
    // No Airlock server: the wallet button needs none for an installed wallet.
    apiUrl: rpcUrl,
    storage: createMemoryStorage(),
    enableModal: false,
    debug: false,
  })
  await appKit.ready
  return appKit
}

describe('useAppKitWallet', () => {
  it('connects a wallet by AppKit’s name: isPending, then isSuccess with the parsed account', async () => {
    const appKit = await start()
    const onSuccess = vi.fn()
    const { result } = renderHook(() => useAppKitWallet({ namespace: 'solana', onSuccess }))
    expect(result.current).toMatchObject({
      isReady: true,
      isPending: false,
      isSuccess: false,
      isError: false,
      data: undefined,
      error: undefined,
    })
    let connecting: Promise<void> | undefined
    act(() => {
      connecting = result.current.connect('phantom')
    })
    expect(result.current.isPending).toBe(true)
    await act(() => connecting)
    const data = { chainNamespace: 'solana', chainId, address: account.address }
    expect(result.current).toMatchObject({
      isPending: false,
      isSuccess: true,
      isError: false,
      data,
    })
    expect(onSuccess).toHaveBeenCalledWith(data)
    expect(appKit.getAddress()).toBe(account.address)
    expect(wallet.requests().at(-1)).toEqual({ feature: 'standard:connect', rejected: false })
    expect(appKit.isOpen()).toBe(false)
  })

  it('reports a wallet’s refusal as isError with the typed error, and connect does not reject', async () => {
    await start()
    const onError = vi.fn()
    const { result } = renderHook(() => useAppKitWallet({ onError }))
    wallet.rejectNextRequest()
    await act(() => result.current.connect('Phantom'))
    expect(result.current).toMatchObject({ isPending: false, isError: true, isSuccess: false })
    expect(result.current.error).toBeInstanceOf(UserRejectedRequestError)
    expect(onError).toHaveBeenCalledWith(result.current.error)
    expect(wallet.requests().at(-1)).toEqual({ feature: 'standard:connect', rejected: true })
  })

  it('opens the modal for email and WalletConnect; closing it first is a rejection', async () => {
    const appKit = await start()
    const { result } = renderHook(() => useAppKitWallet())
    let connecting: Promise<void> | undefined
    act(() => {
      connecting = result.current.connect('email')
    })
    expect(appKit.isOpen()).toBe(true)
    expect(appKit.state.router.view).toBe('Connect')
    expect(result.current.isPending).toBe(true)
    await act(async () => {
      appKit.close()
      await connecting
    })
    expect(result.current.error).toBeInstanceOf(UserRejectedRequestError)

    act(() => {
      connecting = result.current.connect('walletConnect')
    })
    expect(appKit.state.router.view).toBe('ConnectingWalletConnect')
    await act(async () => {
      appKit.close()
      await connecting
    })
    expect(result.current.isError).toBe(true)
  })
})

describe('AppKitWalletButton', () => {
  it('connects the wallet it names with one click, busy meanwhile', async () => {
    const appKit = await start()
    render(<AppKitWalletButton wallet="phantom" namespace="solana" />)
    const button = await screen.findByRole('button', { name: 'Phantom' })
    act(() => button.click())
    expect(button).toHaveProperty('disabled', true)
    await waitFor(() => expect(appKit.getAddress()).toBe(account.address))
    await waitFor(() => expect(button).toHaveProperty('disabled', false))
  })
})
