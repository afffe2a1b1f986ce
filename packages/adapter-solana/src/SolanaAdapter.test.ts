import {
  type AdapterEvent,
  type CaipNetwork,
  isUserRejection,
  UserRejectedRequestError,
} from '@airlock/core'
import { solanaLocal } from '@airlock/core/networks'
import { getFreePort } from '@airlock/testing/devnet'
import {
  createSolanaDevWallet,
  type SolanaChain,
  type SolanaDevWallet,
  solanaDevAccounts,
  solanaDevTokens,
  startSolanaChain,
} from '@airlock/testing/solana'
import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Encoder } from '@solana/kit'
import { WalletSignMessageError } from '@solana/wallet-adapter-base'
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { confirmSignature } from './confirmSignature.js'
import { SolanaConfirmationTimeoutError } from './errors.js'
import { SolanaAdapter } from './SolanaAdapter.js'

const seedHex = Buffer.from(solanaDevAccounts.wallet.seed).toString('hex')
let chain: SolanaChain
let network: CaipNetwork
const unregister: (() => void)[] = []

beforeAll(async () => {
  chain = await startSolanaChain({ port: await getFreePort() })
  network = { ...solanaLocal, rpcUrls: { default: { http: [chain.rpcUrl] } } }
})
afterAll(() => chain?.close())
afterEach(() => {
  for (const off of unregister.splice(0)) off()
})

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** The dev wallet registered in the Wallet Standard registry, and an adapter set up beside it. */
function setup(
  options: {
    storage?: ReturnType<typeof memoryStorage>
    confirmationTimeoutMs?: number
    walletConnect?: false
  } = {},
) {
  const dev: SolanaDevWallet = createSolanaDevWallet({
    seedHex,
    chains: { 'solana:localnet': chain.rpcUrl },
    storage: options.storage ?? null,
  })
  unregister.push(getWallets().register(dev.wallet as never))
  const adapter = new SolanaAdapter({
    confirmationTimeoutMs: options.confirmationTimeoutMs,
    confirmationIntervalMs: 50,
    walletConnect: options.walletConnect,
  })
  const events: AdapterEvent[] = []
  adapter.setup({
    networks: [network],
    projectId: 'test',
    storage: memoryStorage(),
    emit: (event) => events.push(event),
  })
  unregister.push(() => adapter.teardown())
  return { dev, adapter, events }
}

const connectorId = 'Airlock Dev Wallet'

describe('SolanaAdapter on the local Solana chain', () => {
  it('discovers the dev wallet through the Wallet Standard, lists WalletConnect (on by default) after it, and connects', async () => {
    const { adapter, events, dev } = setup()
    const connectors = events.filter((event) => event.type === 'connectors').at(-1)
    expect(connectors).toMatchObject({
      connectors: [
        { id: connectorId, name: 'Airlock Dev Wallet', type: 'ANNOUNCED', chain: 'solana' },
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' },
      ],
    })
    const connection = await adapter.connect({ connectorId, chainId: network.id })
    expect(connection).toEqual({
      connectorId,
      address: dev.address,
      accounts: [dev.address],
      chainId: network.id,
    })
    const balance = await adapter.getBalance({ address: dev.address, network })
    expect(balance.symbol).toBe('SOL')
    expect(Number(balance.balance)).toBeGreaterThan(90)
  })

  it('signs a message the account verifiably signed (base58)', async () => {
    const { adapter } = setup()
    await adapter.connect({ connectorId })
    const signature = await adapter.capabilities['solana:signMessage']?.({
      message: 'Sign in to Airlock',
      address: solanaDevAccounts.wallet.address,
    })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    const bytes = Uint8Array.from(getBase58Encoder().encode(signature as string))
    const message = new TextEncoder().encode('Sign in to Airlock')
    expect(ed25519.verify(bytes, message, solanaDevAccounts.wallet.publicKey)).toBe(true)
    expect(
      ed25519.verify(bytes, new TextEncoder().encode('other'), solanaDevAccounts.wallet.publicKey),
    ).toBe(false)
  })

  it('sends SOL and an SPL token (creating the receiver account); balances change on chain', async () => {
    const { adapter } = setup()
    await adapter.connect({ connectorId })
    const receiver = solanaDevAccounts.fresh.address
    const solBefore = chain.getBalance(receiver)
    await adapter.sendTransfer({ to: receiver, amount: 1_500_000_000n })
    expect(chain.getBalance(receiver) - solBefore).toBe(1_500_000_000n)

    expect(chain.getTokenBalance(receiver, solanaDevTokens.usd.address)).toBe(0n)
    const senderBefore = chain.getTokenBalance(
      solanaDevAccounts.wallet.address,
      solanaDevTokens.usd.address,
    )
    await adapter.capabilities['solana:sendTransfer']?.({
      to: receiver,
      amount: 1_500_000n,
      mint: solanaDevTokens.usd.address,
      decimals: 6,
    })
    expect(chain.getTokenBalance(receiver, solanaDevTokens.usd.address)).toBe(1_500_000n)
    expect(
      senderBefore -
        chain.getTokenBalance(solanaDevAccounts.wallet.address, solanaDevTokens.usd.address),
    ).toBe(1_500_000n)
  })

  it('simulates a SOL and an SPL transfer without the wallet: the balances after it, nothing sent; more than held fails with the node’s error', async () => {
    const { adapter, dev } = setup()
    await adapter.connect({ connectorId })
    const simulate = adapter.capabilities['solana:simulateTransfer']
    const owner = solanaDevAccounts.wallet.address
    const receiver = solanaDevAccounts.receiver.address
    const mint = solanaDevTokens.usd.address
    const solBefore = chain.getBalance(owner)
    const usdBefore = chain.getTokenBalance(owner, mint)

    const sol = await simulate?.({ to: receiver, amount: 250_000_000n })
    expect(sol?.status).toBe('success')
    const [solChange, ...others] = sol?.status === 'success' ? sol.changes : []
    expect(others).toEqual([])
    expect(solChange).toMatchObject({ asset: { kind: 'sol' }, decimals: 9, before: solBefore })
    // The amount and the network fee (a few thousand lamports).
    const paid = solBefore - (solChange?.after ?? 0n)
    expect(paid > 250_000_000n && paid < 250_100_000n).toBe(true)

    const usd = await simulate?.({ to: receiver, amount: 1_500_000n, mint, decimals: 6 })
    expect(usd?.status === 'success' ? usd.changes : []).toContainEqual({
      asset: { kind: 'spl', mint },
      decimals: 6,
      before: usdBefore,
      after: usdBefore - 1_500_000n,
    })

    const tooMuch = await simulate?.({ to: receiver, amount: solBefore + 1n })
    expect(tooMuch).toMatchObject({ status: 'failed', error: expect.any(String) })

    // Simulated only: the wallet signed nothing, and nothing moved.
    expect(dev.requests().map(({ feature }) => feature)).toEqual(['standard:connect'])
    expect(chain.getBalance(owner)).toBe(solBefore)
    expect(chain.getTokenBalance(owner, mint)).toBe(usdBefore)
  })

  it('a confirmation that never comes ends in SolanaConfirmationTimeoutError', async () => {
    const { adapter } = setup({ confirmationTimeoutMs: 1_000 })
    await adapter.connect({ connectorId })
    chain.dropNextTransaction()
    const error = await adapter
      .sendTransfer({ to: solanaDevAccounts.receiver.address, amount: 1_000_000n })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SolanaConfirmationTimeoutError)
    expect(error).toMatchObject({ code: 'SOLANA_CONFIRMATION_TIMEOUT' })
  })

  it('reconnects without a prompt after a reload, only where the site was authorised', async () => {
    const storage = memoryStorage()
    const first = setup({ storage })
    expect(await first.adapter.reconnect({ connectorId })).toBeUndefined()
    await first.adapter.connect({ connectorId })
    for (const off of unregister.splice(0)) off()

    const again = setup({ storage })
    const restored = await again.adapter.reconnect({ connectorId })
    expect(restored?.address).toBe(solanaDevAccounts.wallet.address)
    expect(again.dev.requests()).toEqual([]) // nothing prompted
  })

  it('reports a disconnect from the wallet, a network switch, and disconnects itself', async () => {
    const { adapter, events, dev } = setup()
    await adapter.connect({ connectorId })
    await adapter.switchNetwork({ network })
    expect(events).toContainEqual({ type: 'chainChanged', connectorId, chainId: network.id })
    dev.disconnect()
    expect(events).toContainEqual({ type: 'disconnect', connectorId })
    expect(adapter.getProvider({ connectorId })).toBeUndefined()

    await adapter.connect({ connectorId })
    await adapter.disconnect({ connectorId })
    expect(dev.wallet.accounts).toEqual([])
  })

  it('keeps two wallets connected, switches between them without a prompt, and ends each on its own', async () => {
    const { adapter, events, dev } = setup()
    const receiver = solanaDevAccounts.receiver
    const second = createSolanaDevWallet({
      seedHex: Buffer.from(receiver.seed).toString('hex'),
      chains: { 'solana:localnet': chain.rpcUrl },
      name: 'Second Wallet',
      storage: null,
    })
    unregister.push(getWallets().register(second.wallet as never))
    // Which key core's signing (sign-in, sends) uses: the active wallet's.
    const signer = async () => {
      const message = 'which wallet'
      const signature = await adapter.capabilities['solana:signMessage']?.({ message, address: '' })
      const bytes = Uint8Array.from(getBase58Encoder().encode(signature as string))
      return [solanaDevAccounts.wallet, receiver].find(({ publicKey }) =>
        ed25519.verify(bytes, new TextEncoder().encode(message), publicKey),
      )?.address
    }
    await adapter.connect({ connectorId, chainId: network.id })
    await adapter.connect({ connectorId: 'Second Wallet', chainId: network.id })
    expect(adapter.getProvider({ connectorId: 'Second Wallet' })?.publicKey?.toBase58()).toBe(
      receiver.address,
    )
    expect(await signer()).toBe(receiver.address)
    const prompts = dev.requests().filter(({ feature }) => feature === 'standard:connect').length

    expect(await adapter.switchConnection({ connectorId })).toEqual({
      connectorId,
      address: solanaDevAccounts.wallet.address,
      accounts: [solanaDevAccounts.wallet.address],
      chainId: network.id,
    })
    expect(dev.requests().filter(({ feature }) => feature === 'standard:connect')).toHaveLength(
      prompts,
    )
    expect(await signer()).toBe(solanaDevAccounts.wallet.address)

    // Ending the background wallet leaves the active one; ending that one leaves none.
    await adapter.disconnect({ connectorId: 'Second Wallet' })
    expect(second.wallet.accounts).toEqual([])
    expect(dev.wallet.accounts).not.toEqual([])
    expect(events).toContainEqual({ type: 'disconnect', connectorId: 'Second Wallet' })
    expect(await adapter.switchConnection({ connectorId: 'Second Wallet' })).toBeUndefined()
    await adapter.disconnect({})
    expect(events.at(-1)).toEqual({ type: 'disconnect', connectorId })
    expect(adapter.getProvider({ connectorId })).toBeUndefined()
  })

  it('lists no WalletConnect when the dapp turns it off', async () => {
    const { events } = setup({ walletConnect: false })
    const connectors = events.filter((event) => event.type === 'connectors').at(-1)
    expect(connectors).toMatchObject({ connectors: [{ id: connectorId, type: 'ANNOUNCED' }] })
  })

  it('a wallet that refuses in words only (a Wallet Standard error, no code) reaches the caller as UserRejectedRequestError', async () => {
    const dev = createSolanaDevWallet({
      seedHex,
      chains: { 'solana:localnet': chain.rpcUrl },
      name: 'Wordy Wallet',
      storage: null,
    })
    // The dev wallet, except that its signMessage refuses as wallet-adapter wallets do.
    const wordy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(dev.wallet))
    Object.defineProperty(wordy, 'features', {
      value: {
        ...dev.wallet.features,
        'solana:signMessage': {
          version: '1.1.0',
          signMessage: async () => {
            throw new WalletSignMessageError('User rejected the request.')
          },
        },
      },
    })
    unregister.push(getWallets().register(wordy as never))
    const { adapter } = setup()
    await adapter.connect({ connectorId: 'Wordy Wallet' })
    const error = await adapter.capabilities['solana:signMessage']?.({
      message: 'no',
      address: solanaDevAccounts.wallet.address,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({
      code: 'USER_REJECTED',
      cause: expect.any(WalletSignMessageError),
    })
    expect(isUserRejection(error)).toBe(true)
  })

  it("a rejection in the wallet reaches the caller as UserRejectedRequestError, the wallet's 4001 as cause", async () => {
    const { adapter, dev } = setup()
    dev.rejectNextRequest()
    const error = await adapter.connect({ connectorId }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 'USER_REJECTED', cause: { code: 4001 } })
  })

  it("gives AppKit's provider: web3.js transactions signed and sent, and a Connection", async () => {
    const { adapter } = setup()
    await adapter.connect({ connectorId })
    const provider = adapter.getProvider({ connectorId })
    if (!provider) throw new Error('no provider')
    expect(provider.publicKey?.toBase58()).toBe(solanaDevAccounts.wallet.address)
    const connection = await adapter.getConnection()
    expect(connection).toBeInstanceOf(Connection)
    const from = new PublicKey(solanaDevAccounts.wallet.address)
    const to = new PublicKey(solanaDevAccounts.receiver.address)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 1234 }),
    )
    const signed = await provider.signTransaction(transaction)
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)

    const before = chain.getBalance(to.toBase58())
    const second = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 4321 }),
    )
    const signature = await provider.sendTransaction(second, connection)
    await confirmSignature({ rpc: chain.rpcUrl, signature })
    expect(chain.getBalance(to.toBase58()) - before).toBe(4321n)

    const message = new TextEncoder().encode('hello')
    const raw = await provider.signMessage(message)
    expect(ed25519.verify(raw, message, solanaDevAccounts.wallet.publicKey)).toBe(true)
  })
})
