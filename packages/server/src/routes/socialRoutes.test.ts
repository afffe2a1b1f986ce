import {
  answerFrameLinkOffer,
  type BlockchainApiClient,
  connectSocialLogin,
  createBlockchainApiClient,
  createFrameWallet,
  FrameDeviceApprovalRequiredError,
  FrameLinkOfferError,
  FrameRateLimitedError,
  getAuthShare,
  getDeviceApproval,
  getFrameSession,
  getFrameWallet,
  linkSocialLogin,
  readSocialLink,
  SocialLoginError,
  startEmailLogin,
  startSocialLink,
  startSocialLogin,
  storeAuthShare,
  verifyEmailCode,
} from '@airlock/blockchain-api'
import { getFreePort } from '@airlock/testing/devnet'
import { type MailSink, startMailSink } from '@airlock/testing/mail'
import { type OidcProvider, startOidcProvider } from '@airlock/testing/oidc'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AirlockServer, createServer } from '../createServer.js'
import { createScratchDatabase } from '../test/createScratchDatabase.js'

// A real OpenID provider (oidc-provider) on loopback registered as Google (OpenID Connect,
// discovery) and as GitHub (plain OAuth 2.0 endpoints), and a real server as the confidential
// client. The browser's part (popup, provider login page, callback) is played over HTTP.
const dapp = 'https://shop.example'
let idp: OidcProvider
let sink: MailSink
let server: AirlockServer
let frameOrigin: string
let dropDatabase: (() => Promise<void>) | undefined

beforeAll(async () => {
  const framePort = await getFreePort()
  frameOrigin = `http://127.0.0.1:${framePort}`
  const redirectUris = [`${frameOrigin}/oauth/callback`]
  idp = await startOidcProvider({
    clients: [
      { clientId: 'google-client', clientSecret: 'google-secret', redirectUris },
      {
        clientId: 'github-client',
        clientSecret: 'github-secret',
        redirectUris,
        tokenEndpointAuthMethod: 'client_secret_post',
      },
    ],
  })
  sink = await startMailSink()
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
    projects: [
      { id: 'shop', name: 'Shop', allowedOrigins: [dapp] },
      { id: 'other', allowedOrigins: ['https://other.example'] },
    ],
    frame: {
      port: framePort,
      publicOrigin: frameOrigin,
      smtp: { ...sink.smtp, from: 'Airlock <login@airlock.test>' },
      // The linking tests log in by email to the same address more than once in 30 s, and the
      // file starts more logins from one address than a visitor would in an hour.
      limits: {
        cooldownMs: 1,
        startsPerIp: { max: 100, windowMs: 3600_000 },
        recoveryReleasesPerUser: { max: 2, windowMs: 24 * 3600_000 },
      },
      social: {
        google: { clientId: 'google-client', clientSecret: 'google-secret', issuer: idp.issuer },
        github: {
          clientId: 'github-client',
          clientSecret: 'github-secret',
          issuer: idp.issuer,
          authorizationEndpoint: idp.endpoints.authorization,
          tokenEndpoint: idp.endpoints.token,
          userinfoEndpoint: idp.endpoints.userinfo,
          scope: 'openid profile email',
          userNameField: 'preferred_username',
        },
      },
    },
  })
  await server.listen()
}, 60_000)

afterAll(async () => {
  await server?.close()
  await idp?.stop()
  await sink?.stop()
  await dropDatabase?.()
})

function frameClient(projectId = 'shop'): BlockchainApiClient {
  return createBlockchainApiClient({ baseUrl: frameOrigin, projectId, retryCount: 0 })
}

const newDevice = () => `device-${crypto.randomUUID()}`

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a refusal')
    },
    (error: unknown) => error,
  )
}

/** A browser's cookie jar and redirects, enough for the provider's login page. */
function createBrowser() {
  const cookies = new Map<string, string>()
  async function go(url: string, init: RequestInit = {}): Promise<Response> {
    const host = new URL(url).host
    const jar = [...cookies.entries()]
      .filter(([key]) => key.startsWith(`${host} `))
      .map(([key, value]) => `${key.split(' ')[1]}=${value}`)
      .join('; ')
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(jar ? { cookie: jar } : {}) },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = (pair ?? '').indexOf('=')
      if (index > 0) cookies.set(`${host} ${pair?.slice(0, index)}`, pair?.slice(index + 1) ?? '')
    }
    return response
  }
  /** Follows redirects until a page answers, or until the URL starts with `stopAt`. */
  async function follow(
    url: string,
    stopAt?: string,
  ): Promise<{ url: string; response: Response }> {
    let current = url
    for (let hop = 0; hop < 20; hop++) {
      if (stopAt && current.startsWith(stopAt)) return { url: current, response: new Response() }
      const response = await go(current)
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location) {
        return { url: current, response }
      }
      current = new URL(location, current).href
    }
    throw new Error('too many redirects')
  }
  return { go, follow }
}

/**
 * The popup: the attempt's URI → the provider's login page (logs in as `login`) → the URL the
 * provider sends back to the server's callback (not yet opened).
 */
async function loginAtProvider(uri: string, login: string) {
  const browser = createBrowser()
  const first = await browser.go(uri)
  expect(first.status).toBe(302)
  const authorizeUrl = new URL(first.headers.get('location') ?? '')
  const page = await browser.follow(authorizeUrl.href)
  const form = new URL(page.url)
  const response = await browser.go(`${form.origin}${form.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'any' }),
  })
  const back = await browser.follow(
    new URL(response.headers.get('location') ?? '', form).href,
    `${frameOrigin}/oauth/callback`,
  )
  return { authorizeUrl, callbackUrl: back.url, browser }
}

/**
 * The one-time result the callback page posts to the window that opened the popup, read from the
 * page as that window would receive it (`airlock:social/<id>?r=<result>`).
 */
function resultOf(html: string): string {
  const result = /"resultUri":"airlock:social\/[0-9a-f-]{36}\?r=([A-Za-z0-9_-]+)"/.exec(html)?.[1]
  if (!result) throw new Error('the page carries no result')
  return result
}

async function socialLogin(provider: 'google' | 'github', login: string, deviceId = newDevice()) {
  const client = frameClient()
  const attempt = await startSocialLogin(client, { provider, origin: dapp, deviceId })
  const { authorizeUrl, callbackUrl, browser } = await loginAtProvider(attempt.uri, login)
  const page = await browser.go(callbackUrl)
  const html = await page.clone().text()
  const result = page.status === 200 ? resultOf(html) : ''
  return { client, attempt, result, deviceId, authorizeUrl, callbackUrl, page, browser }
}

describe('social login, the server as the confidential client', () => {
  test('Google (OpenID Connect): PKCE, state and nonce go to the provider; the callback page hands the dapp a secret-free result; the frame redeems it for a session of that user', async () => {
    const { client, attempt, result, deviceId, authorizeUrl, callbackUrl, page } =
      await socialLogin('google', 'ada')
    const asked = authorizeUrl.searchParams
    expect(authorizeUrl.origin).toBe(idp.issuer)
    expect(asked.get('client_id')).toBe('google-client')
    expect(asked.get('code_challenge_method')).toBe('S256')
    expect(asked.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(asked.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(asked.get('nonce')).toBeTruthy()
    expect(asked.get('redirect_uri')).toBe(`${frameOrigin}/oauth/callback`)
    // Nothing that opens the session is in the URLs the browser saw: no secret, no token.
    expect(authorizeUrl.href + callbackUrl).not.toContain(attempt.secret)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`{"resultUri":"airlock:social/${attempt.attemptId}?r=${result}"}`)
    expect(html).toContain(JSON.stringify(dapp))
    expect(html).not.toContain(new URL(callbackUrl).searchParams.get('code') ?? 'no code')

    const session = await connectSocialLogin(client, {
      attemptId: attempt.attemptId,
      secret: attempt.secret,
      result,
      origin: dapp,
      deviceId,
    })
    // Google's user name is the account's email; the login stays apart from an email login.
    expect(session.user).toMatchObject({
      email: null,
      userName: 'ada@example.com',
      socialProvider: 'google',
    })
    expect((await getFrameSession(client, { token: session.token }))?.user).toMatchObject({
      id: session.user.id,
      userName: 'ada@example.com',
      socialProvider: 'google',
    })

    // The auth share is released to this provider-authenticated session, and to no other user.
    await createFrameWallet(client, {
      token: session.token,
      address: `0x${'a'.repeat(40)}`,
      recoveryShare: 'cmVjb3Zlcnk=',
      sealedRecoveryShare: 'sealed',
    })
    await storeAuthShare(client, { token: session.token, deviceId, share: 'YXV0aA==' })
    expect(await getAuthShare(client, { token: session.token, deviceId })).toBe('YXV0aA==')
    const other = await socialLogin('google', 'bob', deviceId)
    const bob = await connectSocialLogin(other.client, {
      attemptId: other.attempt.attemptId,
      secret: other.attempt.secret,
      result: other.result,
      origin: dapp,
      deviceId,
    })
    expect(bob.user.id).not.toBe(session.user.id)
    expect(await getAuthShare(client, { token: bob.token, deviceId })).toBeUndefined()

    // The same provider account logs in to the same user again.
    const again = await socialLogin('google', 'ada')
    const second = await connectSocialLogin(again.client, {
      attemptId: again.attempt.attemptId,
      secret: again.attempt.secret,
      result: again.result,
      origin: dapp,
      deviceId: again.deviceId,
    })
    expect(second.user.id).toBe(session.user.id)
  }, 30_000)

  test('GitHub-style OAuth 2.0 (no ID token): the user comes from the user endpoint', async () => {
    const { client, attempt, result, deviceId, page } = await socialLogin('github', 'grace')
    expect(page.status).toBe(200)
    const session = await connectSocialLogin(client, {
      attemptId: attempt.attemptId,
      secret: attempt.secret,
      result,
      origin: dapp,
      deviceId,
    })
    expect(session.user).toMatchObject({ userName: 'grace', socialProvider: 'github' })
  }, 30_000)

  test('a replayed callback is refused, and an attempt is redeemed once', async () => {
    const { client, attempt, result, deviceId, callbackUrl, browser } = await socialLogin(
      'google',
      'eve',
    )
    const replayed = await browser.go(callbackUrl)
    expect(replayed.status).toBe(400)
    expect(await replayed.text()).toContain('This login is not valid')
    const redeem = () =>
      connectSocialLogin(client, {
        attemptId: attempt.attemptId,
        secret: attempt.secret,
        result,
        origin: dapp,
        deviceId,
      })
    await redeem()
    const error = await caught(redeem())
    expect(error).toBeInstanceOf(SocialLoginError)
    expect((error as SocialLoginError).reason).toBe('SOCIAL_EXPIRED')
  }, 30_000)

  test('a foreign state is refused; a code cannot be carried to another attempt (PKCE)', async () => {
    const browser = createBrowser()
    const unknown = await browser.go(
      `${frameOrigin}/oauth/callback?code=abc&state=${'x'.repeat(43)}`,
    )
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain('This login is not valid')

    // The attacker's attempt A yields a code; the victim's attempt B's state is spliced in.
    const client = frameClient()
    const deviceId = newDevice()
    const a = await startSocialLogin(client, { provider: 'google', origin: dapp, deviceId })
    const b = await startSocialLogin(client, { provider: 'google', origin: dapp, deviceId })
    const fromA = await loginAtProvider(a.uri, 'mallory')
    const toB = await createBrowser().go(b.uri)
    const stateOfB = new URL(toB.headers.get('location') ?? '').searchParams.get('state') ?? ''
    const spliced = new URL(fromA.callbackUrl)
    spliced.searchParams.set('state', stateOfB)
    const page = await browser.go(spliced.href)
    expect(page.status).toBe(400)
    const error = await caught(
      connectSocialLogin(client, {
        attemptId: b.attemptId,
        secret: b.secret,
        result: 'B'.repeat(43),
        origin: dapp,
        deviceId,
      }),
    )
    expect((error as SocialLoginError).reason).toBe('SOCIAL_FAILED')
  }, 30_000)

  test('an attempt is redeemed only with its secret, from its device and dapp origin, once the provider answered', async () => {
    const client = frameClient()
    const deviceId = newDevice()
    const attempt = await startSocialLogin(client, { provider: 'google', origin: dapp, deviceId })
    const pending = await caught(
      connectSocialLogin(client, { ...attempt, result: 'R'.repeat(43), origin: dapp, deviceId }),
    )
    expect((pending as SocialLoginError).reason).toBe('SOCIAL_PENDING')
    const { callbackUrl, browser } = await loginAtProvider(attempt.uri, 'ivy')
    const page = await browser.go(callbackUrl)
    expect(page.status).toBe(200)
    const result = resultOf(await page.text())
    for (const wrong of [
      { secret: 'A'.repeat(43), result, origin: dapp, deviceId },
      { secret: attempt.secret, result, origin: dapp, deviceId: newDevice() },
      { secret: attempt.secret, result: 'A'.repeat(43), origin: dapp, deviceId },
    ]) {
      const error = await caught(
        connectSocialLogin(client, { attemptId: attempt.attemptId, ...wrong }),
      )
      expect((error as SocialLoginError).reason).toBe('SOCIAL_FAILED')
    }
    // The popup link works once.
    expect((await createBrowser().go(attempt.uri)).status).toBe(400)
    const off = await caught(
      startSocialLogin(client, { provider: 'discord', origin: dapp, deviceId }),
    )
    expect((off as SocialLoginError).reason).toBe('SOCIAL_PROVIDER_OFF')
  }, 30_000)

  test("F1: a login link forwarded to a victim who finishes the provider step gives its starter no session on the victim's account", async () => {
    // The victim has an account and a wallet.
    const victim = await googleSession('victim')
    await createWallet(victim.session.token, `0x${'5'.repeat(40)}`)
    // The attacker starts an attempt from a script, declaring an allowed dapp origin and its own
    // device, and sends the victim the link.
    const attacker = frameClient()
    const attackerDevice = newDevice()
    const attempt = await startSocialLogin(attacker, {
      provider: 'google',
      origin: dapp,
      deviceId: attackerDevice,
    })
    // The victim opens the link in a browser tab of its own (no opener) and logs in at the
    // provider as itself; the page says "Logged in".
    const { callbackUrl, browser } = await loginAtProvider(attempt.uri, 'victim')
    const page = await browser.go(callbackUrl)
    expect(page.status).toBe(200)
    // The attacker never sees the victim's page, so it redeems with all it holds, and without a
    // result or with a guessed one it gets no session.
    for (const result of ['A'.repeat(43), attempt.secret]) {
      const error = await caught(
        connectSocialLogin(attacker, {
          attemptId: attempt.attemptId,
          secret: attempt.secret,
          result,
          origin: dapp,
          deviceId: attackerDevice,
        }),
      )
      expect(error).toBeInstanceOf(SocialLoginError)
      expect((error as SocialLoginError).reason).toBe('SOCIAL_FAILED')
    }
  }, 30_000)
})

/** An email login with the code read from the inbox, as a visitor makes it. */
async function emailLogin(email: string, deviceId = newDevice()) {
  const client = frameClient()
  const before = sink.messages(email).at(-1)?.id
  await startEmailLogin(client, { email, origin: dapp, deviceId })
  const mail = await sink.waitForMessage(email, { after: before })
  const session = await verifyEmailCode(client, {
    email,
    code: mail.code ?? '',
    origin: dapp,
    deviceId,
  })
  return { client, deviceId, session }
}

/** A Google login of `login` (whose address is `<login>@example.com`) redeemed for a session. */
async function googleSession(login: string) {
  const { client, attempt, result, deviceId } = await socialLogin('google', login)
  const session = await connectSocialLogin(client, {
    attemptId: attempt.attemptId,
    secret: attempt.secret,
    result,
    origin: dapp,
    deviceId,
  })
  return { client, deviceId, session }
}

const walletOf = (token: string) => getFrameWallet(frameClient(), { token })

async function createWallet(token: string, address: string) {
  await createFrameWallet(frameClient(), {
    token,
    address,
    recoveryShare: 'cmVjb3Zlcnk=',
    sealedRecoveryShare: 'sealed',
  })
}

/** The visitor opens the approval link mailed after `after` and clicks its button. */
async function approveFromMail(email: string, after: string | undefined) {
  const mail = await sink.waitForMessage(email, { after })
  expect(mail.subject).toBe('Approve restoring your wallet on a new device')
  const link = mail.links.find((href) => href.startsWith(`${frameOrigin}/v1/frame/`)) ?? ''
  const approved = await fetch(link, {
    method: 'POST',
    headers: { origin: frameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  })
  expect(approved.status).toBe(200)
  return { mail, link }
}

describe('linking an email login and a social login of the same verified address', () => {
  test("a Google login of an email login's address is offered the link, and nothing is linked before the answer; accepted, the Google login opens the email login's wallet", async () => {
    const login = `lin${Date.now()}`
    const email = `${login}@example.com`
    const byEmail = await emailLogin(email)
    expect(byEmail.session.linkOffer).toBeUndefined()
    await createWallet(byEmail.session.token, `0x${'1'.repeat(40)}`)

    const google = await googleSession(login)
    expect(google.session.linkOffer).toMatchObject({ email, otherLogin: 'email' })
    // Still apart: a user of its own, no wallet.
    expect(google.session.user.id).not.toBe(byEmail.session.user.id)
    expect(await walletOf(google.session.token)).toBeUndefined()

    const answer = await answerFrameLinkOffer(frameClient(), {
      token: google.session.token,
      offerToken: google.session.linkOffer?.token ?? '',
      accept: true,
    })
    expect(answer).toEqual({
      linked: true,
      user: { id: byEmail.session.user.id, email: null, userName: email, socialProvider: 'google' },
    })
    // Its device is new to that wallet: the email login's inbox approves it first (F9).
    const before = sink.messages(email).at(-1)?.id
    expect(await caught(walletOf(google.session.token))).toBeInstanceOf(
      FrameDeviceApprovalRequiredError,
    )
    await approveFromMail(email, before)
    expect((await walletOf(google.session.token))?.address).toBe(`0x${'1'.repeat(40)}`)
    expect((await getFrameSession(frameClient(), { token: byEmail.session.token }))?.user.id).toBe(
      byEmail.session.user.id,
    )
    // Linked for good: the next Google login is the same user and is not asked again.
    const again = await googleSession(login)
    expect(again.session.user.id).toBe(byEmail.session.user.id)
    expect(again.session.linkOffer).toBeUndefined()
  }, 30_000)

  test("an email login of an address a Google login verified is offered the link too; accepted, the email login opens the Google login's wallet", async () => {
    const login = `rev${Date.now()}`
    const email = `${login}@example.com`
    const google = await googleSession(login)
    expect(google.session.linkOffer).toBeUndefined()
    await createWallet(google.session.token, `0x${'2'.repeat(40)}`)

    const byEmail = await emailLogin(email)
    expect(byEmail.session.linkOffer).toMatchObject({ email, otherLogin: 'google' })
    const answer = await answerFrameLinkOffer(frameClient(), {
      token: byEmail.session.token,
      offerToken: byEmail.session.linkOffer?.token ?? '',
      accept: true,
    })
    // The user with the wallet keeps both logins.
    expect(answer).toEqual({ linked: true, user: { id: google.session.user.id, email } })
    expect((await walletOf(byEmail.session.token))?.address).toBe(`0x${'2'.repeat(40)}`)
    const next = await emailLogin(email, byEmail.deviceId)
    expect(next.session.user.id).toBe(google.session.user.id)
    expect(next.session.linkOffer).toBeUndefined()
  }, 30_000)

  test('declined, both logins stay apart and the pair is not offered again, either way', async () => {
    const login = `dec${Date.now()}`
    const email = `${login}@example.com`
    const byEmail = await emailLogin(email)
    const google = await googleSession(login)
    const answer = await answerFrameLinkOffer(frameClient(), {
      token: google.session.token,
      offerToken: google.session.linkOffer?.token ?? '',
      accept: false,
    })
    expect(answer).toEqual({
      linked: false,
      user: { id: google.session.user.id, email: null, userName: email, socialProvider: 'google' },
    })
    expect(google.session.user.id).not.toBe(byEmail.session.user.id)
    await createWallet(google.session.token, `0x${'3'.repeat(40)}`)
    expect(await walletOf(byEmail.session.token)).toBeUndefined()
    const again = await googleSession(login)
    expect(again.session.user.id).toBe(google.session.user.id)
    expect(again.session.linkOffer).toBeUndefined()
    const byEmailAgain = await emailLogin(email, byEmail.deviceId)
    expect(byEmailAgain.session.user.id).toBe(byEmail.session.user.id)
    expect(byEmailAgain.session.linkOffer).toBeUndefined()
  }, 30_000)

  test('an address the provider did not verify is never offered for linking', async () => {
    const login = `unverified${Date.now()}`
    const email = `${login}@example.com`
    const byEmail = await emailLogin(email)
    const google = await googleSession(login)
    expect(google.session.linkOffer).toBeUndefined()
    expect(google.session.user.id).not.toBe(byEmail.session.user.id)
    const byEmailAgain = await emailLogin(email, byEmail.deviceId)
    expect(byEmailAgain.session.linkOffer).toBeUndefined()
    const [identity] = await server.storage.query<{ email: string | null }>(
      "select email from frame_identities where provider = 'google' and user_id = $1",
      [google.session.user.id],
    )
    expect(identity).toEqual({ email: null })
  }, 30_000)

  test("a forged offer, another session's offer and a replayed answer are refused, and link nothing", async () => {
    const login = `rep${Date.now()}`
    const email = `${login}@example.com`
    const byEmail = await emailLogin(email)
    const google = await googleSession(login)
    const offerToken = google.session.linkOffer?.token ?? ''
    expect(offerToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const refused = async (token: string, offer: string) => {
      const error = await caught(
        answerFrameLinkOffer(frameClient(), { token, offerToken: offer, accept: true }),
      )
      expect(error).toBeInstanceOf(FrameLinkOfferError)
    }
    // A made-up offer token, and the real one presented with the email login's session.
    await refused(google.session.token, 'F'.repeat(43))
    await refused(byEmail.session.token, offerToken)
    expect((await getFrameSession(frameClient(), { token: google.session.token }))?.user.id).toBe(
      google.session.user.id,
    )
    // The offer is answered once: declined, a replayed acceptance links nothing.
    await answerFrameLinkOffer(frameClient(), {
      token: google.session.token,
      offerToken,
      accept: false,
    })
    await refused(google.session.token, offerToken)
    expect((await getFrameSession(frameClient(), { token: google.session.token }))?.user.id).toBe(
      google.session.user.id,
    )
    expect(google.session.user.id).not.toBe(byEmail.session.user.id)
    // Only the offer's hash is kept.
    const rows = await server.storage.query('select * from frame_link_offers')
    expect(JSON.stringify(rows)).not.toContain(offerToken)
  }, 30_000)
})

describe('the recovery halves on a new device (F9)', () => {
  test('F9: a Google login on a device new to a user with a verified address gets no recovery halves until the link mailed to that address approves the device; the approval sends no login code', async () => {
    const email = 'gwen@example.com'
    const first = await googleSession('gwen')
    await createWallet(first.session.token, `0x${'6'.repeat(40)}`)
    // Someone holding Gwen's Google login logs in on a device of their own and reads the wallet.
    const before = sink.messages(email).at(-1)?.id
    const elsewhere = await googleSession('gwen')
    const held = await caught(walletOf(elsewhere.session.token))
    expect(held).toBeInstanceOf(FrameDeviceApprovalRequiredError)
    const { approvalId, email: shown } = held as FrameDeviceApprovalRequiredError
    expect(shown).toBe('g•••@example.com')
    const mail = await sink.waitForMessage(email, { after: before })
    expect(mail.subject).toBe('Approve restoring your wallet on a new device')
    expect(mail.text).toContain('google')
    expect(mail.code).toBeUndefined()
    const link = mail.links.find((href) => href.startsWith(`${frameOrigin}/v1/frame/`)) ?? ''
    expect(link).toContain(`/v1/frame/device-approvals/${approvalId}/approve?`)
    // Asked again while pending: the same approval, and no second mail.
    const again = await caught(walletOf(elsewhere.session.token))
    expect((again as FrameDeviceApprovalRequiredError).approvalId).toBe(approvalId)
    expect(sink.messages(email).at(-1)?.id).toBe(mail.id)
    // The link's page says what it approves; opening it (a mail scanner) approves nothing.
    const page = await fetch(link)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('restore your wallet')
    await expect(getDeviceApproval(frameClient(), { approvalId })).resolves.toMatchObject({
      status: 'pending',
    })
    expect(await caught(walletOf(elsewhere.session.token))).toBeInstanceOf(
      FrameDeviceApprovalRequiredError,
    )

    // Gwen clicks the button: the device is approved, and no login code is made or mailed.
    const approved = await fetch(link, {
      method: 'POST',
      headers: { origin: frameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    })
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Device approved')
    expect(sink.messages(email).at(-1)?.id).toBe(mail.id)
    expect(
      await server.storage.query('select 1 from frame_codes where user_id = $1 or email = $2', [
        first.session.user.id,
        email,
      ]),
    ).toEqual([])
    await expect(getDeviceApproval(frameClient(), { approvalId })).resolves.toMatchObject({
      status: 'approved',
    })
    // Now the halves are released to that session, and the release is told.
    await expect(walletOf(elsewhere.session.token)).resolves.toMatchObject({
      sealedRecoveryShare: 'sealed',
    })
    const notice = await sink.waitForMessage(email, { after: mail.id })
    expect(notice.subject).toBe('Your wallet was opened on a new device')
    // The link works once.
    const twice = await fetch(link, { method: 'POST', headers: { origin: frameOrigin } })
    expect(twice.status).toBe(400)
  }, 60_000)

  test('F9: logging in again on the same unapproved device gets no recovery halves either', async () => {
    const email = 'hana@example.com'
    const first = await googleSession('hana')
    await createWallet(first.session.token, `0x${'7'.repeat(40)}`)
    const before = sink.messages(email).at(-1)?.id
    const attacker = await googleSession('hana')
    expect(await caught(walletOf(attacker.session.token))).toBeInstanceOf(
      FrameDeviceApprovalRequiredError,
    )
    await sink.waitForMessage(email, { after: before })
    // A fresh session on that device, whose first session the inbox never approved.
    const { client, attempt, result } = await socialLogin('google', 'hana', attacker.deviceId)
    const second = await connectSocialLogin(client, {
      attemptId: attempt.attemptId,
      secret: attempt.secret,
      result,
      origin: dapp,
      deviceId: attacker.deviceId,
    })
    expect(await caught(walletOf(second.token))).toBeInstanceOf(FrameDeviceApprovalRequiredError)
  }, 60_000)

  test('F9: a social login on a device new to its user gets the recovery halves at most twice a day, each after the approval link and each release told to the address the provider verified', async () => {
    const email = 'fiona@example.com'
    const first = await googleSession('fiona')
    await createWallet(first.session.token, `0x${'9'.repeat(40)}`)
    // The device the wallet was made on reads it freely, and nobody is told (a notice is sent
    // before the answer, so none can arrive later).
    const told = sink.messages(email).length
    await walletOf(first.session.token)
    expect(sink.messages(email)).toHaveLength(told)
    for (let release = 0; release < 2; release++) {
      const before = sink.messages(email).at(-1)?.id
      const elsewhere = await googleSession('fiona')
      expect(await caught(walletOf(elsewhere.session.token))).toBeInstanceOf(
        FrameDeviceApprovalRequiredError,
      )
      const { mail } = await approveFromMail(email, before)
      await expect(walletOf(elsewhere.session.token)).resolves.toMatchObject({
        sealedRecoveryShare: 'sealed',
      })
      const notice = await sink.waitForMessage(email, { after: mail.id })
      expect(notice.subject).toBe('Your wallet was opened on a new device')
      expect(notice.text).toContain('google')
      // An approved device is known: its next session reads the wallet without asking again.
      const { client, attempt, result } = await socialLogin('google', 'fiona', elsewhere.deviceId)
      const back = await connectSocialLogin(client, {
        attemptId: attempt.attemptId,
        secret: attempt.secret,
        result,
        origin: dapp,
        deviceId: elsewhere.deviceId,
      })
      await expect(walletOf(back.token)).resolves.toMatchObject({ sealedRecoveryShare: 'sealed' })
      expect(sink.messages(email).at(-1)?.id).toBe(notice.id)
    }
    // A third new device in the day gets nothing to attack offline, approved or not.
    const before = sink.messages(email).at(-1)?.id
    const third = await googleSession('fiona')
    expect(await caught(walletOf(third.session.token))).toBeInstanceOf(
      FrameDeviceApprovalRequiredError,
    )
    await approveFromMail(email, before)
    expect(await caught(walletOf(third.session.token))).toBeInstanceOf(FrameRateLimitedError)
  }, 90_000)

  test("F9: a Google login that links itself to an email login's wallet restores it only after the link mailed to that address, and so does any device the Google login used before", async () => {
    const login = `lnk${Date.now()}`
    const email = `${login}@example.com`
    const byEmail = await emailLogin(email)
    await createWallet(byEmail.session.token, `0x${'4'.repeat(40)}`)
    // Someone with the Google account of that address logs in on two devices of their own and
    // accepts the link offer on the first.
    const first = await googleSession(login)
    const second = await googleSession(login)
    await answerFrameLinkOffer(frameClient(), {
      token: first.session.token,
      offerToken: first.session.linkOffer?.token ?? '',
      accept: true,
    })
    const before = sink.messages(email).at(-1)?.id
    expect(await caught(walletOf(first.session.token))).toBeInstanceOf(
      FrameDeviceApprovalRequiredError,
    )
    expect((await sink.waitForMessage(email, { after: before })).subject).toBe(
      'Approve restoring your wallet on a new device',
    )
    // The second device, the Google user's before the link, is new to the wallet all the same.
    const { client, attempt, result } = await socialLogin('google', login, second.deviceId)
    const again = await connectSocialLogin(client, {
      attemptId: attempt.attemptId,
      secret: attempt.secret,
      result,
      origin: dapp,
      deviceId: second.deviceId,
    })
    expect(again.user.id).toBe(byEmail.session.user.id)
    expect(await caught(walletOf(again.token))).toBeInstanceOf(FrameDeviceApprovalRequiredError)
  }, 60_000)

  test('F9: a social user with no email on record has the provider login as the only factor: the halves go to a new device at once, within the daily budget', async () => {
    // The provider did not verify the address, so the server has none to ask or tell.
    const login = `unverified${Date.now()}`
    const first = await googleSession(login)
    await createWallet(first.session.token, `0x${'8'.repeat(40)}`)
    for (let release = 0; release < 2; release++) {
      const elsewhere = await googleSession(login)
      await expect(walletOf(elsewhere.session.token)).resolves.toMatchObject({
        sealedRecoveryShare: 'sealed',
      })
    }
    expect(sink.messages(`${login}@example.com`)).toEqual([])
    const third = await googleSession(login)
    expect(await caught(walletOf(third.session.token))).toBeInstanceOf(FrameRateLimitedError)
  }, 60_000)
})

describe('a social login linked later, from a session', () => {
  /** A link attempt of `token`'s session, through the provider step as `login`: its redeem body. */
  async function linkAttempt(token: string, login: string) {
    const attempt = await startSocialLink(frameClient(), { token, provider: 'google' })
    const { callbackUrl, browser } = await loginAtProvider(attempt.uri, login)
    const result = resultOf(await (await browser.go(callbackUrl)).text())
    return { token, attemptId: attempt.attemptId, secret: attempt.secret, result }
  }

  test('reading the attempt names the login and links nothing; linking makes that Google login open the same user and wallet, even folding the walletless user it had', async () => {
    const login = `later${Date.now()}`
    const byEmail = await emailLogin(`owner-${login}@example.com`)
    await createWallet(byEmail.session.token, `0x${'5'.repeat(40)}`)
    const link = await linkAttempt(byEmail.session.token, login)

    await expect(readSocialLink(frameClient(), link)).resolves.toEqual({
      provider: 'google',
      userName: expect.any(String),
      email: `${login}@example.com`,
    })
    // Not linked yet: a Google login now is a user of its own, without a wallet.
    const apart = await googleSession(login)
    expect(apart.session.user.id).not.toBe(byEmail.session.user.id)

    await expect(linkSocialLogin(frameClient(), link)).resolves.toMatchObject({
      provider: 'google',
    })
    // The walletless user it had is folded in: its session ended, the login opens this wallet.
    expect(await getFrameSession(frameClient(), { token: apart.session.token })).toBeUndefined()
    const linked = await googleSession(login)
    expect(linked.session.user.id).toBe(byEmail.session.user.id)
    // Once: the same attempt links nothing again.
    expect(await caught(linkSocialLogin(frameClient(), link))).toMatchObject({
      reason: 'SOCIAL_EXPIRED',
    })
  }, 30_000)

  test('a Google login whose user holds a wallet is refused and stays apart', async () => {
    const login = `taken${Date.now()}`
    const google = await googleSession(login)
    await createWallet(google.session.token, `0x${'6'.repeat(40)}`)
    const byEmail = await emailLogin(`other-${login}@example.com`)
    const link = await linkAttempt(byEmail.session.token, login)
    expect(await caught(linkSocialLogin(frameClient(), link))).toMatchObject({
      reason: 'SOCIAL_TAKEN',
    })
    expect((await googleSession(login)).session.user.id).toBe(google.session.user.id)
  }, 30_000)

  test('a link attempt works only for the session that started it: another session, or a login redeeming it, gets nothing', async () => {
    const login = `mine${Date.now()}`
    const owner = await emailLogin(`mine-${login}@example.com`)
    const other = await emailLogin(`thief-${login}@example.com`)
    const link = await linkAttempt(owner.session.token, login)
    for (const call of [readSocialLink, linkSocialLogin]) {
      expect(
        await caught(call(frameClient(), { ...link, token: other.session.token })),
      ).toMatchObject({ reason: 'SOCIAL_FAILED' })
    }
    // Redeemed as a login (from the same device and page), it opens no session.
    expect(
      await caught(
        connectSocialLogin(frameClient(), {
          attemptId: link.attemptId,
          secret: link.secret,
          result: link.result,
          origin: dapp,
          deviceId: owner.deviceId,
        }),
      ),
    ).toMatchObject({ reason: 'SOCIAL_FAILED' })
    // Still the owner's to link.
    await expect(linkSocialLogin(frameClient(), link)).resolves.toMatchObject({
      provider: 'google',
    })
  }, 30_000)
})
