import {
  type BlockchainApiClient,
  connectFarcasterLogin,
  createBlockchainApiClient,
  FarcasterLoginError,
  getFrameSession,
  startFarcasterLogin,
} from '@airlock/blockchain-api'
import { type AnvilInstance, getFreePort, startAnvil } from '@airlock/testing/devnet'
import {
  createFarcasterTestClient,
  type FarcasterTestClient,
  installDevIdRegistry,
} from '@airlock/testing/farcaster'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { type AirlockServer, createServer } from '../createServer.js'
import { createScratchDatabase } from '../test/createScratchDatabase.js'

// A real anvil with the dev ID registry (Farcaster's `idOf` at Farcaster's address), a real server
// with its built-in auth relay, and the Farcaster test client playing the phone through
// @farcaster/auth-client, as Farcaster's app talks to Farcaster's relay.
const dapp = 'https://shop.example'
const relayAuthKey = 'local-relay-key-0123456789'
let anvil: AnvilInstance
let server: AirlockServer
let frameOrigin: string
let dropDatabase: (() => Promise<void>) | undefined

beforeAll(async () => {
  const [framePort, anvilPort] = [await getFreePort(), await getFreePort()]
  frameOrigin = `http://127.0.0.1:${framePort}`
  anvil = await startAnvil({ chainId: 31337, port: anvilPort })
  await installDevIdRegistry({ rpcUrl: anvil.rpcUrl })
  const database = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined
  dropDatabase = database?.drop
  server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    databaseUrl: database?.url,
    indexer: false,
    relay: false,
    rateLimit: false,
    projects: [{ id: 'shop', name: 'Shop', allowedOrigins: [dapp] }],
    frame: {
      port: framePort,
      publicOrigin: frameOrigin,
      farcaster: { rpcUrl: anvil.rpcUrl, relayAuthKey },
    },
  })
  await server.listen()
}, 60_000)

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  await server?.close()
  await anvil?.stop()
  await dropDatabase?.()
})

const client: () => BlockchainApiClient = () =>
  createBlockchainApiClient({ baseUrl: frameOrigin, projectId: 'shop', retryCount: 0 })

function phone(username?: string): FarcasterTestClient {
  return createFarcasterTestClient({
    relayUrl: frameOrigin,
    relayAuthKey,
    rpcUrl: anvil.rpcUrl,
    username,
  })
}

async function start() {
  const deviceId = `device-${crypto.randomUUID()}`
  const attempt = await startFarcasterLogin(client(), { origin: dapp, deviceId })
  const redeem = () =>
    connectFarcasterLogin(client(), {
      attemptId: attempt.attemptId,
      secret: attempt.secret,
      origin: dapp,
      deviceId,
    })
  return { attempt, deviceId, redeem }
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal')
    },
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(FarcasterLoginError)
  return (error as FarcasterLoginError).reason
}

describe('Sign In With Farcaster through the auth relay', () => {
  test('the phone signs with its custody key; the frame redeems the attempt once for a session of that fid and user name', async () => {
    const { attempt, redeem } = await start()
    expect(attempt.url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=[2-9A-Z]{8}$/)
    expect(await reasonOf(redeem())).toBe('FARCASTER_PENDING')

    const alice = phone('alice')
    const signed = await alice.signIn(attempt.url)
    expect(signed.message).toContain(`farcaster://fid/${signed.fid}`)
    expect(signed.message).toContain(`${new URL(frameOrigin).host} wants you to sign in`)

    const session = await redeem()
    expect(session.user).toMatchObject({
      email: null,
      userName: 'alice',
      socialProvider: 'farcaster',
    })
    const info = await getFrameSession(client(), { token: session.token })
    expect(info?.user).toMatchObject({ userName: 'alice', socialProvider: 'farcaster' })
    // Redeemed once; the relay forgot the channel after handing out its answer.
    expect(await reasonOf(redeem())).toBe('FARCASTER_EXPIRED')

    // The same fid signing in again is the same user.
    const again = await start()
    await alice.signIn(again.attempt.url)
    expect((await again.redeem()).user.id).toBe(session.user.id)
  }, 60_000)

  test('an unknown channel: the relay answers 401 to status and authenticate; an unknown attempt is refused', async () => {
    const status = await fetch(`${frameOrigin}/v1/channel/status`, {
      headers: { authorization: 'Bearer ZZZZZZZZ' },
    })
    expect(status.status).toBe(401)
    await expect(
      phone().signIn('https://farcaster.xyz/~/siwf?channelToken=ZZZZZZZZ'),
    ).rejects.toThrow(/does not know the channel/)
    const { attempt, deviceId } = await start()
    const channelToken = new URL(attempt.url).searchParams.get('channelToken')
    const authenticate = (key: string, token: string) =>
      fetch(`${frameOrigin}/v1/channel/authenticate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-farcaster-auth-relay-key': key,
        },
        body: JSON.stringify({ message: 'x', signature: '0x00', fid: 1 }),
      })
    expect((await authenticate('wrong-key-0123456789', channelToken ?? '')).status).toBe(401)
    const unknown = connectFarcasterLogin(client(), {
      attemptId: crypto.randomUUID(),
      secret: attempt.secret,
      origin: dapp,
      deviceId,
    })
    expect(await reasonOf(unknown)).toBe('FARCASTER_FAILED')
    // Another device cannot redeem the attempt.
    const foreign = connectFarcasterLogin(client(), {
      attemptId: attempt.attemptId,
      secret: attempt.secret,
      origin: dapp,
      deviceId: `device-${crypto.randomUUID()}`,
    })
    expect(await reasonOf(foreign)).toBe('FARCASTER_FAILED')
  }, 60_000)

  test('an expired channel cannot be completed and its attempt is not redeemed', async () => {
    const { attempt, redeem } = await start()
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 })
    await expect(phone().signIn(attempt.url)).rejects.toThrow(/does not know the channel/)
    expect(await reasonOf(redeem())).toBe('FARCASTER_EXPIRED')
  }, 60_000)

  test('a forged signature is refused: the message names the custody address, another key signed it', async () => {
    const { attempt, redeem } = await start()
    // The message names the phone's registered custody address; the signature is another key's.
    const forger = privateKeyToAccount(`0x${'11'.repeat(32)}`)
    await phone('forged').signIn(attempt.url, {
      signature: await forger.signMessage({ message: 'Farcaster Auth' }),
    })
    expect(await reasonOf(redeem())).toBe('FARCASTER_FAILED')
    // The refused attempt stays refused.
    expect(await reasonOf(redeem())).toBe('FARCASTER_FAILED')
  }, 60_000)

  test('a wrong fid is refused: the registry does not give the signer the fid it claims', async () => {
    const victim = phone('victim')
    const victimFid = await victim.register()
    const { attempt, redeem } = await start()
    const mallory = phone('mallory')
    expect(await mallory.register()).not.toBe(victimFid)
    await mallory.signIn(attempt.url, { fid: victimFid })
    expect(await reasonOf(redeem())).toBe('FARCASTER_FAILED')
  }, 60_000)
})
