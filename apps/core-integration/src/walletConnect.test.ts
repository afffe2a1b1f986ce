import { createCipheriv, randomBytes } from 'node:crypto'
import { createServer as createTcpServer, type Socket, connect as tcpConnect } from 'node:net'
import {
  createWalletConnectClient,
  type WalletConnectClient,
  type WalletConnectClientEvent,
  WalletConnectMessageError,
  WalletConnectProposalRejectedError,
} from '@airlock/core/walletconnect'
import { type AirlockServer, createServer } from '@airlock/server'
import { devAccounts } from '@airlock/testing'
import {
  createMemoryKeyValueStorage,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@airlock/testing/walletconnect'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

// Airlock's own WalletConnect sign client (dapp side) against WalletConnect's wallet SDK
// (@reown/walletkit on @walletconnect/core 2.25, the test wallet) through the server's relay.

// WalletConnect's SDK (the wallet side) skips its hosted Verify and telemetry services in tests.
process.env.IS_VITEST = 'true'

const address = devAccounts[0].address as Hex
let server: AirlockServer
let relayUrl: string
const cleanups: (() => Promise<void> | void)[] = []

beforeAll(async () => {
  server = await createServer({ port: 0, logLevel: 'silent', dataDir: 'memory', indexer: false })
  relayUrl = `${(await server.listen()).replace('http', 'ws')}/relay`
}, 60_000)
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await server?.close()
})

let clients = 0
/** A page's client: `storage` and `prefix` are what survives a reload. */
function startClient(options: { storage?: unknown; prefix?: string; relayUrl?: string } = {}): {
  client: WalletConnectClient
  events: WalletConnectClientEvent[]
  errors: Error[]
} {
  const events: WalletConnectClientEvent[] = []
  const errors: Error[] = []
  const client = createWalletConnectClient({
    projectId: 'local-dev',
    relayUrl: options.relayUrl ?? relayUrl,
    storage: options.storage ?? createMemoryKeyValueStorage(),
    customStoragePrefix: options.prefix ?? `client-${++clients}`,
    metadata: {
      name: 'Sign client test',
      description: 'test',
      url: 'https://dapp.invalid',
      icons: [],
    },
    onError: (error) => errors.push(error),
  })
  client.setNamespace('eip155', {
    chains: ['eip155:31337', 'eip155:31338'],
    methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
    events: ['chainChanged', 'accountsChanged'],
  })
  client.subscribe((event) => events.push(event))
  cleanups.push(() => client.close())
  return { client, events, errors }
}

async function startWallet(
  options: Partial<Parameters<typeof createWalletConnectTestWallet>[0]> = {},
) {
  const wallet = await createWalletConnectTestWallet({ relayUrl, ...options })
  cleanups.push(() => wallet.close())
  return wallet
}

/** Proposes a session and hands the pairing URI to `wallet`. */
async function pair(client: WalletConnectClient, wallet: WalletConnectTestWallet) {
  const uri = new Promise<string>((resolve) => {
    const stop = client.subscribe((event) => {
      if (event.type !== 'uri') return
      stop()
      resolve(event.uri)
    })
  })
  const connecting = client.connect()
  connecting.catch(() => {})
  await wallet.pair(await uri)
  return connecting
}

async function sign(client: WalletConnectClient, message: string) {
  const signature = await client.request<Hex>({
    chainId: 'eip155:31337',
    method: 'personal_sign',
    params: [stringToHex(message), address],
  })
  expect(await verifyMessage({ address, message, signature })).toBe(true)
}

/** A type 0 envelope under `key` (hex), sealed with Node's own ChaCha20-Poly1305. */
function sealWith(key: string, payload: unknown): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('chacha20-poly1305', Buffer.from(key, 'hex'), iv, {
    authTagLength: 16,
  })
  const body = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final()])
  return Buffer.concat([Buffer.from([0]), iv, body, cipher.getAuthTag()]).toString('base64')
}

describe("Airlock's WalletConnect sign client with the wallet SDK", () => {
  it('settles a session, signs, and drops forged and malformed messages without losing anything', async () => {
    const wallet = await startWallet()
    const { client, errors } = startClient()
    const session = await pair(client, wallet)
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:31337:${address}`)
    expect(session.peer.name).toBe('Airlock Test Wallet')
    expect(wallet.sessions().map((settled) => settled.topic)).toEqual([session.topic])
    await sign(client, 'before the forgeries')

    const relayer = wallet.walletKit.core.relayer
    const publish = (message: string) =>
      relayer.publish(session.topic, message, { ttl: 300, tag: 1112 })
    const deleteRequest = { id: Date.now() * 1000, jsonrpc: '2.0', method: 'wc_sessionDelete' }
    // Not an envelope; a delete sealed under a key that is not the session's; a delete under the
    // session's key whose params are not the protocol's; a settlement for a session already settled
    // that names another controller.
    await publish('this is not an envelope')
    await publish(
      sealWith(randomBytes(32).toString('hex'), { ...deleteRequest, params: userDisconnected }),
    )
    await publish(
      await wallet.walletKit.core.crypto.encode(session.topic, {
        ...deleteRequest,
        id: deleteRequest.id + 1,
        params: { code: 'six thousand' },
      }),
    )
    await vi.waitFor(() => expect(errors).toHaveLength(3), { timeout: 10_000 })
    for (const error of errors) expect(error).toBeInstanceOf(WalletConnectMessageError)

    expect(client.getSession()?.topic).toBe(session.topic)
    expect(wallet.sessions()).toHaveLength(1)

    // Under the session's key but outside what the session allows: an event on a chain the session
    // lacks, an event it did not approve, an update with an account outside its namespace, and an
    // update older than one already applied. Each is refused; the session stays as it was.
    const seal = (payload: Parameters<typeof wallet.walletKit.core.crypto.encode>[1]) =>
      wallet.walletKit.core.crypto.encode(session.topic, payload)
    const base = Date.now() * 1000 + 10
    const event = (id: number, name: string, chainId: string, data: unknown) => ({
      id,
      jsonrpc: '2.0',
      method: 'wc_sessionEvent',
      params: { event: { name, data }, chainId },
    })
    const update = (id: number, accounts: string[]) => ({
      id,
      jsonrpc: '2.0',
      method: 'wc_sessionUpdate',
      params: { namespaces: { eip155: { ...wallet.sessions()[0]!.namespaces.eip155!, accounts } } },
    })
    const other = `eip155:31337:${devAccounts[1].address}`
    await publish(await seal(event(base, 'chainChanged', 'eip155:999', 999)))
    await publish(await seal(event(base + 1, 'somethingElse', 'eip155:31337', 1)))
    await publish(await seal(update(base + 2, [`solana:31337:${address}`])))
    await publish(await seal(update(base + 4, [`eip155:31337:${address}`])))
    await vi.waitFor(() => expect(errors).toHaveLength(6), { timeout: 10_000 })
    await publish(await seal(update(base + 3, [other])))
    await vi.waitFor(() => expect(errors).toHaveLength(7), { timeout: 10_000 })
    for (const error of errors) expect(error).toBeInstanceOf(WalletConnectMessageError)
    expect(client.getChainId('eip155')).toBe('eip155:31337')
    expect(client.getSession()?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`])
    await sign(client, 'after the forgeries')

    // The wallet pings the session and extends it: the client answers both (the SDK waits for it).
    await wallet.walletKit.engine.signClient.ping({ topic: session.topic })
    const { acknowledged } = await wallet.walletKit.extendSession({ topic: session.topic })
    await acknowledged()
  })

  it('restores the session after a reload, answers over it, and follows a wallet-side disconnect', async () => {
    const wallet = await startWallet()
    const storage = createMemoryKeyValueStorage()
    const first = startClient({ storage, prefix: 'reloaded' })
    const session = await pair(first.client, wallet)
    await first.client.close()

    const second = startClient({ storage, prefix: 'reloaded' })
    expect(second.client.getSession()).toBeUndefined()
    expect((await second.client.restore())?.topic).toBe(session.topic)
    expect(second.client.getChainId('eip155')).toBe('eip155:31337')
    await sign(second.client, 'after the reload')

    // The wallet moves to its second chain and then to another account: the client follows.
    await wallet.switchChain(31338)
    await vi.waitFor(() => expect(second.client.getChainId('eip155')).toBe('eip155:31338'))
    expect(second.events).toContainEqual({ type: 'chainChanged', chainId: 'eip155:31338' })
    const other = devAccounts[1].address
    await wallet.switchAccount(devAccounts[1].privateKey as Hex)
    await vi.waitFor(() =>
      expect(second.events).toContainEqual({
        type: 'accountsChanged',
        namespace: 'eip155',
        accounts: [other],
      }),
    )
    expect(second.client.getSession()?.namespaces.eip155?.accounts).toContain(
      `eip155:31338:${other}`,
    )

    await wallet.disconnect()
    await vi.waitFor(() => expect(second.events).toContainEqual({ type: 'disconnect' }), {
      timeout: 10_000,
    })
    expect(second.client.getSession()).toBeUndefined()
    await expect(
      second.client.request({ chainId: 'eip155:31337', method: 'personal_sign', params: [] }),
    ).rejects.toThrow('No WalletConnect session')

    const third = startClient({ storage, prefix: 'reloaded' })
    expect(await third.client.restore()).toBeUndefined()
  })

  it('a dapp-side disconnect ends the session for the wallet; a refused proposal is a typed error', async () => {
    const wallet = await startWallet()
    // A storage that cannot be read (localStorage holding text that is not JSON) nor written (its
    // quota): the client starts clean, reports both and works from memory.
    const broken = {
      getItem: () => JSON.parse('{not json'),
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    const { client, errors } = startClient({ storage: broken })
    expect(await client.restore()).toBeUndefined()
    await pair(client, wallet)
    expect(
      errors.map((error) => (error.cause as Error | undefined)?.name ?? error.message),
    ).toEqual(expect.arrayContaining(['SyntaxError', 'QuotaExceededError']))
    await client.disconnect()
    expect(client.getSession()).toBeUndefined()
    await vi.waitFor(() => expect(wallet.sessions()).toHaveLength(0), { timeout: 10_000 })

    const refusing = await startWallet({ onProposal: 'reject' })
    const refused = startClient()
    const error = await pair(refused.client, refusing).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WalletConnectProposalRejectedError)
    expect((error as Error).message).toMatch(/user rejected/i)
  })

  it('reopens a dropped relay socket, subscribes again and receives what was published meanwhile', async () => {
    const relay = new URL(relayUrl)
    const sockets = new Set<Socket>()
    // A TCP hop between the client and the relay, so that only the client's socket drops.
    const hop = createTcpServer((incoming) => {
      const outgoing = tcpConnect(Number(relay.port), relay.hostname)
      for (const socket of [incoming, outgoing]) {
        sockets.add(socket)
        socket.on('error', () => {})
        socket.on('close', () => sockets.delete(socket))
      }
      incoming.pipe(outgoing).pipe(incoming)
    })
    await new Promise<void>((resolve) => hop.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise<void>((resolve) => hop.close(() => resolve())))
    const port = (hop.address() as { port: number }).port
    const wallet = await startWallet()
    const { client, errors } = startClient({ relayUrl: `ws://127.0.0.1:${port}/relay` })
    await pair(client, wallet)

    for (const socket of sockets) socket.destroy()
    await wallet.switchChain(31338)
    await vi.waitFor(() => expect(client.getChainId('eip155')).toBe('eip155:31338'), {
      timeout: 15_000,
    })
    await sign(client, 'after the drop')
    expect(errors.filter((error) => error instanceof WalletConnectMessageError)).toEqual([])
  })
})

const userDisconnected = { code: 6000, message: 'User disconnected.' }
