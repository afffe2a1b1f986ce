// @vitest-environment node
import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils'
import { decodeIss, decodeJWT, encodeIss, verifyJWT } from '@walletconnect/relay-auth'
import {
  decrypt,
  deriveSymKey,
  encrypt,
  generateKeyPair as generateWalletKeyPair,
  hashKey,
  parseUri,
  TYPE_1,
} from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: core ships no types for ws (a dependency of isows); the test uses three calls.
import { WebSocketServer } from 'ws'
import { WalletConnectMessageError, WalletConnectRelayError } from '../../errors/walletConnect.js'
import { createRelayAuthToken, toEd25519DidKey } from './createRelayAuthToken.js'
import { createRelayConnection } from './createRelayConnection.js'
import { deriveSessionKey, generateKeyPair, topicOfKey } from './deriveSessionKey.js'
import { fromBase64, toBase64 } from './encoding.js'
import { openEnvelope, readEnvelopeHeader, sealEnvelope } from './envelope.js'
import { formatPairingUri } from './formatPairingUri.js'

// Each piece against WalletConnect's own SDK (@walletconnect/utils and relay-auth 2.25, what
// wallets run): what one side seals the other opens, keys and topics agree, tokens verify.

const message = JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'wc_sessionPing', params: {} })

describe('envelopes', () => {
  it('type 0: sealed here, opened by the wallet SDK, and the other way round', () => {
    const symKey = bytesToHex(randomBytes(32))
    expect(decrypt({ symKey, encoded: sealEnvelope({ symKey, message }) })).toBe(message)
    const fromWallet = encrypt({ symKey, message })
    expect(openEnvelope({ symKey, encoded: fromWallet })).toEqual({ type: 0, message })
  })

  it('type 1: the sender key travels in clear and the payload opens under the derived key', () => {
    const wallet = generateWalletKeyPair()
    const dapp = generateKeyPair()
    const symKey = deriveSymKey(wallet.privateKey, dapp.publicKey)
    const encoded = encrypt({ symKey, message, type: TYPE_1, senderPublicKey: wallet.publicKey })
    expect(readEnvelopeHeader(encoded)).toEqual({ type: 1, senderPublicKey: wallet.publicKey })
    expect(openEnvelope({ symKey, encoded })).toEqual({
      type: 1,
      senderPublicKey: wallet.publicKey,
      message,
    })
    const sealed = sealEnvelope({ symKey, message, senderPublicKey: dapp.publicKey })
    expect(decrypt({ symKey, encoded: sealed })).toBe(message)
  })

  it('a fixed nonce gives the SDK’s exact bytes', () => {
    const symKey = bytesToHex(randomBytes(32))
    const iv = randomBytes(12)
    expect(sealEnvelope({ symKey, message, iv })).toBe(
      encrypt({ symKey, message, iv: bytesToHex(iv) }),
    )
  })

  it('refuses what is not an envelope under the key, with a typed error', () => {
    const symKey = bytesToHex(randomBytes(32))
    const other = bytesToHex(randomBytes(32))
    const sealed = sealEnvelope({ symKey, message })
    const tampered = fromBase64(sealed)
    tampered[tampered.length - 1]! ^= 1
    for (const encoded of [
      sealEnvelope({ symKey: other, message }),
      toBase64(tampered),
      toBase64(new Uint8Array([2, ...fromBase64(sealed).subarray(1)])),
      toBase64(new Uint8Array([0, 1, 2, 3])),
      'not base64 at all!',
    ]) {
      expect(() => openEnvelope({ symKey, encoded })).toThrow(WalletConnectMessageError)
    }
  })
})

describe('keys and topics', () => {
  it('derives the same session key and topic as the wallet SDK', () => {
    const wallet = generateWalletKeyPair()
    const dapp = generateKeyPair()
    const walletSide = deriveSymKey(wallet.privateKey, dapp.publicKey)
    expect(deriveSessionKey(dapp.privateKey, wallet.publicKey)).toEqual({
      symKey: walletSide,
      topic: hashKey(walletSide),
    })
  })

  it('a topic is the sha256 of its key', () => {
    const symKey = bytesToHex(randomBytes(32))
    expect(topicOfKey(symKey)).toBe(hashKey(symKey))
  })
})

describe('pairing URI', () => {
  it('reads back through the wallet SDK’s parser', () => {
    const symKey = bytesToHex(randomBytes(32))
    const topic = topicOfKey(symKey)
    const uri = formatPairingUri({ topic, symKey, expiryTimestamp: 1_900_000_000 })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(parseUri(uri)).toMatchObject({
      topic,
      version: 2,
      symKey,
      relay: { protocol: 'irn' },
      expiryTimestamp: 1_900_000_000,
    })
  })
})

describe('relay auth token', () => {
  it('is a JWT the relay-auth library verifies, issued by the client’s did:key', async () => {
    const seed = randomBytes(32)
    const relayUrl = 'wss://relay.example.org'
    const { token, clientId } = createRelayAuthToken({ seed, relayUrl, now: 1_800_000_000 })
    expect(await verifyJWT(token)).toBe(true)
    const decoded = decodeJWT(token)
    expect(decoded.header).toEqual({ alg: 'EdDSA', typ: 'JWT' })
    expect(decoded.payload).toMatchObject({
      iss: clientId,
      aud: relayUrl,
      iat: 1_800_000_000,
      exp: 1_800_086_400,
    })
    expect(decoded.payload.sub).toMatch(/^[0-9a-f]{64}$/)
    const publicKey = ed25519.getPublicKey(seed)
    expect(clientId).toBe(encodeIss(publicKey))
    expect(bytesToHex(decodeIss(toEd25519DidKey(publicKey)))).toBe(bytesToHex(publicKey))
  })

  it('a forged signature does not verify', async () => {
    const { token } = createRelayAuthToken({ seed: randomBytes(32), relayUrl: 'wss://r.example' })
    const [header, claims, signature] = token.split('.')
    const bytes = fromBase64(signature!)
    bytes[0]! ^= 1
    const forged = `${header}.${claims}.${toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`
    expect(await verifyJWT(forged)).toBe(false)
    expect(hexToBytes(bytesToHex(bytes))).toHaveLength(64)
  })
})

describe('relay connection', () => {
  it('gives up a socket that stopped answering, reconnects and subscribes again', async () => {
    // The first socket is accepted and then never answered (a peer gone without a close, as after
    // a laptop's sleep); the second one answers every call.
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const received: { socket: number; method: string; params: unknown }[] = []
    let sockets = 0
    type Socket = { on: (event: 'message', listener: (data: unknown) => void) => void }
    server.on('connection', (socket: Socket & { send: (data: string) => void }) => {
      const index = ++sockets
      socket.on('message', (data) => {
        const { id, method, params } = JSON.parse(String(data))
        received.push({ socket: index, method, params })
        if (index > 1) socket.send(JSON.stringify({ id, jsonrpc: '2.0', result: true }))
      })
    })
    const { port } = server.address() as { port: number }
    const relay = createRelayConnection({
      relayUrl: `ws://127.0.0.1:${port}`,
      projectId: 'test',
      seed: randomBytes(32),
      onMessage: () => {},
      onError: () => {},
      // Generous: the second socket's calls must not time out on a loaded machine.
      requestTimeoutMs: 2_000,
    })
    const topic = bytesToHex(randomBytes(32))
    try {
      await expect(relay.subscribe(topic)).rejects.toBeInstanceOf(WalletConnectRelayError)
      await relay.publish(topic, 'sealed', { ttl: 300, tag: 1108, prompt: true })
      // On the second socket: the topic again and the publish, in either order.
      expect(received[0]).toEqual({ socket: 1, method: 'irn_subscribe', params: { topic } })
      expect(received.slice(1)).toHaveLength(2)
      expect(received.slice(1)).toEqual(
        expect.arrayContaining([
          { socket: 2, method: 'irn_batchSubscribe', params: { topics: [topic] } },
          {
            socket: 2,
            method: 'irn_publish',
            params: { topic, message: 'sealed', ttl: 300, tag: 1108, prompt: true },
          },
        ]),
      )
    } finally {
      relay.close()
      for (const client of server.clients as Set<{ terminate: () => void }>) client.terminate()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
