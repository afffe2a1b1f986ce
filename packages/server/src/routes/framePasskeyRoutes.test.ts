import { generateKeyPairSync } from 'node:crypto'
import {
  createBlockchainApiClient,
  createFrameWallet,
  getFrameSession,
  getFrameWallet,
  startEmailLogin,
  updateEmail,
  verifyEmailCode,
  verifyUpdateEmailPrimary,
  verifyUpdateEmailSecondary,
} from '@airlock/blockchain-api'
import { getFreePort } from '@airlock/testing/devnet'
import { type MailSink, startMailSink } from '@airlock/testing/mail'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AirlockServer, createServer } from '../createServer.js'
import { createScratchDatabase } from '../test/createScratchDatabase.js'
import { createSoftwarePasskey } from '../test/createSoftwarePasskey.js'

// A real server; the passkey is a software authenticator that answers as a browser would.
const dapp = 'https://shop.example'
let server: AirlockServer
let sink: MailSink
let frameOrigin: string
let dropDatabase: (() => Promise<void>) | undefined

beforeAll(async () => {
  sink = await startMailSink()
  const framePort = await getFreePort()
  frameOrigin = `http://wallet.localhost:${framePort}`
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
      smtp: { ...sink.smtp, from: 'Airlock <login@airlock.test>' },
      limits: {
        cooldownMs: 1,
        startsPerIp: { max: 1000, windowMs: 3600_000 },
        addressesPerIp: { max: 1000, windowMs: 3600_000 },
      },
    },
  })
  await server.listen()
}, 60_000)

afterAll(async () => {
  await server?.close()
  await dropDatabase?.()
  await sink?.stop()
})

/** The frame backend as the frame calls it: on its own origin, loopback here. */
async function post(path: string, body: unknown) {
  const response = await fetch(`http://127.0.0.1:${new URL(frameOrigin).port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-project-id': 'shop' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

type Start = { challengeId: string; challenge: string; rpId: string; userHandle?: string }

const newDevice = () => `device-${crypto.randomUUID()}`

/** Signs up with a new passkey on `deviceId`: the passkey and its session. */
async function signUp(deviceId = newDevice()) {
  const passkey = createSoftwarePasskey()
  const start = (await post('/v1/frame/passkey/register/start', { origin: dapp, deviceId }))
    .body as Start
  const answer = await post('/v1/frame/passkey/register', {
    origin: dapp,
    deviceId,
    challengeId: start.challengeId,
    credential: passkey.create({
      challenge: start.challenge,
      rpId: start.rpId,
      origin: frameOrigin,
      userHandle: start.userHandle as string,
    }),
  })
  expect(answer.status).toBe(200)
  return { passkey, session: answer.body as { token: string; user: { id: string } } }
}

async function startLogin(deviceId: string) {
  return (await post('/v1/frame/passkey/login/start', { origin: dapp, deviceId })).body as Start
}

/** Logs in with `passkey` on `deviceId`: the session. */
async function passkeyLogin(
  passkey: ReturnType<typeof createSoftwarePasskey>,
  deviceId: string,
): Promise<{ token: string; user: { id: string; email: string | null } }> {
  const start = await startLogin(deviceId)
  const login = await post('/v1/frame/passkey/login', {
    origin: dapp,
    deviceId,
    challengeId: start.challengeId,
    credential: passkey.get({ challenge: start.challenge, rpId: start.rpId, origin: frameOrigin }),
  })
  expect(login.status).toBe(200)
  return login.body as { token: string; user: { id: string; email: string | null } }
}

const client = () =>
  createBlockchainApiClient({
    baseUrl: `http://127.0.0.1:${new URL(frameOrigin).port}`,
    projectId: 'shop',
    retryCount: 0,
  })

describe('passkey-first accounts', () => {
  test('a sign-up keeps the passkey; its login on a new device opens a session of the same user, which reads the wallet', async () => {
    const { passkey, session } = await signUp()
    expect(session.user).toMatchObject({ email: null, userName: 'Passkey' })
    await createFrameWallet(client(), {
      token: session.token,
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      recoveryShare: 'AQID',
      sealedRecoveryShare: 'sealed',
    })
    const { token } = await passkeyLogin(passkey, newDevice())
    expect((await getFrameSession(client(), { token }))?.user.id).toBe(session.user.id)
    expect(await getFrameWallet(client(), { token })).toMatchObject({
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      sealedRecoveryShare: 'sealed',
    })
  })

  test('an assertion signed by another key (a forged signature) is refused and opens no session', async () => {
    const { passkey } = await signUp()
    const deviceId = newDevice()
    const start = await startLogin(deviceId)
    const forger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
    const login = await post('/v1/frame/passkey/login', {
      origin: dapp,
      deviceId,
      challengeId: start.challengeId,
      credential: passkey.get({
        challenge: start.challenge,
        rpId: start.rpId,
        origin: frameOrigin,
        signWith: forger,
      }),
    })
    expect(login).toMatchObject({ status: 401, body: { code: 'PASSKEY_FAILED' } })
    expect(login.body).not.toHaveProperty('token')
  })

  test('an assertion made on another origin (the dapp page, a phishing site) is refused', async () => {
    const { passkey } = await signUp()
    for (const origin of [dapp, 'https://wallet-login.example', `${frameOrigin}.evil.example`]) {
      const deviceId = newDevice()
      const start = await startLogin(deviceId)
      const login = await post('/v1/frame/passkey/login', {
        origin: dapp,
        deviceId,
        challengeId: start.challengeId,
        credential: passkey.get({ challenge: start.challenge, rpId: start.rpId, origin }),
      })
      expect(login, origin).toMatchObject({ status: 401, body: { code: 'PASSKEY_FAILED' } })
    }
  })

  test('an assertion made in the frame inside another page than the one the challenge was given to is refused', async () => {
    const { passkey } = await signUp()
    for (const [topOrigin, status] of [
      ['https://evil.example', 401],
      [dapp, 200],
    ] as const) {
      const deviceId = newDevice()
      const start = await startLogin(deviceId)
      const login = await post('/v1/frame/passkey/login', {
        origin: dapp,
        deviceId,
        challengeId: start.challengeId,
        credential: passkey.get({
          challenge: start.challenge,
          rpId: start.rpId,
          origin: frameOrigin,
          topOrigin,
        }),
      })
      expect(login.status, topOrigin).toBe(status)
    }
  })

  test('a replayed assertion (its challenge used once already) is refused', async () => {
    const { passkey } = await signUp()
    const deviceId = newDevice()
    const start = await startLogin(deviceId)
    const request = {
      origin: dapp,
      deviceId,
      challengeId: start.challengeId,
      credential: passkey.get({
        challenge: start.challenge,
        rpId: start.rpId,
        origin: frameOrigin,
      }),
    }
    expect((await post('/v1/frame/passkey/login', request)).status).toBe(200)
    expect(await post('/v1/frame/passkey/login', request)).toMatchObject({
      status: 401,
      body: { code: 'PASSKEY_FAILED' },
    })
  })

  test('an assertion for another challenge, RP ID, or without user verification is refused', async () => {
    const { passkey } = await signUp()
    const attempts = [
      (start: Start) => ({
        challengeId: start.challengeId,
        credential: passkey.get({ challenge: 'b3RoZXI', rpId: start.rpId, origin: frameOrigin }),
      }),
      (start: Start) => ({
        challengeId: start.challengeId,
        credential: passkey.get({
          challenge: start.challenge,
          rpId: 'shop.example',
          origin: frameOrigin,
        }),
      }),
      (start: Start) => ({
        challengeId: start.challengeId,
        credential: passkey.get({
          challenge: start.challenge,
          rpId: start.rpId,
          origin: frameOrigin,
          userVerified: false,
        }),
      }),
    ]
    for (const attempt of attempts) {
      const deviceId = newDevice()
      const login = await post('/v1/frame/passkey/login', {
        origin: dapp,
        deviceId,
        ...attempt(await startLogin(deviceId)),
      })
      expect(login).toMatchObject({ status: 401, body: { code: 'PASSKEY_FAILED' } })
    }
  })

  test('a challenge answered from another device, or a sign-up made on another origin, is refused', async () => {
    const { passkey } = await signUp()
    const start = await startLogin(newDevice())
    const login = await post('/v1/frame/passkey/login', {
      origin: dapp,
      deviceId: newDevice(),
      challengeId: start.challengeId,
      credential: passkey.get({
        challenge: start.challenge,
        rpId: start.rpId,
        origin: frameOrigin,
      }),
    })
    expect(login).toMatchObject({ status: 401, body: { code: 'PASSKEY_FAILED' } })

    const deviceId = newDevice()
    const register = (await post('/v1/frame/passkey/register/start', { origin: dapp, deviceId }))
      .body as Start
    const signUpElsewhere = await post('/v1/frame/passkey/register', {
      origin: dapp,
      deviceId,
      challengeId: register.challengeId,
      credential: createSoftwarePasskey().create({
        challenge: register.challenge,
        rpId: register.rpId,
        origin: 'https://wallet-login.example',
        userHandle: register.userHandle as string,
      }),
    })
    expect(signUpElsewhere).toMatchObject({ status: 401, body: { code: 'PASSKEY_FAILED' } })
  })

  test('a dapp origin the project does not allow gets no challenge', async () => {
    expect(
      await post('/v1/frame/passkey/login/start', {
        origin: 'https://evil.example',
        deviceId: newDevice(),
      }),
    ).toMatchObject({ status: 403, body: { code: 'ORIGIN_NOT_ALLOWED' } })
  })

  test('challenges nobody answered do not pile up: the next one given removes those that expired', async () => {
    const deviceId = newDevice()
    const first = await startLogin(deviceId)
    await server.storage.query(
      `update frame_passkey_challenges set expires_at = $2 where id = $1`,
      [first.challengeId, new Date(Date.now() - 60_000).toISOString()],
    )
    const second = await startLogin(deviceId)
    const rows = await server.storage.query<{ id: string }>(
      'select id from frame_passkey_challenges where id = any($1)',
      [[first.challengeId, second.challengeId]],
    )
    expect(rows.map((row) => row.id)).toEqual([second.challengeId])
  })
})

describe('an email added to a passkey-first account', () => {
  let emails = 0
  const newEmail = () => `passkey${++emails}-${Date.now()}@example.com`

  /** An email login on `deviceId`, with the code read from the inbox as the visitor would. */
  async function emailLogin(email: string, deviceId: string) {
    const before = sink.messages(email).at(-1)?.id
    await startEmailLogin(client(), { email, origin: dapp, deviceId })
    const mail = await sink.waitForMessage(email, { after: before })
    return verifyEmailCode(client(), { email, code: mail.code ?? '', origin: dapp, deviceId })
  }

  test('needs only the code sent to the new address; the address then logs in to the same user, and the passkey still does', async () => {
    const deviceId = newDevice()
    const { passkey, session } = await signUp(deviceId)
    const email = newEmail()
    await expect(
      updateEmail(client(), { token: session.token, newEmail: email }),
    ).resolves.toMatchObject({ action: 'VERIFY_SECONDARY_OTP' })
    const code = await sink.waitForMessage(email)
    expect(code.text).toContain('confirm this new email address')
    // There is no current address: its step is refused.
    await expect(
      verifyUpdateEmailPrimary(client(), { token: session.token, code: code.code ?? '' }),
    ).rejects.toMatchObject({ status: 400, body: { code: 'NO_EMAIL' } })
    await expect(
      verifyUpdateEmailSecondary(client(), { token: session.token, code: code.code ?? '' }),
    ).resolves.toEqual({ newEmail: email })
    // The session goes on, with the address.
    await expect(getFrameSession(client(), { token: session.token })).resolves.toMatchObject({
      user: { id: session.user.id, email },
    })
    // Nothing was moved away: no mail with a link that undoes a change.
    expect(
      sink
        .messages(email)
        .map((mail) => mail.text)
        .join('\n'),
    ).not.toContain('undo')
    // On this device (a new one would first approve itself from a link mailed to the address).
    const byEmail = await emailLogin(email, deviceId)
    expect(byEmail.user.id).toBe(session.user.id)
    // The passkey's login answers with the address too (the frame shows what it answers).
    const byPasskey = await passkeyLogin(passkey, newDevice())
    expect(byPasskey.user).toMatchObject({ id: session.user.id, email })
    await expect(getFrameSession(client(), { token: byPasskey.token })).resolves.toMatchObject({
      user: { id: session.user.id, email },
    })
  })

  test('an address another account uses is refused at the start, and after its code if taken meanwhile', async () => {
    const taken = newEmail()
    await emailLogin(taken, newDevice())
    const { session } = await signUp()
    await expect(
      updateEmail(client(), { token: session.token, newEmail: taken }),
    ).rejects.toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN' } })

    const raced = newEmail()
    await updateEmail(client(), { token: session.token, newEmail: raced })
    const code = await sink.waitForMessage(raced)
    await emailLogin(raced, newDevice())
    await expect(
      verifyUpdateEmailSecondary(client(), { token: session.token, code: code.code ?? '' }),
    ).rejects.toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN' } })
    await expect(getFrameSession(client(), { token: session.token })).resolves.toMatchObject({
      user: { email: null },
    })
  })

  test('a passkey login that restores the wallet on a new device is told to the email the visitor added, and only then', async () => {
    const wallet = {
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      recoveryShare: 'AQID',
      sealedRecoveryShare: 'sealed',
    }
    // Without an email, nobody to tell: the passkey is the only factor.
    const alone = await signUp()
    await createFrameWallet(client(), { token: alone.session.token, ...wallet })
    const before = sink.messages().length
    const first = await passkeyLogin(alone.passkey, newDevice())
    await expect(getFrameWallet(client(), { token: first.token })).resolves.toMatchObject({
      sealedRecoveryShare: 'sealed',
    })
    expect(sink.messages().length).toBe(before)

    const deviceId = newDevice()
    const { passkey, session } = await signUp(deviceId)
    await createFrameWallet(client(), { token: session.token, ...wallet })
    const email = newEmail()
    await updateEmail(client(), { token: session.token, newEmail: email })
    const code = await sink.waitForMessage(email)
    await verifyUpdateEmailSecondary(client(), { token: session.token, code: code.code ?? '' })
    const restored = await passkeyLogin(passkey, newDevice())
    // Released at once (no approval link: the passkey is the factor), and the address is told.
    await expect(getFrameWallet(client(), { token: restored.token })).resolves.toMatchObject({
      sealedRecoveryShare: 'sealed',
    })
    const notice = await sink.waitForMessage(email, { after: code.id })
    expect(notice.subject).toBe('Your wallet was opened on a new device')
    expect(notice.text).toContain('released to a passkey login')
  })

  test('a wrong code adds nothing', async () => {
    const { session } = await signUp()
    const email = newEmail()
    await updateEmail(client(), { token: session.token, newEmail: email })
    const code = (await sink.waitForMessage(email)).code ?? ''
    const wrong = code === '000000' ? '111111' : '000000'
    await expect(
      verifyUpdateEmailSecondary(client(), { token: session.token, code: wrong }),
    ).rejects.toMatchObject({ code: 'INVALID_CODE' })
    await expect(getFrameSession(client(), { token: session.token })).resolves.toMatchObject({
      user: { email: null },
    })
  })
})
