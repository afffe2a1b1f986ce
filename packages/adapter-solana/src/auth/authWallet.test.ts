import {
  type AppKit,
  AuthFrameLoadError,
  type CaipNetwork,
  connectEmail,
  connectOtp,
  createAppKit,
  disconnect,
  ID_AUTH,
} from '@airlock/core'
import { airlockLocal, solanaLocal } from '@airlock/core/networks'
import { createTestAdapter, createTestFrameHost } from '@airlock/core/testing'
import { getFreePort } from '@airlock/testing/devnet'
import {
  type SolanaChain,
  signSolanaTransaction,
  solanaDevAccounts,
  startSolanaChain,
} from '@airlock/testing/solana'
import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SolanaProvider } from '../createSolanaProvider.js'
import { SolanaAdapter } from '../SolanaAdapter.js'

// The embedded wallet's Solana key: here the funded dev account, held by the test as the frame
// holds it; the real frame and its custody are tested in @airlock/frame and the e2e suite.
const { wallet: embedded, receiver } = solanaDevAccounts
const base58 = { encode: getBase58Decoder(), decode: getBase58Encoder() }

let chain: SolanaChain
let network: CaipNetwork
const instances: AppKit[] = []

beforeAll(async () => {
  chain = await startSolanaChain({ port: await getFreePort() })
  network = { ...solanaLocal, rpcUrls: { default: { http: [chain.rpcUrl] } } }
})
afterAll(() => chain?.close())
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

type Frame = ReturnType<typeof createTestFrameHost>

/** A dapp with the Solana adapter and email login, its frame made by `createFrameHost`, set up. */
async function startApp(
  createFrameHost: Frame['createFrameHost'],
  storage: ReturnType<typeof memoryStorage> = memoryStorage(),
) {
  const adapter = new SolanaAdapter({ confirmationIntervalMs: 50 })
  const appKit = createAppKit({
    networks: [network],
    adapters: [adapter],
    projectId: 'test',
    storage,
    debug: false,
    features: { email: true },
    createFrameHost,
  })
  instances.push(appKit)
  await appKit.ready
  return { appKit, adapter }
}

/** A dapp with the Solana adapter and email login, logged in through a stand-in frame. */
async function loggedIn(storage?: ReturnType<typeof memoryStorage>) {
  const frame = createTestFrameHost({ solanaAddress: embedded.address })
  const { appKit, adapter } = await startApp(frame.createFrameHost, storage)
  await connectEmail(appKit, { email: 'ada@example.com' })
  await connectOtp(appKit, { otp: '123456' })
  return { appKit, adapter, frame }
}

/** Plays the visitor approving the next request in the frame, which signs it with the key. */
async function approveInFrame(frame: Frame) {
  // The first request loads the frame method lists (a dynamic import): wait generously.
  await vi.waitFor(() => expect(frame.pending.length).toBeGreaterThan(0), { timeout: 15_000 })
  const request = frame.pending[0] as { method: string; params: Record<string, unknown> }
  const method = request.method
  if (method === 'solana_signMessage') {
    const message = Uint8Array.from(base58.decode.encode(request.params.message as string))
    frame.approve({ signature: base58.encode.decode(ed25519.sign(message, embedded.seed)) })
  } else if (method === 'solana_signTransaction') {
    const wire = base58.decode.encode(request.params.transaction as string)
    frame.approve({
      transaction: base58.encode.decode(
        signSolanaTransaction(Uint8Array.from(wire), embedded.seed),
      ),
    })
  } else throw new Error(`Unexpected ${method}`)
  return method
}

describe('the embedded wallet (ID_AUTH) on Solana', () => {
  it('a login connects its Solana account on the dapp network; signatures are approved in the frame', async () => {
    const { appKit, adapter, frame } = await loggedIn()
    const account = appKit.state.chains.solana?.account
    expect(account?.address).toBe(embedded.address)
    expect(appKit.state.chains.solana?.connectorId).toBe(ID_AUTH)
    expect(frame.requests).toContainEqual({
      name: 'GET_USER',
      payload: { chainId: network.caipNetworkId },
    })

    const provider = adapter.getProvider({ connectorId: ID_AUTH }) as SolanaProvider
    expect(provider.publicKey?.toBase58()).toBe(embedded.address)
    expect(provider.publicKey?.toBytes()).toEqual(Uint8Array.from(embedded.publicKey))
    const message = new TextEncoder().encode('Hello from Solana')
    const signing = provider.signMessage(message)
    expect(await approveInFrame(frame)).toBe('solana_signMessage')
    expect(ed25519.verify(await signing, message, embedded.publicKey)).toBe(true)
    expect(frame.requests.find((request) => request.name === 'RPC_REQUEST')?.payload).toEqual({
      method: 'solana_signMessage',
      params: { message: base58.encode.decode(message), pubkey: embedded.address },
      chainNamespace: 'solana',
      chainId: network.caipNetworkId,
      // The dapp's node of that network, where the frame simulates a transaction for its card.
      rpcUrl: chain.rpcUrl,
    })
  })

  it('sends SOL: signed in the frame, sent through the dapp RPC, confirmed on chain', async () => {
    const { adapter, frame } = await loggedIn()
    const before = chain.getBalance(receiver.address)
    const sending = adapter.capabilities['solana:sendTransfer']?.({
      to: receiver.address,
      amount: 1_234_567n,
    })
    expect(await approveInFrame(frame)).toBe('solana_signTransaction')
    const signature = await sending
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(chain.getBalance(receiver.address) - before).toBe(1_234_567n)
    // Only signing crossed to the frame: it was never asked to send.
    expect(
      frame.requests
        .filter((request) => request.name === 'RPC_REQUEST')
        .map((request) => (request.payload as { method: string }).method),
    ).toEqual(['solana_signTransaction'])
  })

  it('a rejection in the frame reaches the dapp, and nothing is sent', async () => {
    const { adapter, frame } = await loggedIn()
    const before = chain.getBalance(receiver.address)
    const provider = adapter.getProvider({ connectorId: ID_AUTH }) as SolanaProvider
    const sending = adapter.sendTransfer({ to: receiver.address, amount: 1_000n })
    await vi.waitFor(() => expect(frame.pending).toHaveLength(1), { timeout: 15_000 })
    frame.reject()
    await expect(sending).rejects.toThrow('User rejected the request.')
    expect(chain.getBalance(receiver.address)).toBe(before)
    expect(provider.publicKey?.toBase58()).toBe(embedded.address)
  })

  it('disconnect signs the frame out and ends the Solana connection', async () => {
    const { appKit, frame } = await loggedIn()
    await disconnect(appKit)
    expect(appKit.state.chains.solana?.account.status).toBe('disconnected')
    expect(frame.loggedIn).toBe(false)
  })

  it('next to EVM: one login connects both, EVM stays active, and after a disconnect too', async () => {
    const frame = createTestFrameHost({ solanaAddress: embedded.address })
    const appKit = createAppKit({
      networks: [airlockLocal, network],
      adapters: [createTestAdapter(), new SolanaAdapter()],
      projectId: 'test',
      storage: memoryStorage(),
      debug: false,
      features: { email: true },
      createFrameHost: frame.createFrameHost,
    })
    instances.push(appKit)
    await appKit.ready
    await connectEmail(appKit, { email: 'ada@example.com' })
    await connectOtp(appKit, { otp: '123456' })
    expect(appKit.state.activeNamespace).toBe('eip155')
    expect(appKit.state.chains.solana?.account.address).toBe(embedded.address)
    await disconnect(appKit)
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
    expect(appKit.state.chains.solana?.account.status).toBe('disconnected')
    // The Solana side went first, so the active namespace never hopped to it.
    expect(appKit.state.activeNamespace).toBe('eip155')
  })

  it('a reload whose frame cannot be reached keeps the login: not restored on that page, restored on the next', async () => {
    const storage = memoryStorage()
    const first = await loggedIn(storage)
    expect(first.appKit.state.chains.solana?.account.status).toBe('connected')
    first.appKit.destroy()

    // The frame's host SDK does not load on this page (offline): core fails as it does when its
    // chunk cannot be fetched.
    const offline = await startApp(async () => {
      throw new AuthFrameLoadError(new TypeError('Failed to fetch dynamically imported module'))
    }, storage)
    expect(offline.appKit.state.chains.solana?.account.status).toBe('disconnected')
    offline.appKit.destroy()

    const back = await startApp(first.frame.createFrameHost, storage)
    expect(back.appKit.state.chains.solana?.account).toMatchObject({
      status: 'connected',
      address: embedded.address,
    })
  })
})
