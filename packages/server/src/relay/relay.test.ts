import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { type AirlockServer, type CreateServerOptions, createServer } from '../createServer.js'
import { createRelayAuth, openRelaySocket } from './test/relaySocket.js'

let server: AirlockServer
let relayUrl: string

beforeAll(async () => {
  server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    indexer: false,
    relay: { rateLimit: { perSecond: 5, burst: 20 }, maxMessageBytes: 1024 },
  })
  relayUrl = `${(await server.listen()).replace('http', 'ws')}/relay`
})
afterAll(async () => {
  await server?.close()
})

/** The HTTP status a socket upgrade is refused with, or undefined when it opens. */
function statusOf(query: string): Promise<number | undefined> {
  const socket = new WebSocket(`${relayUrl}?${query}`)
  return new Promise((resolve) => {
    socket.once('unexpected-response', (_, response) => resolve(response.statusCode))
    socket.once('open', () => {
      socket.close()
      resolve(undefined)
    })
  })
}

const topic = (name: string) =>
  createHash('sha256').update(`${name}-${Math.random()}`).digest('hex')

describe('relay protocol', () => {
  test('refuses a socket without a valid auth token, a claim WalletConnect requires or a project id', async () => {
    expect(await statusOf('auth=not.a.jwt&projectId=local-dev')).toBe(401)
    for (const claim of ['sub', 'aud', 'iat', 'exp']) {
      const { auth } = createRelayAuth({ aud: relayUrl, omit: [claim] })
      expect(await statusOf(`auth=${auth}&projectId=local-dev`)).toBe(401)
    }
    expect(await statusOf(`auth=${createRelayAuth({ aud: relayUrl }).auth}`)).toBe(401)
    expect(
      await statusOf(`auth=${createRelayAuth({ aud: relayUrl }).auth}&projectId=local-dev`),
    ).toBeUndefined()
    // WalletConnect's SDKs name the relay URL they were given; the origin alone is the relay too.
    const origin = new URL(relayUrl).origin
    expect(
      await statusOf(`auth=${createRelayAuth({ aud: origin }).auth}&projectId=local-dev`),
    ).toBeUndefined()
  })

  test('F5: a socket for a project the server does not know is refused', async () => {
    const { auth } = createRelayAuth({ aud: relayUrl })
    expect(await statusOf(`auth=${auth}&projectId=not-a-project`)).toBe(401)
  })

  test('F5: a token made for another relay (aud wss://anything) is refused', async () => {
    for (const aud of ['wss://anything', 'wss://relay.walletconnect.org', 'https://127.0.0.1']) {
      const { auth } = createRelayAuth({ aud })
      expect(await statusOf(`auth=${auth}&projectId=local-dev`)).toBe(401)
    }
  })

  test('F5: a token valid for 10 years, or issued in the future, is refused', async () => {
    const now = Math.floor(Date.now() / 1000)
    const tenYears = createRelayAuth({
      aud: relayUrl,
      claims: { iat: now, exp: now + 10 * 365 * 86_400 },
    })
    expect(await statusOf(`auth=${tenYears.auth}&projectId=local-dev`)).toBe(401)
    const future = createRelayAuth({ aud: relayUrl, claims: { iat: now + 3600, exp: now + 7200 } })
    expect(await statusOf(`auth=${future.auth}&projectId=local-dev`)).toBe(401)
    const day = createRelayAuth({ aud: relayUrl, claims: { iat: now - 60, exp: now + 86_340 } })
    expect(await statusOf(`auth=${day.auth}&projectId=local-dev`)).toBeUndefined()
  })

  test('subscription ids are sha256(topic + client id); publish reaches subscribers, not the publisher', async () => {
    const publisher = await openRelaySocket(relayUrl)
    const subscriber = await openRelaySocket(relayUrl)
    const t = topic('live')
    const subscribed = await subscriber.request('irn_subscribe', { topic: t })
    expect(subscribed.result).toBe(
      createHash('sha256')
        .update(t + subscriber.clientId)
        .digest('hex'),
    )
    await publisher.request('irn_subscribe', { topic: t })
    const published = await publisher.request('irn_publish', {
      topic: t,
      message: 'hello',
      ttl: 300,
      tag: 1108,
    })
    expect(published.result).toBe(true)
    const push = await subscriber.waitFor((frame) => frame.method === 'irn_subscription')
    expect(push.params).toMatchObject({
      id: subscribed.result,
      data: { topic: t, message: 'hello', tag: 1108 },
    })
    expect(typeof push.params.data.publishedAt).toBe('number')
    // The publisher is subscribed too, yet never hears its own message.
    await publisher.request('irn_fetchMessages', { topic: t })
    expect(publisher.pushes()).toHaveLength(0)
    publisher.close()
    subscriber.close()
  })

  test('messages published before a subscriber arrives are delivered, once acknowledged not again', async () => {
    const publisher = await openRelaySocket(relayUrl)
    const t = topic('mailbox')
    await publisher.request('irn_batchPublish', {
      messages: [
        { topic: t, message: 'first', ttl: 300, tag: 1 },
        { topic: t, message: 'second', ttl: 300, tag: 1 },
      ],
    })
    const late = await openRelaySocket(relayUrl)
    const fetched = await late.request('irn_batchFetchMessages', { topics: [t] })
    expect(fetched.result.messages.map((m: { message: string }) => m.message)).toEqual([
      'first',
      'second',
    ])
    expect(fetched.result.hasMore).toBe(false)
    const ids = await late.request('irn_batchSubscribe', { topics: [t] })
    expect(ids.result).toHaveLength(1)
    await late.waitFor(() => late.pushes().length === 2)
    expect(late.pushes().map((frame) => frame.params.data.message)).toEqual(['first', 'second'])
    // The socket acknowledged each push on arrival; once the relay has recorded that, neither is
    // pending for this client any more.
    await vi.waitFor(
      async () => {
        const pending = await late.request('irn_fetchMessages', { topic: t })
        expect(pending.result.messages).toEqual([])
      },
      { timeout: 3_000, interval: 100 },
    )
    late.close()
    // The same client, back on a new socket, is not handed them again: a message published after
    // it subscribes, which would follow any redelivery, is the first push it gets.
    const back = await openRelaySocket(relayUrl, { identity: late.identity })
    await back.request('irn_subscribe', { topic: t })
    await publisher.request('irn_publish', { topic: t, message: 'third', ttl: 300 })
    await back.waitFor((frame) => frame.params?.data?.message === 'third')
    expect(back.pushes().map((frame) => frame.params.data.message)).toEqual(['third'])
    publisher.close()
    back.close()
  })

  test('expired messages are not delivered', async () => {
    const publisher = await openRelaySocket(relayUrl)
    const late = await openRelaySocket(relayUrl)
    const t = topic('expiring')
    // The relay reads the time through Date.now: move that clock to the end of the TTL rather
    // than wait for it.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      await publisher.request('irn_publish', { topic: t, message: 'soon gone', ttl: 1 })
      const held = await late.request('irn_fetchMessages', { topic: t })
      expect(held.result.messages.map((m: { message: string }) => m.message)).toEqual(['soon gone'])
      vi.setSystemTime(Date.now() + 1_000)
      await late.request('irn_subscribe', { topic: t })
      const fetched = await late.request('irn_fetchMessages', { topic: t })
      expect(fetched.result.messages).toEqual([])
      // A message published after the subscription, which would follow the expired one had it been
      // pushed, is the first push.
      await publisher.request('irn_publish', { topic: t, message: 'fresh', ttl: 300 })
      await late.waitFor((frame) => frame.params?.data?.message === 'fresh')
      expect(late.pushes().map((frame) => frame.params.data.message)).toEqual(['fresh'])
    } finally {
      vi.useRealTimers()
      publisher.close()
      late.close()
    }
  })

  test('wc_proposeSession and wc_approveSession subscribe their senders and route the three messages', async () => {
    const dapp = await openRelaySocket(relayUrl)
    const wallet = await openRelaySocket(relayUrl)
    const pairingTopic = topic('pairing')
    const sessionTopic = topic('session')
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'proposal',
      ttl: 300,
    })
    const proposal = await wallet.waitFor((frame) => frame.method === 'irn_subscription')
    expect(proposal.params.data).toMatchObject({ message: 'proposal', tag: 1100 })
    await wallet.request('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    // The dapp was subscribed to the pairing topic by its proposal.
    const response = await dapp.waitFor((frame) => frame.params?.data?.message === 'response')
    expect(response.params.data).toMatchObject({ topic: pairingTopic, tag: 1101 })
    // The settlement waits on the session topic until the dapp subscribes.
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    const settle = await dapp.waitFor((frame) => frame.params?.data?.message === 'settle')
    expect(settle.params.data).toMatchObject({ topic: sessionTopic, tag: 1102 })
    // The wallet was subscribed to the session topic by its approval.
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'request', ttl: 300 })
    await wallet.waitFor((frame) => frame.params?.data?.message === 'request')
    expect(wallet.pushes().map((frame) => frame.params.data.message)).toEqual([
      'proposal',
      'request',
    ])
    dapp.close()
    wallet.close()
  })

  test('malformed JSON-RPC gets an error and the socket stays open', async () => {
    const client = await openRelaySocket(relayUrl)
    client.sendRaw('{not json')
    const parseError = await client.waitFor((frame) => frame.error?.code === -32700)
    expect(parseError.id).toBeNull()
    client.sendRaw(JSON.stringify({ id: 7, jsonrpc: '2.0' }))
    expect((await client.waitFor((frame) => frame.id === 7)).error.code).toBe(-32600)
    expect((await client.request('irn_nothing', {})).error.code).toBe(-32601)
    const invalid = await client.request('irn_publish', { topic: 't', message: 1, ttl: 300 })
    expect(invalid.error.code).toBe(-32602)
    // Ids above 2^53 come back exactly as sent.
    client.sendRaw(
      '{"id":1776000000000000123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"abc"}}',
    )
    await client.waitFor(() => client.raw.some((text) => text.includes('1776000000000000123')))
    expect(client.raw.at(-1)).toMatch(/^\{"id":1776000000000000123,"jsonrpc":"2.0","result":"/)
    expect((await client.request('irn_subscribe', { topic: 'still-open' })).result).toMatch(
      /^[0-9a-f]{64}$/,
    )
    client.close()
  })

  test('payload size and rate are limited per socket', async () => {
    const client = await openRelaySocket(relayUrl)
    const tooLarge = await client.request('irn_publish', {
      topic: topic('large'),
      message: 'x'.repeat(2048),
      ttl: 300,
    })
    expect(tooLarge.error.code).toBe(-32031)
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => client.request('irn_subscribe', { topic: topic('rate') })),
    )
    expect(answers.filter((answer) => answer.error?.code === -32029).length).toBeGreaterThan(0)
    expect(answers.filter((answer) => answer.result).length).toBeLessThanOrEqual(21)
    client.close()
  })

  test('a Verify-compatible attestation page answers at once, unguarded', async () => {
    const response = await fetch(`${server.url}/verify/attestation?id=abc123&origin=http://x`)
    expect(response.status).toBe(200)
    const html = await response.text()
    const posted = JSON.parse(JSON.parse(/postMessage\((".*"), '\*'\)/.exec(html)![1]!))
    expect(posted.type).toBe('verify_attestation')
    const claims = JSON.parse(Buffer.from(posted.attestation.split('.')[1], 'base64url').toString())
    expect(claims).toMatchObject({ id: 'abc123', isVerified: false, isScam: false })
  })

  test('sockets are pinged', async () => {
    const quiet = await createServer({
      port: 0,
      logLevel: 'silent',
      dataDir: 'memory',
      indexer: false,
      relay: { pingIntervalMs: 50 },
    })
    const url = `${(await quiet.listen()).replace('http', 'ws')}/relay`
    const client = await openRelaySocket(url)
    await new Promise<void>((resolve) => client.socket.once('ping', () => resolve()))
    client.close()
    await quiet.close()
  })
})

describe.runIf(process.env.REDIS_URL)('relay instances sharing Redis', () => {
  test('a message published on one instance reaches subscribers on another, live and late', async () => {
    const options: CreateServerOptions = {
      port: 0,
      logLevel: 'silent',
      dataDir: 'memory',
      indexer: false,
      redisUrl: process.env.REDIS_URL,
    }
    const first = await createServer(options)
    const second = await createServer(options)
    try {
      const firstUrl = `${(await first.listen()).replace('http', 'ws')}/relay`
      const secondUrl = `${(await second.listen()).replace('http', 'ws')}/relay`
      const publisher = await openRelaySocket(firstUrl)
      const live = await openRelaySocket(secondUrl)
      const t = topic('shared')
      await live.request('irn_subscribe', { topic: t })
      await publisher.request('irn_publish', { topic: t, message: 'across', ttl: 300 })
      await live.waitFor((frame) => frame.params?.data?.message === 'across')
      const late = await openRelaySocket(secondUrl)
      await late.request('irn_subscribe', { topic: t })
      await late.waitFor((frame) => frame.params?.data?.message === 'across')
      for (const socket of [publisher, live, late]) socket.close()
    } finally {
      await first.close()
      await second.close()
    }
  })

  test('F5: on Redis a client is held to its byte quota and all clients to the total', async () => {
    // A database of its own, emptied first: the total counts every message held in it.
    const url = new URL(process.env.REDIS_URL!)
    url.pathname = '/13'
    const { Redis } = await import('ioredis')
    const redis = new Redis(url.href)
    await redis.flushdb()
    await redis.quit()
    const options: CreateServerOptions = {
      port: 0,
      logLevel: 'silent',
      dataDir: 'memory',
      indexer: false,
      frame: false,
      rpc: false,
      redisUrl: url.href,
      relay: { maxClientBytes: 64 * 1024, maxTotalBytes: 160 * 1024, maxMessageBytes: 32 * 1024 },
    }
    const first = await createServer(options)
    const second = await createServer(options)
    try {
      const one = await openRelaySocket(`${(await first.listen()).replace('http', 'ws')}/relay`)
      const two = await openRelaySocket(`${(await second.listen()).replace('http', 'ws')}/relay`)
      const publishAll = async (socket: typeof one, count: number) => {
        const answers = []
        for (let index = 0; index < count; index++) {
          const message = `${index}-${Math.random()}`.padEnd(16 * 1024, 'x')
          answers.push(
            await socket.request('irn_publish', { topic: topic('q'), message, ttl: 300 }),
          )
        }
        return answers
      }
      // 16 KiB and a little more each: three fit in 64 KiB.
      const ofOne = await publishAll(one, 6)
      expect(ofOne.map((answer) => answer.result === true)).toEqual([
        true,
        true,
        true,
        false,
        false,
        false,
      ])
      expect(ofOne[3]?.error).toMatchObject({ code: -32030, data: { scope: 'client' } })
      // Another client on the other instance fits until everyone's 160 KiB are taken.
      const ofTwo = await publishAll(two, 3)
      const third = await openRelaySocket(`${first.url!.replace('http', 'ws')}/relay`)
      const ofThird = await publishAll(third, 3)
      const fourth = await openRelaySocket(`${second.url!.replace('http', 'ws')}/relay`)
      const ofFourth = await publishAll(fourth, 1)
      const stored = [...ofOne, ...ofTwo, ...ofThird, ...ofFourth].filter(
        (answer) => answer.result === true,
      )
      expect(stored).toHaveLength(9)
      expect(ofFourth[0]?.error).toMatchObject({ code: -32030, data: { scope: 'relay' } })
      for (const socket of [one, two, third, fourth]) socket.close()
    } finally {
      await first.close()
      await second.close()
    }
  })
})
