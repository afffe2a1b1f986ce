import {
  type BlockchainApiClient,
  createBlockchainApiClient,
  createFrameWallet,
  EmailCodeExpiredError,
  EmailCooldownError,
  FrameOriginNotAllowedError,
  FrameRateLimitedError,
  FrameSessionExpiredError,
  getAuthShare,
  getDeviceApproval,
  getFrameAllowedOrigins,
  getFramePreferredAccount,
  getFrameSession,
  getFrameWallet,
  getFungiblePrice,
  HttpRequestError,
  InvalidEmailCodeError,
  InvalidEmailError,
  nativeTokenAddress,
  setFramePreferredAccount,
  signOutFrame,
  startEmailLogin,
  storeAuthShare,
  updateEmail,
  verifyEmailCode,
  verifyUpdateEmailPrimary,
  verifyUpdateEmailSecondary,
} from '@airlock/blockchain-api'
import { type MailSink, startMailSink } from '@airlock/testing/mail'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AirlockServer, type CreateServerOptions, createServer } from '../createServer.js'
import { EmailCooldownApiError } from '../frame/frameErrors.js'
import type { FrameServerOptions } from '../frame/frameOptions.js'
import { createToken, hashToken } from '../frame/secrets.js'
import { createScratchDatabase } from '../test/createScratchDatabase.js'

// Real servers on free loopback ports (embedded storage, or Postgres and Redis when DATABASE_URL
// and REDIS_URL are set), sending their emails over SMTP into a real sink.
type Started = { server: AirlockServer; frameUrl: string; stop: () => Promise<void> }

let sink: MailSink
let main: Started
let strict: Started
/** No cooldown, limits out of reach: for tests that log one address in many times. */
let open: Started
const dapp = 'https://shop.example'

async function start(frame: FrameServerOptions, redisUrl?: string): Promise<Started> {
  const database = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined
  const options: CreateServerOptions = {
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    databaseUrl: database?.url,
    redisUrl,
    indexer: false,
    relay: false,
    rateLimit: false,
    projects: [
      { id: 'shop', name: 'Shop', allowedOrigins: [dapp, 'http://localhost:*'] },
      { id: 'other', allowedOrigins: ['https://other.example'] },
    ],
    frame: { smtp: { ...sink.smtp, from: 'Airlock <login@airlock.test>' }, ...frame },
  }
  const server = await createServer(options)
  await server.listen()
  return {
    server,
    frameUrl: server.frameUrl ?? '',
    stop: async () => {
      await server.close()
      await database?.drop()
    },
  }
}

beforeAll(async () => {
  sink = await startMailSink()
  // One Redis would share the per-IP counters of both servers: only the strict one uses it.
  // Tests log in with a fresh address each: the budget of distinct addresses per client is the
  // F12 test's own.
  main = await start({ limits: { addressesPerIp: { max: 10_000, windowMs: 3600_000 } } })
  // Limits small enough to reach: no cooldown, 2 emails per address, 10 starts and guesses per IP.
  open = await start({
    limits: {
      cooldownMs: 1,
      startsPerIp: { max: 10_000, windowMs: 3600_000 },
      addressesPerIp: { max: 10_000, windowMs: 3600_000 },
    },
  })
  strict = await start(
    {
      limits: {
        cooldownMs: 1,
        emailsPerAddress: { max: 2, windowMs: 3600_000 },
        startsPerIp: { max: 10, windowMs: 3600_000 },
        guessesPerIp: { max: 10, windowMs: 3600_000 },
      },
    },
    process.env.REDIS_URL,
  )
}, 60_000)
afterAll(async () => {
  await main?.stop()
  await strict?.stop()
  await open?.stop()
  await sink?.stop()
})

/** A client of the frame origin; `origin` sets the calling page's Origin header. */
function frameClient(
  target: Started = main,
  options: { projectId?: string; origin?: string } = {},
): BlockchainApiClient {
  return createBlockchainApiClient({
    baseUrl: target.frameUrl,
    projectId: options.projectId ?? 'shop',
    retryCount: 0,
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...(init?.headers as Record<string, string>),
          ...(options.origin ? { origin: options.origin } : {}),
        },
      }),
  })
}

let emails = 0
const newEmail = () => `user${++emails}-${Date.now()}@example.com`
const newDevice = () => `device-${crypto.randomUUID()}`

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a refusal')
    },
    (error: unknown) => error,
  )
}

/** Starts a login and reads the code from the inbox, as a user would. */
async function emailedCode(
  email: string,
  deviceId: string,
  target: Started = main,
): Promise<string> {
  const before = sink.messages(email).at(-1)?.id
  const next = await startEmailLogin(frameClient(target), { email, origin: dapp, deviceId })
  expect(next.action).toBe('VERIFY_OTP')
  const mail = await sink.waitForMessage(email, { after: before })
  if (!mail.code) throw new Error(`no code in "${mail.text}"`)
  return mail.code
}

async function login(email = newEmail(), deviceId = newDevice(), target: Started = main) {
  const code = await emailedCode(email, deviceId, target)
  const session = await verifyEmailCode(frameClient(target), {
    email,
    code,
    origin: dapp,
    deviceId,
  })
  return { email, deviceId, code, session, token: session.token }
}

describe('email one-time codes', () => {
  test('a code arrives over SMTP, verifies once into a frame session, and is stored only as a hash', async () => {
    const email = newEmail()
    const { code, session, deviceId } = await login(email)
    expect(code).toMatch(/^\d{6}$/)
    expect(session).toMatchObject({ origin: dapp, user: { email } })
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    await expect(getFrameSession(frameClient(), { token: session.token })).resolves.toMatchObject({
      origin: dapp,
      user: { id: session.user.id, email },
    })
    const rows = await main.server.storage.query<Record<string, unknown>>(
      'select * from frame_codes where email = $1',
      [email],
    )
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(code)
    const sessions = await main.server.storage.query<Record<string, unknown>>(
      'select * from frame_sessions',
    )
    expect(JSON.stringify(sessions)).not.toContain(session.token)
    // The same code a second time: used.
    const reused = await caught(
      verifyEmailCode(frameClient(), { email, code, origin: dapp, deviceId }),
    )
    expect(reused).toBeInstanceOf(EmailCodeExpiredError)
  })

  test('an expired code is refused', async () => {
    const email = newEmail()
    const deviceId = newDevice()
    const code = await emailedCode(email, deviceId)
    await main.server.storage.query(
      `update frame_codes set expires_at = now() - interval '1 second' where email = $1`,
      [email],
    )
    expect(
      await caught(verifyEmailCode(frameClient(), { email, code, origin: dapp, deviceId })),
    ).toBeInstanceOf(EmailCodeExpiredError)
  })

  test('five wrong guesses spend the code: the right one is refused afterwards', async () => {
    const email = newEmail()
    const deviceId = newDevice()
    const code = await emailedCode(email, deviceId)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const left: number[] = []
    for (let guess = 0; guess < 5; guess++) {
      const error = await caught(
        verifyEmailCode(frameClient(), { email, code: wrong, origin: dapp, deviceId }),
      )
      expect(error).toBeInstanceOf(InvalidEmailCodeError)
      left.push((error as InvalidEmailCodeError).attemptsLeft)
    }
    expect(left).toEqual([4, 3, 2, 1, 0])
    expect(
      await caught(verifyEmailCode(frameClient(), { email, code, origin: dapp, deviceId })),
    ).toBeInstanceOf(EmailCodeExpiredError)
  })

  test('a code works only on the device that asked for it', async () => {
    const email = newEmail()
    const code = await emailedCode(email, newDevice())
    expect(
      await caught(
        verifyEmailCode(frameClient(), { email, code, origin: dapp, deviceId: newDevice() }),
      ),
    ).toBeInstanceOf(EmailCodeExpiredError)
  })

  test('a second login within 30 s reads "Please try again after N seconds" (N rounded up); a new code replaces the old', async () => {
    const email = newEmail()
    const deviceId = newDevice()
    const startedAt = Date.now()
    await emailedCode(email, deviceId)
    const error = await caught(
      startEmailLogin(frameClient(), { email: email.toUpperCase(), origin: dapp, deviceId }),
    )
    expect(error).toBeInstanceOf(EmailCooldownError)
    const seconds = Number(
      /^Please try again after (\d+) seconds$/.exec(
        (error as EmailCooldownError).shortMessage,
      )?.[1],
    )
    // 30 s from the first start, rounded up: 30 unless the machine took over a second in between.
    expect(seconds).toBeLessThanOrEqual(30)
    expect(seconds).toBeGreaterThanOrEqual(30 - Math.ceil((Date.now() - startedAt) / 1000))
    expect(new EmailCooldownApiError(29_001).message).toBe('Please try again after 30 seconds')
    expect(new EmailCooldownApiError(30_000).message).toBe('Please try again after 30 seconds')
    expect(new EmailCooldownApiError(1).message).toBe('Please try again after 1 seconds')
    expect(sink.messages(email)).toHaveLength(1)

    // Without the cooldown (the strict server), a second code makes the first one useless.
    const first = await emailedCode(email, deviceId, strict)
    const second = await emailedCode(email, deviceId, strict)
    if (first !== second) {
      expect(
        await caught(
          verifyEmailCode(frameClient(strict), { email, code: first, origin: dapp, deviceId }),
        ),
      ).toBeInstanceOf(InvalidEmailCodeError)
    }
    await expect(
      verifyEmailCode(frameClient(strict), { email, code: second, origin: dapp, deviceId }),
    ).resolves.toMatchObject({ user: { email } })
  })

  test('a malformed email is refused with "Invalid email"', async () => {
    const response = await fetch(`${main.frameUrl}/v1/frame/email/start?projectId=shop`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email', origin: dapp, deviceId: newDevice() }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'INVALID_EMAIL', message: 'Invalid email' })
    expect(
      await caught(startEmailLogin(frameClient(), { email: 'x@', origin: dapp, deviceId: 'd' })),
    ).toBeInstanceOf(InvalidEmailError)
  })

  test('emails per address are limited', async () => {
    const email = newEmail()
    const deviceId = newDevice()
    const client = frameClient(strict)
    await emailedCode(email, deviceId, strict)
    await emailedCode(email, deviceId, strict)
    const error = await caught(startEmailLogin(client, { email, origin: dapp, deviceId }))
    expect(error).toBeInstanceOf(FrameRateLimitedError)
    expect(sink.messages(email)).toHaveLength(2)
  })

  test('a login for a dapp origin the project does not allow is refused', async () => {
    expect(
      await caught(
        startEmailLogin(frameClient(), {
          email: newEmail(),
          origin: 'https://evil.example',
          deviceId: newDevice(),
        }),
      ),
    ).toBeInstanceOf(FrameOriginNotAllowedError)
  })
})

describe('key shares', () => {
  const wallet = {
    address: `0x${'12'.repeat(20)}`,
    recoveryShare: 'AbCdEfGh',
    sealedRecoveryShare: '{"kind":"passkey","iv":"x","ciphertext":"y"}',
  }

  test('the auth share and the recovery set go back only to the logged-in frame, on its device', async () => {
    const { token, deviceId } = await login()
    const client = frameClient()
    await expect(getFrameWallet(client, { token })).resolves.toBeUndefined()
    await createFrameWallet(client, { token, ...wallet })
    await storeAuthShare(client, { token, deviceId, share: 'QUJDRA==' })
    await expect(getAuthShare(client, { token, deviceId })).resolves.toBe('QUJDRA==')
    await expect(getFrameWallet(client, { token })).resolves.toMatchObject({
      ...wallet,
      solanaAddress: null,
    })
    // The commitment is never replaced.
    const again = await caught(
      createFrameWallet(client, { token, ...wallet, address: `0x${'34'.repeat(20)}` }),
    )
    expect((again as { code?: string }).code).toBe('WALLET_EXISTS')

    // Another device's share is not this session's to read.
    const other = await caught(getAuthShare(client, { token, deviceId: newDevice() }))
    expect((other as HttpRequestError).status).toBe(403)

    // No session, a made-up one, or another project's: nothing.
    const raw = await fetch(`${main.frameUrl}/v1/frame/auth-shares/${deviceId}?projectId=shop`)
    expect(raw.status).toBe(401)
    expect(await raw.text()).not.toContain('QUJDRA')
    expect(await caught(getAuthShare(client, { token: 'A'.repeat(43), deviceId }))).toBeInstanceOf(
      FrameSessionExpiredError,
    )
    expect(
      await caught(getAuthShare(frameClient(main, { projectId: 'other' }), { token, deviceId })),
    ).toBeInstanceOf(FrameSessionExpiredError)

    // A page on any other origin, the dapp's included, is refused even with the token.
    for (const origin of [dapp, 'https://evil.example', 'http://127.0.0.1:8787']) {
      const refused = await caught(getAuthShare(frameClient(main, { origin }), { token, deviceId }))
      expect(refused, origin).toBeInstanceOf(FrameOriginNotAllowedError)
    }
    // The frame's own origin is served.
    const frameOrigin = main.server.frame?.publicOrigin() ?? ''
    expect(frameOrigin).toMatch(/^http:\/\/wallet\.localhost:\d+$/)
    await expect(
      getAuthShare(frameClient(main, { origin: frameOrigin }), { token, deviceId }),
    ).resolves.toBe('QUJDRA==')

    // Signed out: nothing more.
    await signOutFrame(client, { token })
    expect(await caught(getAuthShare(client, { token, deviceId }))).toBeInstanceOf(
      FrameSessionExpiredError,
    )
    await expect(getFrameSession(client, { token })).resolves.toBeUndefined()
  })

  test('an expired session releases nothing', async () => {
    const { token, deviceId } = await login()
    await createFrameWallet(frameClient(), { token, ...wallet })
    await storeAuthShare(frameClient(), { token, deviceId, share: 'QUJDRA==' })
    await main.server.storage.query(
      `update frame_sessions set expires_at = now() - interval '1 second'`,
    )
    expect(await caught(getAuthShare(frameClient(), { token, deviceId }))).toBeInstanceOf(
      FrameSessionExpiredError,
    )
    expect(await caught(getFrameWallet(frameClient(), { token }))).toBeInstanceOf(
      FrameSessionExpiredError,
    )
  })

  test('a new device is approved by the emailed link before a code is sent', async () => {
    const email = newEmail()
    const first = await login(email, newDevice(), open)
    await createFrameWallet(frameClient(open), { token: first.token, ...wallet })
    await storeAuthShare(frameClient(open), {
      token: first.token,
      deviceId: first.deviceId,
      share: 'QUJDRA==',
    })
    await open.server.storage.query('delete from frame_sessions where token_hash = $1', [
      hashToken(first.token),
    ])

    const deviceId = newDevice()
    const before = sink.messages(email).at(-1)?.id
    const next = await startEmailLogin(frameClient(open), { email, origin: dapp, deviceId })
    if (next.action !== 'VERIFY_DEVICE')
      throw new Error(`expected VERIFY_DEVICE, got ${next.action}`)
    const mail = await sink.waitForMessage(email, { after: before })
    expect(mail.code).toBeUndefined()
    const link = mail.links[0] ?? ''
    expect(link).toContain(`/v1/frame/device-approvals/${next.approvalId}/approve`)
    await expect(getDeviceApproval(frameClient(open), next)).resolves.toMatchObject({
      status: 'pending',
    })

    // The link opens a page on the frame origin; its button approves (a scanner's GET does not).
    const local = link.replace(/^http:\/\/wallet\.localhost:/, 'http://127.0.0.1:')
    const page = await fetch(local)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Approve login')
    // Its form posts with the frame's Origin: a browser sends 'null' under no-referrer.
    expect(page.headers.get('referrer-policy')).toBe('same-origin')
    await expect(getDeviceApproval(frameClient(open), next)).resolves.toMatchObject({
      status: 'pending',
    })
    const foreign = await fetch(local, { method: 'POST', headers: { origin: dapp } })
    expect(foreign.status).toBe(403)
    const approve = await fetch(local, {
      method: 'POST',
      headers: {
        origin: open.server.frame?.publicOrigin() ?? '',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: '',
    })
    expect(approve.status).toBe(200)
    await expect(getDeviceApproval(frameClient(open), next)).resolves.toMatchObject({
      status: 'approved',
    })
    const codeMail = await sink.waitForMessage(email, { after: mail.id })
    const session = await verifyEmailCode(frameClient(open), {
      email,
      code: codeMail.code ?? '',
      origin: dapp,
      deviceId,
    })
    expect(session.user.id).toBe(first.session.user.id)
    // The new device has no auth share yet (it recovers), and cannot read the first device's.
    await expect(getAuthShare(frameClient(open), { token: session.token, deviceId })).resolves.toBe(
      undefined,
    )
    expect(
      await caught(
        getAuthShare(frameClient(open), { token: session.token, deviceId: first.deviceId }),
      ),
    ).toBeInstanceOf(HttpRequestError)
    await expect(
      getFrameWallet(frameClient(open), { token: session.token }),
    ).resolves.toMatchObject(wallet)
    // The link works once.
    const twice = await fetch(local, {
      method: 'POST',
      headers: { origin: open.server.frame?.publicOrigin() ?? '' },
    })
    expect(twice.status).toBe(400)
  })
})

describe('email update and the frame origin', () => {
  test('the login moves to a new address after a code from the current one, then from the new one', async () => {
    const { token, email } = await login(newEmail(), newDevice(), strict)
    const client = frameClient(strict)
    const target = newEmail()
    const before = sink.messages(email).at(-1)?.id
    await expect(updateEmail(client, { token, newEmail: target })).resolves.toMatchObject({
      action: 'VERIFY_PRIMARY_OTP',
    })
    const primary = await sink.waitForMessage(email, { after: before })
    await expect(
      verifyUpdateEmailPrimary(client, { token, code: primary.code ?? '' }),
    ).resolves.toMatchObject({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await sink.waitForMessage(target)
    await expect(
      verifyUpdateEmailSecondary(client, { token, code: secondary.code ?? '' }),
    ).resolves.toEqual({ newEmail: target })
    await expect(getFrameSession(client, { token })).resolves.toMatchObject({
      user: { email: target },
    })
  })

  test('the frame site is served with a CSP whose frame-ancestors are the project’s origins, and whose connect-src lists the chains’ nodes', async () => {
    await expect(getFrameAllowedOrigins(frameClient())).resolves.toEqual([
      dapp,
      'http://localhost:*',
    ])
    const page = await fetch(`${main.frameUrl}/?projectId=shop&chainId=31337&version=4`)
    expect(page.status).toBe(200)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`frame-ancestors ${dapp} http://localhost:*`)
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self'")
    // The frame reads its chains' nodes: the EVM chains' and (to simulate) the Solana networks'.
    const connect = csp.split('; ').find((directive) => directive.startsWith('connect-src'))
    expect(connect?.split(' ')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:8545', 'http://127.0.0.1:8899']),
    )
    const unknown = await fetch(`${main.frameUrl}/?projectId=nope`)
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const outside = await fetch(`${main.frameUrl}/assets/..%2f..%2f..%2f..%2fpackage.json`)
    expect(outside.status).toBe(404)
    expect(await outside.text()).not.toContain('"name"')
    // The API port does not serve the frame's routes.
    const api = await fetch(`${main.server.url}/v1/frame/origins?projectId=shop`)
    expect(api.status).toBe(404)
  })
  test('the frame reads the native price (the approval’s fee in USD) from its own origin only', async () => {
    const eth = `eip155:31337:${nativeTokenAddress}`
    const { fungibles } = await getFungiblePrice(
      frameClient(main, { origin: `http://wallet.localhost:${new URL(main.frameUrl).port}` }),
      { addresses: [eth] },
    )
    expect(fungibles).toEqual([
      expect.objectContaining({ symbol: 'ETH', address: eth, price: expect.any(Number) }),
    ])
    const refused = await caught(
      getFungiblePrice(frameClient(main, { origin: dapp }), { addresses: [eth] }),
    )
    expect(refused).toBeInstanceOf(HttpRequestError)
    expect((refused as HttpRequestError).status).toBe(403)
  })
})

// Last: it uses up what is left of the strict server's per-IP limits.
describe('per-IP limits', () => {
  test('logins started and codes guessed from one IP address are limited', async () => {
    // The strict server took starts and guesses from this IP in the tests above: go on until refused.
    const results: unknown[] = []
    while (results.length < 20 && !(results.at(-1) instanceof FrameRateLimitedError)) {
      results.push(
        await startEmailLogin(frameClient(strict), {
          email: newEmail(),
          origin: dapp,
          deviceId: newDevice(),
        }).catch((error: unknown) => error),
      )
    }
    expect(results.at(-1)).toBeInstanceOf(FrameRateLimitedError)
    expect((results.at(-1) as FrameRateLimitedError).retryAfterSeconds ?? 0).toBeGreaterThan(0)
    expect(results.length).toBeLessThan(12)

    const guesses: unknown[] = []
    while (guesses.length < 20 && !(guesses.at(-1) instanceof FrameRateLimitedError)) {
      guesses.push(
        await caught(
          verifyEmailCode(frameClient(strict), {
            email: 'nobody@example.com',
            code: '000000',
            origin: dapp,
            deviceId: newDevice(),
          }),
        ),
      )
    }
    expect(guesses[0]).toBeInstanceOf(EmailCodeExpiredError)
    expect(guesses.at(-1)).toBeInstanceOf(FrameRateLimitedError)
    expect(guesses.length).toBeLessThan(12)
  })
})

describe('preferred account type', () => {
  test('kept per user on the server: none at first, then the chosen type in every session of that user; only a live session, only eoa or smartAccount; a damaged stored value reads as none', async () => {
    const first = await login()
    expect(await getFramePreferredAccount(frameClient(), { token: first.token })).toEqual({
      preferredAccountType: null,
    })
    expect(
      await setFramePreferredAccount(frameClient(), {
        token: first.token,
        preferredAccountType: 'smartAccount',
      }),
    ).toEqual({ preferredAccountType: 'smartAccount' })
    // A later session of the same user (another device or dapp site) starts with it. (Made in
    // storage: the email cooldown holds a second code back for 30 s.)
    const second = { token: createToken() }
    await main.server.storage.query(
      `insert into frame_sessions (token_hash, project_id, user_id, origin, device_id, expires_at)
       select $2, project_id, user_id, origin, 'other-device', expires_at
       from frame_sessions where token_hash = $1`,
      [hashToken(first.token), hashToken(second.token)],
    )
    expect(await getFramePreferredAccount(frameClient(), { token: second.token })).toEqual({
      preferredAccountType: 'smartAccount',
    })
    await setFramePreferredAccount(frameClient(), {
      token: second.token,
      preferredAccountType: 'eoa',
    })
    expect(await getFramePreferredAccount(frameClient(), { token: first.token })).toEqual({
      preferredAccountType: 'eoa',
    })
    // Another user's choice is their own.
    const other = await login()
    expect(await getFramePreferredAccount(frameClient(), { token: other.token })).toEqual({
      preferredAccountType: null,
    })
    // Refused: another type, no session, a signed-out session.
    const payment = await fetch(`${main.frameUrl}/v1/frame/preferred-account?projectId=shop`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${first.token}` },
      body: JSON.stringify({ preferredAccountType: 'payment' }),
    })
    expect(payment.status).toBe(400)
    const anonymous = await fetch(`${main.frameUrl}/v1/frame/preferred-account?projectId=shop`)
    expect(anonymous.status).toBe(401)
    await signOutFrame(frameClient(), { token: other.token })
    expect(
      await caught(getFramePreferredAccount(frameClient(), { token: other.token })),
    ).toBeInstanceOf(FrameSessionExpiredError)
    // What storage holds is read through the schema.
    await main.server.storage.query(
      "update frame_users set preferred_account_type = 'payment' where id = $1",
      [first.session.user.id],
    )
    expect(await getFramePreferredAccount(frameClient(), { token: first.token })).toEqual({
      preferredAccountType: null,
    })
  })
})

describe('account takeover and enumeration (F4, F12, F17)', () => {
  const wallet = {
    address: `0x${'34'.repeat(20)}`,
    recoveryShare: 'AbCdEfGh',
    sealedRecoveryShare: '{"kind":"password","iv":"x","ciphertext":"y"}',
  }

  /** A known user's login on a device it never used: the emailed link approves it, then a code. */
  async function loginOnNewDevice(email: string, target: Started) {
    const client = frameClient(target)
    const deviceId = newDevice()
    const before = sink.messages(email).at(-1)?.id
    const next = await startEmailLogin(client, { email, origin: dapp, deviceId })
    if (next.action !== 'VERIFY_DEVICE')
      throw new Error(`expected VERIFY_DEVICE, got ${next.action}`)
    const approvalMail = await sink.waitForMessage(email, { after: before })
    const link = (approvalMail.links[0] ?? '').replace(
      /^http:\/\/wallet\.localhost:/,
      'http://127.0.0.1:',
    )
    const approved = await fetch(link, {
      method: 'POST',
      headers: { origin: target.server.frame?.publicOrigin() ?? '' },
    })
    return { client, deviceId, approvalMail, approved }
  }

  test('F4: a changed login email is told to the previous address, naming the new one, with a link that undoes the change; every other session ends with it', async () => {
    const client = frameClient(open)
    const email = newEmail()
    const deviceId = newDevice()
    // The session a compromised dapp drives, and another of the victim's sessions.
    const driven = await login(email, deviceId, open)
    const other = await login(email, deviceId, open)
    await createFrameWallet(client, { token: driven.token, ...wallet })

    // The dapp moves the login to the attacker's address with the one code it phished.
    const attacker = newEmail()
    const before = sink.messages(email).at(-1)?.id
    await updateEmail(client, { token: driven.token, newEmail: attacker })
    const primary = await sink.waitForMessage(email, { after: before })
    expect(primary.text).toContain(attacker)
    await verifyUpdateEmailPrimary(client, { token: driven.token, code: primary.code ?? '' })
    const secondary = await sink.waitForMessage(attacker)
    await verifyUpdateEmailSecondary(client, { token: driven.token, code: secondary.code ?? '' })

    // Every other session ended; the previous address was told, with the new one and a link.
    await expect(getFrameSession(client, { token: other.token })).resolves.toBeUndefined()
    const told = await sink.waitForMessage(email, { after: primary.id })
    expect(told.text).toContain(attacker)
    const cancel = (told.links.find((link) => link.includes('/email-changes/')) ?? '').replace(
      /^http:\/\/wallet\.localhost:/,
      'http://127.0.0.1:',
    )
    expect(cancel).toContain('/cancel?')

    // The attacker logs in with its address on its own device and holds the victim's user.
    const intruder = await loginOnNewDevice(attacker, open)
    expect(intruder.approved.status).toBe(200)
    const codeMail = await sink.waitForMessage(attacker, { after: intruder.approvalMail.id })
    const stolen = await verifyEmailCode(client, {
      email: attacker,
      code: codeMail.code ?? '',
      origin: dapp,
      deviceId: intruder.deviceId,
    })
    expect(stolen.user.id).toBe(driven.session.user.id)

    // The victim follows the link: a page whose button undoes the change (a GET undoes nothing).
    const page = await fetch(cancel)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Undo the change')
    await expect(getFrameSession(client, { token: stolen.token })).resolves.toBeTruthy()
    const undo = await fetch(cancel, {
      method: 'POST',
      headers: { origin: open.server.frame?.publicOrigin() ?? '' },
    })
    expect(undo.status).toBe(200)
    expect(await undo.text()).toContain('Email change undone')
    for (const token of [stolen.token, driven.token]) {
      await expect(getFrameSession(client, { token })).resolves.toBeUndefined()
    }
    // The attacker's device is no longer the user's, and the victim's address opens its wallet.
    const devices = await open.server.storage.query(
      'select 1 from frame_devices where device_id = $1',
      [intruder.deviceId],
    )
    expect(devices).toEqual([])
    const back = await login(email, deviceId, open)
    expect(back.session.user.id).toBe(driven.session.user.id)
    await expect(getFrameWallet(client, { token: back.token })).resolves.toMatchObject(wallet)
    // The link works once.
    const again = await fetch(cancel, {
      method: 'POST',
      headers: { origin: open.server.frame?.publicOrigin() ?? '' },
    })
    expect(again.status).toBe(400)
  }, 60_000)

  test('F12: a client probing which addresses hold wallets runs out of distinct addresses, while its own address stays usable', async () => {
    const probe = await start({
      limits: { cooldownMs: 1, addressesPerIp: { max: 3, windowMs: 3600_000 } },
    })
    try {
      const client = frameClient(probe)
      const own = await login(newEmail(), newDevice(), probe)
      for (const email of [newEmail(), newEmail()]) {
        await startEmailLogin(client, { email, origin: dapp, deviceId: newDevice() })
      }
      const refused = await caught(
        startEmailLogin(client, { email: newEmail(), origin: dapp, deviceId: newDevice() }),
      )
      expect(refused).toBeInstanceOf(FrameRateLimitedError)
      // Nor can a session probe them as addresses to move its login to (taken or not).
      expect(
        await caught(updateEmail(client, { token: own.token, newEmail: newEmail() })),
      ).toBeInstanceOf(FrameRateLimitedError)
      await expect(
        startEmailLogin(client, { email: own.email, origin: dapp, deviceId: own.deviceId }),
      ).resolves.toMatchObject({ action: 'VERIFY_OTP' })
    } finally {
      await probe.stop()
    }
  }, 60_000)

  test('F17: a session unused for longer than the idle time ends; use keeps it alive', async () => {
    const client = frameClient(open)
    const { token } = await login(newEmail(), newDevice(), open)
    const age = (hours: number) =>
      open.server.storage.query(
        `update frame_sessions set last_used_at = now() - interval '${hours} hours'
         where token_hash = $1`,
        [hashToken(token)],
      )
    await age(71)
    await expect(getFrameSession(client, { token })).resolves.toBeTruthy()
    const [used] = await open.server.storage.query<{ idle: number }>(
      `select extract(epoch from now() - last_used_at)::int as idle from frame_sessions
       where token_hash = $1`,
      [hashToken(token)],
    )
    expect(Number(used?.idle)).toBeLessThan(60)
    await age(73)
    await expect(getFrameSession(frameClient(open), { token })).resolves.toBeUndefined()
  })

  test('F17: a device approval link enrols no device until its code logs in, and the code it sends counts against the address’s mail limit', async () => {
    const email = newEmail()
    await login(email, newDevice(), open)
    const approved = await loginOnNewDevice(email, open)
    expect(approved.approved.status).toBe(200)
    const enrolled = () =>
      open.server.storage.query('select 1 from frame_devices where device_id = $1', [
        approved.deviceId,
      ])
    expect(await enrolled()).toEqual([])
    const codeMail = await sink.waitForMessage(email, { after: approved.approvalMail.id })
    await verifyEmailCode(approved.client, {
      email,
      code: codeMail.code ?? '',
      origin: dapp,
      deviceId: approved.deviceId,
    })
    expect(await enrolled()).toHaveLength(1)

    // With 2 emails an hour per address, the login's code and the approval link use them, and
    // the approval's code is refused instead of sent.
    const tight = await start({
      limits: { cooldownMs: 1, emailsPerAddress: { max: 2, windowMs: 3600_000 } },
    })
    try {
      const metered = newEmail()
      await login(metered, newDevice(), tight)
      const refused = await loginOnNewDevice(metered, tight)
      expect(refused.approved.status).toBe(429)
      expect(await refused.approved.text()).toContain('Too many emails')
      expect(sink.messages(metered).at(-1)?.id).toBe(refused.approvalMail.id)
    } finally {
      await tight.stop()
    }
  }, 60_000)
})
