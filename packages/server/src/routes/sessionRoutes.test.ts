import {
  type CaipNetworkId,
  createBlockchainApiClient,
  createSession,
  createSiwxNonce,
  getSession,
  HttpRequestError,
  revokeSession,
} from '@airlock/blockchain-api'
import { airlockAccountFactoryAddress, toSimpleSmartAccount } from '@airlock/frame/custody'
import {
  createServerSiwxStorage,
  formatSiwxMessage,
  getBip322Address,
  parseSiwxMessage,
  signBip322Message,
} from '@airlock/siwx'
import { devAccounts } from '@airlock/testing'
import { deployAccountAbstraction, getFreePort } from '@airlock/testing/devnet'
import { createPublicClient, createWalletClient, http, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { localChains } from '../config/localChains.js'
import { createServer } from '../createServer.js'
import { startTestStack, type TestStack } from '../test/startTestStack.js'

let stack: TestStack
const alice = privateKeyToAccount(devAccounts[0].privateKey)
const mallory = privateKeyToAccount(devAccounts[1].privateKey)

beforeAll(async () => {
  stack = await startTestStack({
    indexer: false,
    projects: [
      { id: 'shop', allowedOrigins: ['https://shop.example'] },
      { id: 'other', allowedOrigins: ['https://other.example'] },
    ],
  })
}, 60_000)
afterAll(async () => {
  await stack?.stop()
})

const client = (projectId = 'shop') =>
  createBlockchainApiClient({ baseUrl: stack.url, projectId, retryCount: 0 })

type Draft = {
  chainId?: CaipNetworkId
  accountAddress?: string
  domain?: string
  uri?: string
  expirationTime?: string
  issuedAt?: string
  version?: string
  nonce?: string
}

async function signedMessage(draft: Draft = {}, signer = alice, projectId = 'shop') {
  const nonce = draft.nonce ?? (await createSiwxNonce(client(projectId))).nonce
  const message = formatSiwxMessage({
    chainId: draft.chainId ?? 'eip155:31337',
    accountAddress: draft.accountAddress ?? alice.address,
    domain: draft.domain ?? 'shop.example',
    uri: draft.uri ?? 'https://shop.example',
    version: draft.version ?? '1',
    nonce,
    issuedAt: draft.issuedAt ?? new Date().toISOString(),
    expirationTime: draft.expirationTime ?? new Date(Date.now() + 3600_000).toISOString(),
  })
  return { message, nonce, signature: await signer.signMessage({ message }) }
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(HttpRequestError)
  const { status, body } = error as HttpRequestError
  return { status, ...(body as { code: string; message: string }) }
}

describe('sign-in sessions', () => {
  test('a signed message with a fresh nonce becomes a session the backend can look up', async () => {
    const { message, signature } = await signedMessage()
    const session = await createSession(client(), { message, signature })
    expect(session).toMatchObject({
      chainId: 'eip155:31337',
      address: alice.address.toLowerCase(),
      message,
      signature,
      data: { domain: 'shop.example', accountAddress: alice.address, chainId: 'eip155:31337' },
    })
    const { revokeSecret, ...kept } = session
    expect(revokeSecret).toMatch(/^[\w-]{43}$/)
    expect(await getSession(client(), { id: session.id })).toEqual(kept)
  })

  test('a nonce is single use', async () => {
    const first = await signedMessage()
    await createSession(client(), first)
    expect(await refusal(createSession(client(), first))).toMatchObject({
      status: 409,
      code: 'NONCE_USED',
      message: 'Nonce has already been used',
    })
    const again = await signedMessage({ nonce: first.nonce })
    expect(await refusal(createSession(client(), again))).toMatchObject({ code: 'NONCE_USED' })
  })

  test('a nonce the server never issued is refused', async () => {
    const forged = await signedMessage({ nonce: 'madeUpNonce12345' })
    expect(await refusal(createSession(client(), forged))).toMatchObject({
      status: 400,
      code: 'NONCE_UNKNOWN',
      message: 'Nonce was not issued by this server',
    })
  })

  test('an expired message is refused', async () => {
    const expired = await signedMessage({
      expirationTime: new Date(Date.now() - 1000).toISOString(),
    })
    expect(await refusal(createSession(client(), expired))).toMatchObject({
      status: 400,
      code: 'MESSAGE_EXPIRED',
      message: 'Message has expired',
    })
  })

  test('a message for another domain is refused', async () => {
    const phished = await signedMessage({ domain: 'evil.example', uri: 'https://evil.example' })
    expect(await refusal(createSession(client(), phished))).toMatchObject({
      status: 403,
      code: 'DOMAIN_MISMATCH',
      message: 'Message domain "evil.example" is not allowed for this project',
    })
    // The domain line must also match the URI the message names.
    const mixed = await signedMessage({ domain: 'evil.example' })
    expect(await refusal(createSession(client(), mixed))).toMatchObject({ code: 'DOMAIN_MISMATCH' })
  })

  test('a chain the server does not serve is refused', async () => {
    const elsewhere = await signedMessage({ chainId: 'eip155:999' })
    expect(await refusal(createSession(client(), elsewhere))).toMatchObject({
      status: 400,
      code: 'CHAIN_NOT_SUPPORTED',
      message: 'Chain eip155:999 is not supported for sign-in',
    })
  })

  test('a signature by another address is refused', async () => {
    const impostor = await signedMessage({}, mallory)
    expect(await refusal(createSession(client(), impostor))).toMatchObject({
      status: 401,
      code: 'INVALID_SIGNATURE',
      message: `Signature was not made by ${alice.address}`,
    })
  })

  test("the embedded wallet's smart account signs in: ERC-6492 before it is deployed, ERC-1271 after; its owner's plain signature is not the account's", async () => {
    await deployAccountAbstraction({ rpcUrl: stack.rpcUrls.primary })
    const transport = http(stack.rpcUrls.primary)
    const chain = createPublicClient({ chain: foundry, transport })
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toSimpleSmartAccount({ client: chain, owner })
    const draft = { accountAddress: account.address }
    const before = await signedMessage(draft)
    expect(await chain.getCode({ address: account.address })).toBeUndefined()
    const counterfactual = await createSession(client(), {
      message: before.message,
      signature: await account.signMessage({ message: before.message }),
    })
    expect(counterfactual.address).toBe(account.address.toLowerCase())
    // Verifying did not deploy it (the ERC-6492 check runs in an eth_call).
    expect(await chain.getCode({ address: account.address })).toBeUndefined()

    // Deployed (anyone may call the factory), the account answers ERC-1271 itself.
    const deployer = createWalletClient({
      account: alice,
      chain: foundry,
      transport,
    })
    const hash = await deployer.writeContract({
      address: airlockAccountFactoryAddress,
      abi: parseAbi(['function createAccount(address owner, uint256 salt) returns (address)']),
      functionName: 'createAccount',
      args: [owner.address, 0n],
    })
    await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const after = await signedMessage(draft)
    const signature = await account.signMessage({ message: after.message })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    const deployed = await createSession(client(), { message: after.message, signature })
    expect(deployed.address).toBe(account.address.toLowerCase())

    const plain = await signedMessage(draft)
    expect(
      await refusal(
        createSession(client(), {
          message: plain.message,
          signature: await owner.signMessage({ message: plain.message }),
        }),
      ),
    ).toMatchObject({ status: 401 })
  }, 60_000)

  test('a chain whose RPC is down answers 503 with its own code, never "invalid signature"', async () => {
    // A server whose only chain cannot be reached: a signature that is not the account's own
    // EOA signature must be checked against the account's contract (ERC-1271), which cannot be.
    const server = await createServer({
      port: 0,
      logLevel: 'silent',
      dataDir: 'memory',
      indexer: false,
      rateLimit: false,
      chains: [{ ...localChains[0]!, rpcUrl: `http://127.0.0.1:${await getFreePort()}` }],
      projects: [{ id: 'shop', allowedOrigins: ['https://shop.example'] }],
    })
    try {
      const url = await server.listen()
      const offline = createBlockchainApiClient({ baseUrl: url, projectId: 'shop', retryCount: 0 })
      const { nonce } = await createSiwxNonce(offline)
      const { message, signature } = await signedMessage({ nonce }, mallory)
      expect(await refusal(createSession(offline, { message, signature }))).toMatchObject({
        status: 503,
        code: 'SIWX_VERIFIER_UNAVAILABLE',
        message: `The signature of ${alice.address} could not be checked: the RPC of eip155:31337 did not answer`,
      })
      // Nothing was decided: the nonce is still unspent, so the visitor can try again.
      const again = await refusal(createSession(offline, { message, signature }))
      expect(again.code).toBe('SIWX_VERIFIER_UNAVAILABLE')
    } finally {
      await server.close()
    }
  })

  test('a refused attempt does not spend the nonce', async () => {
    const impostor = await signedMessage({}, mallory)
    await refusal(createSession(client(), impostor))
    const honest = await signedMessage({ nonce: impostor.nonce })
    await expect(createSession(client(), honest)).resolves.toMatchObject({
      chainId: 'eip155:31337',
    })
  })

  test('a revoked session no longer validates', async () => {
    const signed = await signedMessage()
    const session = await createSession(client(), signed)
    expect(
      await refusal(revokeSession(client(), { id: session.id, revokeSecret: 'A'.repeat(43) })),
    ).toMatchObject({ status: 403, code: 'INVALID_REVOKE_SECRET' })
    await revokeSession(client(), { id: session.id, revokeSecret: session.revokeSecret })
    expect(await getSession(client(), { id: session.id })).toBeUndefined()
    const response = await fetch(`${stack.url}/v1/sessions/${session.id}?projectId=shop`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({
      code: 'SESSION_REVOKED',
      message: 'Session was revoked',
    })
  })

  test('F13: an expirationTime of 9999-12-31 keeps the session 7 days, the server’s maximum', async () => {
    const forever = await signedMessage({ expirationTime: '9999-12-31T00:00:00.000Z' })
    const session = await createSession(client(), forever)
    const week = 7 * 24 * 3600_000
    expect(Date.parse(session.expiresAt ?? '')).toBeLessThanOrEqual(Date.now() + week)
    expect(Date.parse(session.expiresAt ?? '')).toBeGreaterThan(Date.now() + week - 60_000)
    // The message stays as signed; only the session's life is clamped.
    expect(session.data.expirationTime).toBe('9999-12-31T00:00:00.000Z')
    expect((await getSession(client(), { id: session.id }))?.expiresAt).toBe(session.expiresAt)
  })

  test('F13: a message issued in the future, or of a version other than 1, is refused', async () => {
    const future = await signedMessage({
      issuedAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
    })
    expect(await refusal(createSession(client(), future))).toMatchObject({
      status: 400,
      code: 'MESSAGE_ISSUED_IN_FUTURE',
      message: 'Message is issued in the future',
    })
    const second = await signedMessage({ version: '2' })
    expect(await refusal(createSession(client(), second))).toMatchObject({
      status: 400,
      code: 'UNSUPPORTED_VERSION',
      message: 'Message version must be 1',
    })
    // A clock a little ahead of the server's is no reason to refuse.
    const skewed = await signedMessage({ issuedAt: new Date(Date.now() + 30_000).toISOString() })
    await expect(createSession(client(), skewed)).resolves.toMatchObject({
      chainId: 'eip155:31337',
    })
  })

  test('F13: the signature GET hands anyone does not revoke a session; the secret given once at creation does', async () => {
    const signed = await signedMessage()
    const session = await createSession(client(), signed)
    const looked = await fetch(`${stack.url}/v1/sessions/${session.id}?projectId=shop`)
    const public_ = (await looked.json()) as Record<string, unknown>
    expect(public_.signature).toBe(signed.signature)
    expect(public_).not.toHaveProperty('revokeSecret')
    const revoke = (body: Record<string, string>) =>
      fetch(`${stack.url}/v1/sessions/${session.id}/revoke?projectId=shop`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await revoke({ signature: signed.signature })).status).toBe(400)
    expect(await getSession(client(), { id: session.id })).toMatchObject({ id: session.id })
    expect((await revoke({ revokeSecret: session.revokeSecret })).status).toBe(204)
    expect(await getSession(client(), { id: session.id })).toBeUndefined()
  })

  test('a dapp’s sign-out through the server-backed SIWX storage still revokes the session', async () => {
    const kept = new Map<string, string>()
    const storage = createServerSiwxStorage({
      client: client(),
      storage: {
        getItem: (key) => kept.get(key) ?? null,
        setItem: (key, value) => void kept.set(key, value),
      },
    })
    const { message, signature } = await signedMessage()
    const data = parseSiwxMessage(message)
    await storage.add({ data: { ...data, chainId: 'eip155:31337' }, message, signature })
    const [session] = await storage.get('eip155:31337', alice.address)
    expect(session?.id).toBeDefined()
    // What this browser keeps revokes the session; the signature is not kept for it.
    expect(kept.get('@appkit/siwx-server')).not.toContain(signature)
    await storage.delete('eip155:31337', alice.address)
    expect(await getSession(client(), { id: session?.id ?? '' })).toBeUndefined()
  })

  test('projects never see each other’s nonces or sessions', async () => {
    const fromOther = await signedMessage({}, alice, 'other')
    expect(await refusal(createSession(client('shop'), fromOther))).toMatchObject({
      code: 'NONCE_UNKNOWN',
    })
    const session = await createSession(client(), await signedMessage())
    expect(await getSession(client('other'), { id: session.id })).toBeUndefined()
  })

  test('a Bitcoin session is verified with BIP-322', async () => {
    const privateKey = new Uint8Array(32).fill(3)
    const address = getBip322Address({ privateKey, type: 'p2tr' })
    const { nonce } = await createSiwxNonce(client())
    const message = formatSiwxMessage({
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      accountAddress: address,
      domain: 'shop.example',
      uri: 'https://shop.example',
      version: '1',
      nonce,
      issuedAt: new Date().toISOString(),
    })
    const signature = signBip322Message({ privateKey, address, message })
    await expect(createSession(client(), { message, signature })).resolves.toMatchObject({
      address,
    })
  })

  test('a page from another origin cannot create a session', async () => {
    const signed = await signedMessage()
    const response = await fetch(`${stack.url}/v1/sessions?projectId=shop`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ message: signed.message, signature: signed.signature }),
    })
    expect(response.status).toBe(403)
  })
})
