import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  FarcasterLoginError,
  FrameDeviceApprovalRequiredError,
  FrameSessionExpiredError,
  SocialLoginError,
} from '@airlock/blockchain-api'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  address as solanaAddress,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { createPublicClient, http, parseEther, recoverMessageAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createMemoryShareStore } from '../custody/createMemoryShareStore.js'
import { eip7702DelegateAddress } from '../custody/eip7702Delegate.js'
import type { RecoverySecret } from '../custody/sealRecoveryShare.js'
import type { StoredWallet } from '../custody/types.js'
import {
  FrameRequestAbortedError,
  FrameRequestError,
  FrameUnsupportedMethodError,
  FrameUserRejectedError,
  InvalidFrameRequestError,
} from '../errors/frame.js'
import { createFrameHost, type FrameFundRequest, type FrameHost } from '../host/createFrameHost.js'
import type { FrameTheme } from '../protocol/themeSchema.js'
import { startAnvil } from '../test/startAnvil.js'
import type { FrameUi } from './createDomUi.js'
import {
  createMemorySessionStore,
  createSessionStore,
  type FrameSessionStore,
} from './createSessionStore.js'
import type { ApprovalDescription } from './describeRequest.js'
import type { FrameSiteBackend, SocialLinkRedeem } from './siteBackend.js'
import { startFrameSite } from './startFrameSite.js'

const dappOrigin = 'http://localhost:5173'
const frameOrigin = 'http://wallet.localhost:8788'

/** The Airlock server's frame backend, in memory: one user, code 123456. */
function createBackend() {
  const wallets = new Map<string, StoredWallet>()
  const authShares = new Map<string, string>()
  const tokens = new Map<string, { id: string; email: string | null; userName?: string }>()
  const attempts = new Map<
    string,
    { secret: string; deviceId: string; done: boolean; result?: string }
  >()
  /** Link offers made with Google logins (token → session) and the visitor's answers. */
  const offers = new Map<string, string>()
  const linkAnswers: boolean[] = []
  /** The email changes the server was asked to start. */
  const updateEmailCalls: string[] = []
  /** The social logins linked to a session's user (`<user> <provider>`). */
  const socialLinks: string[] = []
  /** A finished link attempt as the frame redeems it, checked as the server checks it. */
  const linkAttemptOf = ({ token, attemptId, secret, result }: SocialLinkRedeem) => {
    const attempt = attempts.get(attemptId)
    const user = tokens.get(token)
    if (!user || !attempt?.done || attempt.secret !== secret || attempt.result !== result)
      throw new SocialLoginError({ reason: 'SOCIAL_FAILED' })
    return { user, found: { provider: 'google' as const, userName: 'ada.g', email: null } }
  }
  const backend: FrameSiteBackend = {
    isOriginAllowed: async (origin) => origin === dappOrigin,
    startEmailLogin: async () => ({ action: 'VERIFY_OTP' }),
    waitForDeviceApproval: async () => {},
    verifyEmailCode: async ({ email, code }) => {
      if (code !== '123456') throw new Error('Invalid code')
      const token = crypto.randomUUID()
      tokens.set(token, { id: `user:${email}`, email })
      return { token, user: { id: `user:${email}`, email } }
    },
    startSocialLogin: async ({ deviceId }) => {
      const attemptId = crypto.randomUUID()
      const secret = crypto.randomUUID()
      attempts.set(attemptId, { secret, deviceId, done: false })
      return { attemptId, secret, uri: `${frameOrigin}/v1/frame/social/authorize/${attemptId}` }
    },
    startSocialLink: async ({ token }) => {
      if (!tokens.has(token)) throw new FrameSessionExpiredError()
      const attemptId = crypto.randomUUID()
      const secret = crypto.randomUUID()
      attempts.set(attemptId, { secret, deviceId: 'link', done: false })
      return { attemptId, secret, uri: `${frameOrigin}/v1/frame/social/authorize/${attemptId}` }
    },
    readSocialLink: async (redeem) => linkAttemptOf(redeem).found,
    linkSocialLogin: async (redeem) => {
      const { user, found } = linkAttemptOf(redeem)
      attempts.delete(redeem.attemptId)
      socialLinks.push(`${user.id} ${found.provider}`)
      return found
    },
    connectSocialLogin: async ({ attemptId, secret, result, deviceId }) => {
      const attempt = attempts.get(attemptId)
      if (
        !attempt?.done ||
        attempt.secret !== secret ||
        attempt.result !== result ||
        attempt.deviceId !== deviceId
      )
        throw new Error('SOCIAL_FAILED')
      attempts.delete(attemptId)
      const token = crypto.randomUUID()
      const user = { id: 'user:google:ada', email: null, userName: 'ada', socialProvider: 'google' }
      tokens.set(token, user)
      // Ada's email login has the same verified address: the server offers the link.
      const offerToken = crypto.randomUUID()
      offers.set(offerToken, token)
      return {
        token,
        user,
        linkOffer: { token: offerToken, email: 'ada@example.com', otherLogin: 'email' },
      }
    },
    answerLinkOffer: async ({ token, offerToken, accept }) => {
      if (offers.get(offerToken) !== token) throw new Error('LINK_OFFER_INVALID')
      offers.delete(offerToken)
      linkAnswers.push(accept)
      const current = tokens.get(token)
      if (!current) throw new Error('SESSION_INVALID')
      // Linked: the Google login now opens the email login's user (and wallet).
      const user = accept ? { ...current, id: 'user:ada@example.com' } : current
      tokens.set(token, user)
      return { linked: accept, user }
    },
    startFarcasterLogin: async ({ deviceId }) => {
      const attemptId = crypto.randomUUID()
      const secret = crypto.randomUUID()
      attempts.set(attemptId, { secret, deviceId, done: false })
      return { attemptId, secret, url: `https://farcaster.xyz/~/siwf?channelToken=${attemptId}` }
    },
    connectFarcasterLogin: async ({ attemptId, secret, deviceId }) => {
      const attempt = attempts.get(attemptId)
      if (!attempt || attempt.secret !== secret || attempt.deviceId !== deviceId)
        throw new FarcasterLoginError({ reason: 'FARCASTER_FAILED' })
      if (!attempt.done) throw new FarcasterLoginError({ reason: 'FARCASTER_PENDING' })
      attempts.delete(attemptId)
      const token = crypto.randomUUID()
      const user = {
        id: 'user:fid:7',
        email: null,
        userName: 'caster',
        socialProvider: 'farcaster',
      }
      tokens.set(token, user)
      return { token, user }
    },
    getSession: async ({ token }) => tokens.get(token),
    signOut: async ({ token }) => void tokens.delete(token),
    updateEmail: async ({ newEmail }) => {
      updateEmailCalls.push(newEmail)
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    verifyUpdateEmailPrimary: async () => {},
    verifyUpdateEmailSecondary: async () => ({ newEmail: 'new@example.com' }),
    getNativePriceUsd: async ({ chainId }) => (chainId === 31337 ? 3000 : undefined),
    wallet: (token) => {
      const user = () => {
        const found = tokens.get(token)
        if (!found) throw new Error('SESSION_INVALID')
        return found.id
      }
      return {
        getWallet: async () => wallets.get(user()),
        createWallet: async (wallet) => void wallets.set(user(), wallet),
        getAuthShare: async ({ deviceId }) => authShares.get(`${user()}/${deviceId}`),
        storeAuthShare: async ({ deviceId, share }) =>
          void authShares.set(`${user()}/${deviceId}`, share),
      }
    },
  }
  /**
   * The provider answered the attempt (the server's callback): the result URI its last page posts
   * to the window that opened it.
   */
  const completeSocial = (attemptId: string) => {
    const attempt = attempts.get(attemptId)
    const result = crypto.randomUUID().replaceAll('-', '')
    if (attempt) Object.assign(attempt, { done: true, result })
    return `airlock:social/${attemptId}?r=${result}`
  }
  return {
    backend,
    wallets,
    authShares,
    completeSocial,
    linkAnswers,
    updateEmailCalls,
    socialLinks,
  }
}

const prf = crypto.getRandomValues(new Uint8Array(32))

/** The visitor, scripted: approves or rejects, and answers the passkey prompt. */
function createVisitor() {
  const seen = {
    approvals: [] as ApprovalDescription[],
    /** Each approval's Buy button, when it had one. */
    fundButtons: [] as (string | undefined)[],
    recoveries: [] as string[],
    phrases: [] as string[],
    themes: [] as FrameTheme[],
  }
  let approve: boolean | 'fund' = true
  let link = false
  const links: { email: string; thisLogin: string; otherLogin: string }[] = []
  /** The email changes asked in the frame, each with the visitor's answer to give. */
  const emailChanges: {
    question: { currentEmail: string | null; newEmail: string; origin: string }
    answer(confirmed: boolean): void
  }[] = []
  /** The social logins the frame asked to link, each with the visitor's answer to give. */
  const socialLinkQuestions: {
    question: { provider: string; userName: string; email: string | null; origin: string }
    answer(confirmed: boolean): void
  }[] = []
  /** The failures the frame offered to try again, each with the visitor's answer to give. */
  const retries: { message: string; answer(again: boolean): void }[] = []
  /** The device approvals the frame waited for (F9), each with the visitor's Cancel. */
  const deviceApprovals: { email: string | undefined; cancel(): void }[] = []
  let passkeyOutput: Uint8Array = prf
  const ui: FrameUi = {
    requestDeviceApproval: ({ email, wait }) =>
      new Promise<boolean>((resolve, reject) => {
        const controller = new AbortController()
        deviceApprovals.push({
          email,
          cancel: () => {
            controller.abort()
            resolve(false)
          },
        })
        wait(controller.signal).then(() => resolve(true), reject)
      }),
    requestEmailChange: (question) =>
      new Promise<boolean>((answer) => void emailChanges.push({ question, answer })),
    requestSocialLink: (question) =>
      new Promise<boolean>((answer) => void socialLinkQuestions.push({ question, answer })),
    requestLinkChoice: async (question) => {
      links.push(question)
      return link
    },
    requestApproval: async (description, options) => {
      seen.approvals.push(description)
      seen.fundButtons.push(options?.fund)
      return approve
    },
    requestRecoverySecret: async ({ mode }) => {
      seen.recoveries.push(mode)
      return { kind: 'passkey', prf: passkeyOutput } satisfies RecoverySecret
    },
    showRecoveryPhrase: async (phrase) => void seen.phrases.push(phrase),
    requestRetry: ({ message, signal }) =>
      new Promise<boolean>((answer) => {
        retries.push({ message, answer })
        signal?.addEventListener('abort', () => answer(false))
      }),
    setTheme: (theme) => void seen.themes.push(theme),
  }
  return {
    ui,
    seen,
    links,
    emailChanges,
    socialLinkQuestions,
    deviceApprovals,
    retries,
    setLink: (value: boolean) => (link = value),
    setApprove: (value: boolean | 'fund') => (approve = value),
    usePasskey: (output: Uint8Array) => (passkeyOutput = output),
  }
}

/** A dapp page (host) and the frame site in one process, joined as a browser joins them. */
async function embed(options: {
  backend: FrameSiteBackend
  embedder?: string
  projectId?: string
  sessions?: FrameSessionStore
  shares?: ReturnType<typeof createMemoryShareStore>
  ui?: FrameUi
}) {
  const pageWindow = new EventTarget()
  const frameWindow = new EventTarget()
  const received: unknown[] = []
  const windowPosts: { message: unknown; targetOrigin: string }[] = []
  const iframes: { contentWindow: EventTarget; style: Record<string, string> }[] = []
  const document = {
    defaultView: pageWindow,
    createElement: () => {
      const iframe = {
        contentWindow: frameWindow,
        style: {},
        addEventListener: () => {},
        remove: () => {},
      }
      iframes.push(iframe)
      return iframe
    },
    body: { appendChild: () => {} },
  } as unknown as Document
  const projectId = options.projectId ?? 'demo'
  const host = createFrameHost({
    projectId,
    url: `${frameOrigin}/`,
    document,
    readyTimeout: 2000,
  })
  const loading = host.load()
  const embedder = options.embedder ?? dappOrigin
  let pagePort: MessagePort | undefined
  const site = await startFrameSite({
    window: {
      parent: {
        postMessage(message, targetOrigin, transfer = []) {
          windowPosts.push({ message, targetOrigin })
          // The browser delivers only to a parent of exactly that origin.
          if (targetOrigin !== embedder) return
          const port = transfer[0] as MessagePort | undefined
          pagePort = port
          port?.addEventListener('message', (event) => received.push(event.data))
          const event = Object.assign(new Event('message'), {
            data: message,
            origin: frameOrigin,
            source: frameWindow,
            ports: transfer,
          })
          pageWindow.dispatchEvent(event)
        },
      },
      location: {
        search: `?projectId=${projectId}&chainId=31337&version=4`,
        ancestorOrigins: [embedder],
        reload: () => {},
      },
      document: { referrer: `${embedder}/` },
    },
    backend: options.backend,
    sessions: options.sessions ?? createMemorySessionStore(),
    shares: options.shares ?? createMemoryShareStore(),
    ui: options.ui ?? createVisitor().ui,
  })
  /** Posts `message` on the page's end of the port as is (no host checks it) and waits for its answer. */
  const post = async (message: { id: string; type: string; payload?: unknown }) => {
    pagePort?.postMessage(message)
    let answer: unknown
    await vi.waitFor(() => {
      answer = received.find((event) => (event as { id?: string }).id === message.id)
      expect(answer).toBeDefined()
    })
    return answer
  }
  return { host, site, loading, received, windowPosts, frameWindow, post }
}

let hosts: FrameHost[] = []
/**
 * How long a card short of funds may take to ask for them: it estimates, simulates and reads the
 * balance on anvil first (over 1 s, vi.waitFor's default, on a busy machine).
 */
const fundAsked = { timeout: 15_000 }

afterEach(() => {
  for (const host of hosts) host.destroy()
  hosts = []
})

async function login(host: FrameHost) {
  expect(await host.request('CONNECT_EMAIL', { email: 'ada@example.com' })).toEqual({
    action: 'VERIFY_OTP',
  })
  await host.request('CONNECT_OTP', { otp: '123456' })
  return host.request('GET_USER', { chainId: 31337 })
}

describe('the frame site', () => {
  test('social login: the redirect URI opens an attempt whose secret stays in the frame; the result URI connects with the user name', async () => {
    const { backend, completeSocial } = createBackend()
    const visitor = createVisitor()
    const { host, loading, received } = await embed({ backend, ui: visitor.ui })
    hosts.push(host)
    await loading
    const { uri } = await host.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const attemptId = uri.split('/').at(-1) as string
    // A result URI for an attempt this frame did not open is refused.
    await expect(
      host.request('CONNECT_SOCIAL', { uri: `airlock:social/${crypto.randomUUID()}` }),
    ).rejects.toThrow('Social login failed')
    const resultUri = completeSocial(attemptId)
    // Without the result its last page gave the opener (a login finished from a forwarded link),
    // the attempt is refused and stays redeemable by its opener.
    await expect(
      host.request('CONNECT_SOCIAL', { uri: `airlock:social/${attemptId}` }),
    ).rejects.toThrow('Social login failed')
    const user = await host.request('CONNECT_SOCIAL', {
      uri: resultUri,
      chainId: 31337,
    })
    expect(user).toMatchObject({ email: null, userName: 'ada', chainId: 31337 })
    expect(visitor.seen.recoveries).toEqual(['create'])
    expect(await host.request('IS_CONNECTED', undefined)).toEqual({ isConnected: true })
    // Used once: the same result URI cannot log in again.
    await expect(host.request('CONNECT_SOCIAL', { uri: resultUri })).rejects.toThrow(
      'Social login failed',
    )
    expect(JSON.stringify(received)).not.toContain('secret')
  })

  test("a social login offered a link to the email login of its verified address asks the visitor in the frame: linked, it opens the email login's wallet with no new passkey; kept separate, it gets a wallet of its own", async () => {
    const { backend, completeSocial, linkAnswers } = createBackend()
    const visitor = createVisitor()
    const shares = createMemoryShareStore()
    const sessions = createMemorySessionStore()
    const { host, loading } = await embed({ backend, ui: visitor.ui, shares, sessions })
    hosts.push(host)
    await loading
    const byEmail = await login(host)
    expect(visitor.seen.recoveries).toEqual(['create'])
    // No offer came with the email login: nothing was asked.
    expect(visitor.links).toEqual([])
    await host.request('SIGN_OUT', undefined)

    const google = async () => {
      const { uri } = await host.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
      return host.request('CONNECT_SOCIAL', {
        uri: completeSocial(uri.split('/').at(-1) as string),
        chainId: 31337,
        preferredAccountType: 'eoa',
      })
    }
    visitor.setLink(true)
    const linked = await google()
    expect(visitor.links).toEqual([
      { email: 'ada@example.com', thisLogin: 'google', otherLogin: 'email' },
    ])
    expect(linkAnswers).toEqual([true])
    expect(linked).toMatchObject({ address: byEmail.address, userName: 'ada' })
    // This device holds the email login's share: no passkey asked.
    expect(visitor.seen.recoveries).toEqual(['create'])
    await host.request('SIGN_OUT', undefined)

    visitor.setLink(false)
    const separate = await google()
    expect(visitor.links).toHaveLength(2)
    expect(linkAnswers).toEqual([true, false])
    expect(separate.address).not.toBe(byEmail.address)
    expect(visitor.seen.recoveries).toEqual(['create', 'create'])
  })

  test('Farcaster: the URI is the channel URL; CONNECT_FARCASTER waits until the app has signed, then the user name; a newer attempt ends the older wait', async () => {
    const { backend, completeSocial } = createBackend()
    const visitor = createVisitor()
    const { host, loading, received } = await embed({ backend, ui: visitor.ui })
    hosts.push(host)
    await loading
    const first = await host.request('GET_FARCASTER_URI', undefined)
    const waiting = host.request('CONNECT_FARCASTER', undefined)
    const { url } = await host.request('GET_FARCASTER_URI', undefined)
    expect(url).not.toBe(first.url)
    await expect(waiting).rejects.toThrow('Farcaster login failed')
    const connecting = host.request('CONNECT_FARCASTER', undefined)
    // The phone signs a little later: the frame is still asking.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    completeSocial(new URL(url).searchParams.get('channelToken') as string)
    expect(await connecting).toEqual({ userName: 'caster' })
    const user = await host.request('GET_USER', { chainId: 31337 })
    expect(user).toMatchObject({ email: null, userName: 'caster', chainId: 31337 })
    expect(visitor.seen.recoveries).toEqual(['create'])
    expect(JSON.stringify(received)).not.toContain('secret')
  })

  test('email login makes a wallet behind a passkey; a message is signed after an approval in the frame', async () => {
    const { backend, authShares } = createBackend()
    const visitor = createVisitor()
    const shares = createMemoryShareStore()
    const { host, loading, received } = await embed({ backend, ui: visitor.ui, shares })
    hosts.push(host)
    await loading
    const visibility: boolean[] = []
    host.onVisibilityRequest((event) => visibility.push(event.visible))
    const user = await login(host)
    expect(user).toMatchObject({
      email: 'ada@example.com',
      chainId: 31337,
      accounts: [{ address: user.address, type: 'eoa' }],
    })
    expect(visitor.seen.recoveries).toEqual(['create'])
    expect(visibility).toEqual([true, false])
    const message = 'hello airlock'
    const signature = (await host.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: [`0x${Buffer.from(message).toString('hex')}`, user.address],
    })) as `0x${string}`
    expect(visitor.seen.approvals[0]).toEqual({
      title: 'Sign message',
      rows: [{ label: 'Message', value: message }],
    })
    expect(await recoverMessageAddress({ message, signature })).toBe(user.address)
    expect(await host.request('IS_CONNECTED', undefined)).toEqual({ isConnected: true })
    // No share ever reaches the dapp page.
    const page = JSON.stringify(received)
    const deviceShare = (await shares.get('user:ada@example.com'))!
    for (const secret of [Buffer.from(deviceShare).toString('base64'), ...authShares.values()])
      expect(page).not.toContain(secret)
  })

  test('export shows the recovery phrase inside the frame after the passkey step-up; the page never gets it', async () => {
    const { backend } = createBackend()
    const visitor = createVisitor()
    const { host, loading, received } = await embed({ backend, ui: visitor.ui })
    hosts.push(host)
    await loading
    const { address } = await login(host)
    visitor.usePasskey(new Uint8Array(32).fill(1))
    await expect(host.request('EXPORT_WALLET', undefined)).rejects.toBeInstanceOf(Error)
    expect(visitor.seen.phrases).toEqual([])
    visitor.usePasskey(prf)
    await expect(host.request('EXPORT_WALLET', undefined)).resolves.toBeUndefined()
    const [phrase] = visitor.seen.phrases
    expect(phrase!.split(' ')).toHaveLength(24)
    expect(mnemonicToAccount(phrase!).address).toBe(address)
    const page = JSON.stringify(received)
    const words = phrase!.split(' ')
    for (let index = 0; index + 3 <= words.length; index++)
      expect(page).not.toContain(words.slice(index, index + 3).join(' '))
  })

  test("the visitor's Reject answers EIP-1193 4001 (FrameUserRejectedError) and signs nothing", async () => {
    const { backend } = createBackend()
    const visitor = createVisitor()
    const { host, loading } = await embed({ backend, ui: visitor.ui })
    hosts.push(host)
    await loading
    const user = await login(host)
    visitor.setApprove(false)
    const rejected = host
      .request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68690a', user.address] })
      .catch((error: unknown) => error)
    await expect(rejected).resolves.toBeInstanceOf(FrameUserRejectedError)
    await expect(rejected).resolves.toMatchObject({
      rpcCode: 4001,
      code: 'FRAME_USER_REJECTED',
      requestType: '@w3m-app/RPC_REQUEST',
    })
  })

  test('error answers carry EIP-1193 codes: 4200 for a method the frame does not serve, 4100 without a login, -32602 for a payload its schema refuses', async () => {
    const { backend } = createBackend()
    const visitor = createVisitor()
    const { host, loading, post } = await embed({ backend, ui: visitor.ui })
    hosts.push(host)
    await loading
    const notLoggedIn = await host.request('GET_USER', undefined).catch((error: unknown) => error)
    expect(notLoggedIn).toBeInstanceOf(FrameRequestError)
    expect(notLoggedIn).toMatchObject({ rpcCode: 4100, frameCode: 'FRAME_NOT_LOGGED_IN' })
    await login(host)
    const unsupported = await host
      .request('RPC_REQUEST', { method: 'wallet_grantPermissions', params: [] })
      .catch((error: unknown) => error)
    expect(unsupported).toBeInstanceOf(FrameUnsupportedMethodError)
    expect(unsupported).toMatchObject({ rpcCode: 4200 })
    expect(
      await post({ id: crypto.randomUUID(), type: '@w3m-app/CONNECT_OTP', payload: { otp: 7 } }),
    ).toMatchObject({
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      payload: { code: -32602, message: 'Invalid input' },
    })
  })

  test('after a reload the session and device share stay; a new device restores the same address with the passkey; sign-out keeps the device share, so logging in again asks for no passkey', async () => {
    const { backend } = createBackend()
    const sessions = createMemorySessionStore()
    const shares = createMemoryShareStore()
    const first = await embed({ backend, sessions, shares })
    hosts.push(first.host)
    const { address } = await login(first.host)
    first.host.destroy()

    const visitor = createVisitor()
    const reloaded = await embed({ backend, sessions, shares, ui: visitor.ui })
    hosts.push(reloaded.host)
    expect(await reloaded.host.request('IS_CONNECTED', undefined)).toEqual({ isConnected: true })
    expect((await reloaded.host.request('GET_USER', undefined)).address).toBe(address)
    expect(visitor.seen.recoveries).toEqual([])

    const newDevice = createVisitor()
    const newSessions = createMemorySessionStore()
    const newShares = createMemoryShareStore()
    const fresh = await embed({
      backend,
      ui: newDevice.ui,
      sessions: newSessions,
      shares: newShares,
    })
    hosts.push(fresh.host)
    expect(await fresh.host.request('IS_CONNECTED', undefined)).toEqual({ isConnected: false })
    expect((await login(fresh.host)).address).toBe(address)
    expect(newDevice.seen.recoveries).toEqual(['recover'])
    const deviceShare = await newShares.get('user:ada@example.com')
    expect(deviceShare).toBeInstanceOf(Uint8Array)
    const deviceId = newSessions.getDeviceId()

    // Sign-out ends the session and drops the signer, and keeps this device's key share.
    await fresh.host.request('SIGN_OUT', undefined)
    expect(newSessions.getSession()).toBeUndefined()
    expect(await fresh.host.request('IS_CONNECTED', undefined)).toEqual({ isConnected: false })
    await expect(fresh.host.request('GET_USER', undefined)).rejects.toMatchObject({
      shortMessage: 'Session Expired',
    })
    await expect(
      fresh.host.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', address] }),
    ).rejects.toMatchObject({ shortMessage: 'Session Expired' })
    expect(await newShares.get('user:ada@example.com')).toEqual(deviceShare)
    expect(newSessions.getDeviceId()).toBe(deviceId)
    // So the next login on this device opens the wallet with no passkey prompt.
    expect((await login(fresh.host)).address).toBe(address)
    expect(newDevice.seen.recoveries).toEqual(['recover'])
  })

  test('on a Solana chain the same wallet answers with its Solana account and signs a message and a transaction after approvals', async () => {
    const { backend } = createBackend()
    const visitor = createVisitor()
    const { host, loading } = await embed({ backend, ui: visitor.ui })
    hosts.push(host)
    await loading
    const evm = await login(host)
    const chain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const user = await host.request('GET_USER', { chainId: chain })
    expect(user).toMatchObject({
      chainId: chain,
      accounts: [{ address: user.address, type: 'eoa' }],
    })
    const publicKey = base58.decode(user.address)
    expect(publicKey).toHaveLength(32)
    // The EVM side is untouched: its chain and address stay.
    expect(await host.request('GET_CHAIN_ID', undefined)).toEqual({ chainId: 31337 })
    expect((await host.request('GET_USER', undefined)).address).toBe(evm.address)

    const message = new TextEncoder().encode('hello solana')
    const signed = (await host.request('RPC_REQUEST', {
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: user.address },
      chainNamespace: 'solana',
      chainId: chain,
    })) as { signature: string }
    expect(visitor.seen.approvals.at(-1)).toEqual({
      title: 'Sign message',
      rows: [{ label: 'Message', value: 'hello solana' }],
    })
    expect(ed25519.verify(base58.decode(signed.signature), message, publicKey)).toBe(true)

    // A legacy transfer message with the wallet as its one signer (fee payer).
    const body = Uint8Array.from([
      1,
      0,
      1,
      2,
      ...publicKey,
      ...new Uint8Array(32),
      ...new Uint8Array(32).fill(9),
      1,
      1,
      1,
      0,
      1,
      5,
    ])
    const wire = Uint8Array.from([1, ...new Uint8Array(64), ...body])
    const { transaction } = (await host.request('RPC_REQUEST', {
      method: 'solana_signTransaction',
      params: { transaction: base58.encode(wire) },
      chainNamespace: 'solana',
    })) as { transaction: string }
    const signedWire = base58.decode(transaction)
    expect(ed25519.verify(signedWire.subarray(1, 65), body, publicKey)).toBe(true)
    expect(signedWire.subarray(65)).toEqual(body)
    expect(visitor.seen.approvals.at(-1)).toMatchObject({
      title: 'Sign transaction',
      rows: [
        // This chain's node is not running here: the card says so and goes on without it.
        {
          label: 'Asset changes',
          value: 'No preview: the network could not simulate this transaction',
        },
        { label: 'Fee payer', value: user.address },
        { label: 'Program', value: '11111111111111111111111111111111 (1 accounts, data 0x05)' },
      ],
    })

    // Another account's message, and a rejected approval, sign nothing.
    await expect(
      host.request('RPC_REQUEST', {
        method: 'solana_signMessage',
        params: { message: base58.encode(message), pubkey: base58.encode(new Uint8Array(32)) },
      }),
    ).rejects.toBeInstanceOf(Error)
    visitor.setApprove(false)
    await expect(
      host.request('RPC_REQUEST', {
        method: 'solana_signTransaction',
        params: { transaction: base58.encode(wire) },
      }),
    ).rejects.toMatchObject({ shortMessage: 'User rejected the request' })
  })

  test("F18: two projects embedded on one site keep a session each; project B's IS_CONNECTED never clears project A's", async () => {
    // One storage partition (the dapp site) shared by the frames of two projects, each with its
    // own sessions on the server.
    const partition = new Map<string, string>()
    const storage = {
      getItem: (key: string) => partition.get(key) ?? null,
      setItem: (key: string, value: string) => void partition.set(key, value),
      removeItem: (key: string) => void partition.delete(key),
    }
    const projectA = createBackend()
    const projectB = createBackend()
    const a = await embed({
      backend: projectA.backend,
      projectId: 'project-a',
      sessions: createSessionStore(storage, { projectId: 'project-a' }),
    })
    hosts.push(a.host)
    await login(a.host)
    const b = await embed({
      backend: projectB.backend,
      projectId: 'project-b',
      sessions: createSessionStore(storage, { projectId: 'project-b' }),
    })
    hosts.push(b.host)
    // Project B's server knows no session here: B is logged out, and A stays logged in.
    expect(await b.host.request('IS_CONNECTED', undefined)).toEqual({ isConnected: false })
    expect(await a.host.request('IS_CONNECTED', undefined)).toEqual({ isConnected: true })
    // B's own login does not overwrite A's session.
    await b.host.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await b.host.request('CONNECT_OTP', { otp: '123456' })
    expect(await a.host.request('IS_CONNECTED', undefined)).toEqual({ isConnected: true })
    expect(await b.host.request('IS_CONNECTED', undefined)).toEqual({ isConnected: true })
    // Signing out of B leaves A logged in.
    await b.host.request('SIGN_OUT', undefined)
    expect(await a.host.request('IS_CONNECTED', undefined)).toEqual({ isConnected: true })
  })

  test("F4: a dapp's UPDATE_EMAIL reaches the server only after the visitor's click on 'Change email' in the frame's card naming both addresses; Cancel answers a user rejection", async () => {
    const { backend, updateEmailCalls } = createBackend()
    const visitor = createVisitor()
    const { host, loading } = await embed({ backend, ui: visitor.ui })
    hosts.push(host)
    await loading
    const visibility: { visible: boolean; reason?: string | undefined }[] = []
    host.onVisibilityRequest(({ visible, reason }) => visibility.push({ visible, reason }))
    await login(host)
    visibility.length = 0

    // The page's script asks to move the login to the attacker's address; nobody clicks.
    const scripted = host.request('UPDATE_EMAIL', { email: 'mallory@example.com' })
    await expect.poll(() => visitor.emailChanges.length).toBe(1)
    expect(visitor.emailChanges[0]!.question).toEqual({
      currentEmail: 'ada@example.com',
      newEmail: 'mallory@example.com',
      origin: dappOrigin,
    })
    // The card is up (the frame asked to be shown) and the server has not been asked.
    expect(visibility).toEqual([{ visible: true, reason: 'approve' }])
    expect(updateEmailCalls).toEqual([])
    // Cancel: a user rejection, and still nothing reached the server.
    visitor.emailChanges[0]!.answer(false)
    await expect(scripted).rejects.toMatchObject({ shortMessage: 'User rejected the request' })
    expect(updateEmailCalls).toEqual([])
    expect(visibility.at(-1)).toEqual({ visible: false, reason: 'approve' })

    // The visitor's own change, confirmed by the click: the server starts it.
    const wanted = host.request('UPDATE_EMAIL', { email: 'ada.new@example.com' })
    await expect.poll(() => visitor.emailChanges.length).toBe(2)
    expect(updateEmailCalls).toEqual([])
    visitor.emailChanges[1]!.answer(true)
    await expect(wanted).resolves.toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(updateEmailCalls).toEqual(['ada.new@example.com'])
  })

  test("F4, adding: a dapp's UPDATE_EMAIL for a login without an address (a social one) reaches the server only after the visitor's click on the card that adds it", async () => {
    const { backend, completeSocial, updateEmailCalls } = createBackend()
    const visitor = createVisitor()
    const { host, loading } = await embed({ backend, ui: visitor.ui })
    hosts.push(host)
    await loading
    const { uri } = await host.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    await host.request('CONNECT_SOCIAL', {
      uri: completeSocial(uri.split('/').at(-1) as string),
      chainId: 31337,
    })

    // The page's script asks to add the attacker's address as a login; nobody clicks.
    const scripted = host.request('UPDATE_EMAIL', { email: 'mallory@example.com' })
    await expect.poll(() => visitor.emailChanges.length).toBe(1)
    expect(visitor.emailChanges[0]!.question).toEqual({
      currentEmail: null,
      newEmail: 'mallory@example.com',
      origin: dappOrigin,
    })
    expect(updateEmailCalls).toEqual([])
    visitor.emailChanges[0]!.answer(false)
    await expect(scripted).rejects.toMatchObject({ shortMessage: 'User rejected the request' })
    expect(updateEmailCalls).toEqual([])
  })

  test("LINK_SOCIAL links the login the provider step found only after the visitor's click on the frame's card naming it; Cancel answers a user rejection and links nothing", async () => {
    const { backend, completeSocial, socialLinks } = createBackend()
    const visitor = createVisitor()
    const { host, loading } = await embed({ backend, ui: visitor.ui })
    hosts.push(host)
    await loading
    // Linking is for a logged-in user.
    await expect(host.request('GET_SOCIAL_LINK_URI', { provider: 'google' })).rejects.toThrow()
    await login(host)

    const attempt = async () => {
      const { uri } = await host.request('GET_SOCIAL_LINK_URI', { provider: 'google' })
      return completeSocial(uri.split('/').at(-1) as string)
    }
    // A result URI for an attempt this frame did not open is refused before any card.
    await expect(
      host.request('LINK_SOCIAL', {
        uri: `airlock:social/${crypto.randomUUID()}?r=${'a'.repeat(32)}`,
      }),
    ).rejects.toThrow('Social login failed')
    expect(visitor.socialLinkQuestions).toHaveLength(0)

    const declined = host.request('LINK_SOCIAL', { uri: await attempt() })
    await expect.poll(() => visitor.socialLinkQuestions.length).toBe(1)
    expect(visitor.socialLinkQuestions[0]?.question).toEqual({
      provider: 'google',
      userName: 'ada.g',
      email: null,
      origin: dappOrigin,
    })
    visitor.socialLinkQuestions[0]?.answer(false)
    await expect(declined).rejects.toMatchObject({ shortMessage: 'User rejected the request' })
    expect(socialLinks).toEqual([])

    const confirmed = host.request('LINK_SOCIAL', { uri: await attempt() })
    await expect.poll(() => visitor.socialLinkQuestions.length).toBe(2)
    visitor.socialLinkQuestions[1]?.answer(true)
    await expect(confirmed).resolves.toEqual({ socialProvider: 'google', userName: 'ada.g' })
    expect(socialLinks).toEqual(['user:ada@example.com google'])
  })

  test('F9: a social login restoring the wallet on a new device waits in the frame for the link mailed to the address on record, and restores it only once the link approved the device; Cancel stops the wait', async () => {
    const { backend, completeSocial } = createBackend()
    const google = async (host: FrameHost) => {
      const { uri } = await host.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
      return host.request('CONNECT_SOCIAL', {
        uri: completeSocial(uri.split('/').at(-1) as string),
        chainId: 31337,
        preferredAccountType: 'eoa',
      })
    }
    const first = await embed({ backend })
    hosts.push(first.host)
    const { address } = await google(first.host)

    // On another device the server holds the wallet's recovery set until the emailed link is
    // followed (403 DEVICE_APPROVAL_REQUIRED), and tells whether it was.
    const approvalId = crypto.randomUUID()
    let approved = false
    const waits: string[] = []
    const approvers: (() => void)[] = []
    const held: FrameSiteBackend = {
      ...backend,
      waitForDeviceApproval: ({ approvalId: id, signal }) => {
        waits.push(id)
        return new Promise<void>((resolve, reject) => {
          approvers.push(() => {
            approved = true
            resolve()
          })
          signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true })
        })
      },
      wallet: (token) => {
        const wallet = backend.wallet(token)
        return {
          ...wallet,
          getWallet: async () => {
            if (!approved)
              throw new FrameDeviceApprovalRequiredError({
                approvalId,
                expiresAt: new Date(Date.now() + 1_200_000).toISOString(),
                email: 'a•••@example.com',
              })
            return wallet.getWallet()
          },
        }
      },
    }
    const visitor = createVisitor()
    const fresh = await embed({ backend: held, ui: visitor.ui })
    hosts.push(fresh.host)
    const visibility: { visible: boolean; reason?: string | undefined }[] = []
    fresh.host.onVisibilityRequest(({ visible, reason }) => visibility.push({ visible, reason }))

    // The frame says where to approve and waits; nothing is restored meanwhile. Cancel ends it.
    const cancelled = google(fresh.host)
    await expect.poll(() => visitor.deviceApprovals.length).toBe(1)
    expect(visitor.deviceApprovals[0]?.email).toBe('a•••@example.com')
    expect(waits).toEqual([approvalId])
    // The frame is shown over the page for the card (after the link offer's card, answered).
    expect(visibility.at(-1)).toEqual({ visible: true, reason: 'recovery' })
    expect(visitor.seen.recoveries).toEqual([])
    visitor.deviceApprovals[0]?.cancel()
    await expect(cancelled).rejects.toMatchObject({ shortMessage: 'User rejected the request' })
    expect(visitor.seen.recoveries).toEqual([])

    // Asked again, the visitor follows the link: the frame goes on to restore the wallet.
    const restoring = fresh.host.request('GET_USER', { chainId: 31337 })
    await expect.poll(() => visitor.deviceApprovals.length).toBe(2)
    expect(visitor.seen.recoveries).toEqual([])
    approvers.at(-1)?.()
    expect((await restoring).address).toBe(address)
    expect(visitor.seen.recoveries).toEqual(['recover'])
  })

  test("F10: a SOL transfer's serialized message passed to solana_signMessage is refused before any approval and never signed", async () => {
    const { backend } = createBackend()
    const visitor = createVisitor()
    const { host, loading, received } = await embed({ backend, ui: visitor.ui })
    hosts.push(host)
    await loading
    await login(host)
    const chain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const { address: wallet } = await host.request('GET_USER', { chainId: chain })
    const approvalsBefore = visitor.seen.approvals.length
    // The dapp compiles a transfer of the wallet's SOL to itself and passes the bytes a wallet
    // signs for it (the transaction's message) as a "message", legacy and v0.
    for (const version of ['legacy', 0] as const) {
      const transfer = pipe(
        createTransactionMessage({ version }),
        (draft) =>
          setTransactionMessageFeePayerSigner(createNoopSigner(solanaAddress(wallet)), draft),
        (draft) =>
          setTransactionMessageLifetimeUsingBlockhash(
            {
              blockhash: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k' as never,
              lastValidBlockHeight: 1n,
            },
            draft,
          ),
        (draft) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: createNoopSigner(solanaAddress(wallet)),
                destination: solanaAddress('BPFLoaderUpgradeab1e11111111111111111111111'),
                amount: 5_000_000_000n,
              }),
            ],
            draft,
          ),
      )
      const { messageBytes } = compileTransaction(transfer)
      await expect(
        host.request('RPC_REQUEST', {
          method: 'solana_signMessage',
          params: { message: base58.encode(new Uint8Array(messageBytes)), pubkey: wallet },
          chainNamespace: 'solana',
          chainId: chain,
        }),
      ).rejects.toThrow('This message is a Solana transaction')
    }
    // Refused before the visitor was asked, and nothing signed crossed to the page.
    expect(visitor.seen.approvals).toHaveLength(approvalsBefore)
    expect(JSON.stringify(received)).not.toContain('signature')
  })

  test('an origin off the allowlist gets ORIGIN_NOT_ALLOWED and no port', async () => {
    const { backend } = createBackend()
    const { site, windowPosts, loading, host } = await embed({
      backend,
      embedder: 'http://evil.localhost:4000',
    })
    hosts.push(host)
    expect(site.status).toBe('refused')
    expect(windowPosts).toEqual([
      {
        message: { type: '@w3m-frame/ORIGIN_NOT_ALLOWED' },
        targetOrigin: 'http://evil.localhost:4000',
      },
    ])
    await expect(loading).rejects.toMatchObject({ reason: 'unverified_domain' })
  })

  test('a server that cannot tell the allowlist is no refusal: the check is tried again; one that stays down leaves the page without an answer, never ORIGIN_NOT_ALLOWED', async () => {
    const { backend } = createBackend()
    let failures = 1
    const flaky: FrameSiteBackend = {
      ...backend,
      isOriginAllowed: async (origin) => {
        if (failures-- > 0) throw new TypeError('fetch failed')
        return backend.isOriginAllowed(origin)
      },
    }
    const { site, host, loading } = await embed({ backend: flaky })
    hosts.push(host)
    expect(site.status).toBe('ready')
    await loading

    const posts: unknown[] = []
    const down: FrameSiteBackend = {
      ...backend,
      isOriginAllowed: async () => {
        throw new TypeError('fetch failed')
      },
    }
    await expect(
      startFrameSite({
        window: {
          parent: { postMessage: (message) => void posts.push(message) },
          location: { search: '?projectId=demo', ancestorOrigins: [dappOrigin], reload: () => {} },
          document: { referrer: `${dappOrigin}/` },
        },
        backend: down,
        sessions: createMemorySessionStore(),
        shares: createMemoryShareStore(),
        ui: createVisitor().ui,
      }),
    ).rejects.toThrow('fetch failed')
    expect(posts).toEqual([])
  })

  test('the frame answers nothing on the window: only its port is heard', async () => {
    const { backend } = createBackend()
    const { host, loading, windowPosts, frameWindow } = await embed({ backend })
    hosts.push(host)
    await loading
    frameWindow.dispatchEvent(
      Object.assign(new Event('message'), {
        data: { id: crypto.randomUUID(), type: '@w3m-app/GET_USER', payload: {} },
        origin: 'http://evil.localhost:4000',
      }),
    )
    await host.request('GET_CHAIN_ID', undefined)
    expect(windowPosts.map((post) => (post.message as { type: string }).type)).toEqual([
      '@w3m-frame/READY',
    ])
    expect(windowPosts[0]!.targetOrigin).toBe(dappOrigin)
  })
})

describe('the frame site on a chain', () => {
  test('F11: a transaction whose RPC serves another chain than the one the request names is refused without asking; on the chain it names, the card names the network', async () => {
    const anvil = await startAnvil()
    try {
      const { backend } = createBackend()
      const visitor = createVisitor()
      const { host, loading } = await embed({ backend, ui: visitor.ui })
      hosts.push(host)
      await loading
      const { address } = await login(host)
      const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
      await chain.request({
        method: 'anvil_setBalance' as never,
        params: [address, '0xde0b6b3a7640000'] as never,
      })
      const rpcUrl = anvil.rpcUrl
      const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
      const transfer = { from: address, to, value: '0x16345785d8a0000' }
      // The dapp names Ethereum (the card would say so) and hands an RPC of another chain (anvil,
      // 31337): by the request's chain id, by the transaction's, and for a batch of calls.
      await expect(
        host.request('RPC_REQUEST', {
          method: 'eth_sendTransaction',
          params: [transfer],
          chainId: 1,
          rpcUrl,
        }),
      ).rejects.toThrow('Chain mismatch: the request is for chain 1, its RPC serves chain 31337')
      await expect(
        host.request('RPC_REQUEST', {
          method: 'eth_sendTransaction',
          params: [{ ...transfer, chainId: '0x1' }],
          rpcUrl,
        }),
      ).rejects.toThrow('Chain mismatch')
      await expect(
        host.request('RPC_REQUEST', {
          method: 'wallet_sendCalls',
          params: [
            { version: '2.0.0', chainId: '0x1', from: address, calls: [{ to, value: '0x1' }] },
          ],
          chainId: 1,
          rpcUrl,
        }),
      ).rejects.toThrow('Chain mismatch')
      // The visitor was never asked, and nothing was sent.
      expect(visitor.seen.approvals).toEqual([])
      expect(await chain.getTransactionCount({ address: address as `0x${string}` })).toBe(0)

      // On the chain it names, the card names it, with its coin.
      const hash = (await host.request('RPC_REQUEST', {
        method: 'eth_sendTransaction',
        params: [{ ...transfer, chainId: '0x7a69' }],
        chainId: 31337,
        rpcUrl,
      })) as `0x${string}`
      expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
      expect(visitor.seen.approvals[0]).toMatchObject({
        network: 'Airlock Local (chain 31337)',
        rows: [
          // What the simulation on the chain says leaves the account, at the server's price.
          { label: 'You send', value: `−0.1 ETH ($300.00) to ${to}` },
          { label: 'To', value: to },
          { label: 'Value', value: '0.1 ETH' },
          { label: 'Network fee', value: expect.stringMatching(/ETH\)$/) },
        ],
      })
    } finally {
      anvil.stop()
    }
  })

  test('SYNC_THEME: the frame wears an accepted theme; one its schema refuses is answered -32602 and never reaches the cards', async () => {
    const { backend } = createBackend()
    const visitor = createVisitor()
    const { host, loading, post } = await embed({ backend, ui: visitor.ui })
    hosts.push(host)
    await loading
    const theme = {
      themeMode: 'dark' as const,
      themeVariables: {
        '--w3m-accent': '#b5480f',
        '--w3m-font-family': '"DejaVu Serif", serif',
        '--w3m-border-radius-master': '2px',
      },
    }
    await expect(host.request('SYNC_THEME', theme)).resolves.toBeUndefined()
    expect(visitor.seen.themes).toEqual([theme])
    // The host refuses to send it; a page that posts it on the port anyway gets Invalid input.
    const breakout = {
      themeVariables: { '--w3m-accent': 'red; background: url(https://x.example)' },
    }
    await expect(host.request('SYNC_THEME', breakout as never)).rejects.toBeInstanceOf(
      InvalidFrameRequestError,
    )
    for (const payload of [breakout, { themeVariables: { '--w3m-color-mix-strength': 90 } }])
      expect(
        await post({ id: crypto.randomUUID(), type: '@w3m-app/SYNC_THEME', payload }),
      ).toMatchObject({
        type: '@w3m-frame/SYNC_THEME_ERROR',
        payload: { code: -32602, message: 'Invalid input' },
      })
    expect(visitor.seen.themes).toEqual([theme])
  })

  test('an approved request that fails in the frame shows why with Try again: trying again asks again and sends; Cancel gives the dapp the failure; a Reject or an abort offers nothing', async () => {
    const anvil = await startAnvil()
    try {
      const { backend } = createBackend()
      const visitor = createVisitor()
      const { host, loading } = await embed({ backend, ui: visitor.ui })
      hosts.push(host)
      await loading
      const { address } = await login(host)
      const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
      const rpcUrl = anvil.rpcUrl
      const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
      const send = (value: string) =>
        host.request('RPC_REQUEST', {
          method: 'eth_sendTransaction',
          params: [{ from: address, to, value }],
          rpcUrl,
        }) as Promise<`0x${string}`>

      // The new wallet holds nothing: approved, the send is refused by the chain. The frame says why.
      const sent = send('0x16345785d8a0000')
      await vi.waitFor(() => expect(visitor.retries).toHaveLength(1))
      expect(visitor.retries[0]!.message).toMatch(/insufficient funds/i)
      expect(visitor.seen.approvals.map((approval) => approval.title)).toEqual(['Send transaction'])
      // The visitor funds the wallet and tries again: the request runs anew, approval included.
      await chain.request({
        method: 'anvil_setBalance' as never,
        params: [address, '0xde0b6b3a7640000'] as never,
      })
      visitor.retries[0]!.answer(true)
      const receipt = await chain.waitForTransactionReceipt({ hash: await sent })
      expect(receipt.status).toBe('success')
      expect(visitor.seen.approvals).toHaveLength(2)

      // More than the wallet holds, and the visitor cancels: the dapp gets the chain's failure.
      const tooMuch = send('0x3635c9adc5dea00000').catch((error: unknown) => error)
      await vi.waitFor(() => expect(visitor.retries).toHaveLength(2))
      visitor.retries[1]!.answer(false)
      expect(await tooMuch).toBeInstanceOf(FrameRequestError)
      expect(((await tooMuch) as Error).message).toMatch(/insufficient funds/i)

      // The visitor's own Reject is no failure to try again.
      visitor.setApprove(false)
      await expect(send('0x1')).rejects.toBeInstanceOf(FrameUserRejectedError)
      // Nor is a request the dapp gave up: the card offering it closes.
      visitor.setApprove(true)
      const dropped = send('0x3635c9adc5dea00000').catch((error: unknown) => error)
      await vi.waitFor(() => expect(visitor.retries).toHaveLength(3))
      host.abortRpcRequests()
      expect(await dropped).toBeInstanceOf(FrameRequestAbortedError)
      expect(visitor.retries).toHaveLength(3)
    } finally {
      anvil.stop()
    }
  })

  test('reads pass through; a 0.1 ETH send shows to, value and the fee in USD for approval and is mined', async () => {
    const anvil = await startAnvil()
    try {
      const { backend } = createBackend()
      const visitor = createVisitor()
      const { host, loading } = await embed({ backend, ui: visitor.ui })
      hosts.push(host)
      await loading
      const { address } = await login(host)
      const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
      await chain.request({
        method: 'anvil_setBalance' as never,
        params: [address, '0xde0b6b3a7640000'] as never,
      })
      const rpcUrl = anvil.rpcUrl
      expect(
        await host.request('RPC_REQUEST', {
          method: 'eth_getBalance',
          params: [address, 'latest'],
          rpcUrl,
        }),
      ).toBe('0xde0b6b3a7640000')
      const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
      const hash = (await host.request('RPC_REQUEST', {
        method: 'eth_sendTransaction',
        params: [{ from: address, to, value: '0x16345785d8a0000' }],
        rpcUrl,
      })) as `0x${string}`
      const receipt = await chain.waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
      expect(await chain.getBalance({ address: to })).toBe(parseEther('10000') + parseEther('0.1'))
      const [approval] = visitor.seen.approvals
      expect(approval!.title).toBe('Send transaction')
      expect(approval!.rows.slice(0, 3)).toEqual([
        { label: 'You send', value: `−0.1 ETH ($300.00) to ${to}` },
        { label: 'To', value: to },
        { label: 'Value', value: '0.1 ETH' },
      ])
      // The fee in USD at the server's price (3000), then in ETH.
      expect(approval!.rows[3]).toEqual({
        label: 'Network fee',
        value: expect.stringMatching(/^(\$\d+\.\d\d|< \$0\.01) \(0\.\d+ ETH\)$/),
      })
      // Signing for another account is refused.
      await expect(
        host.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', to], rpcUrl }),
      ).rejects.toBeInstanceOf(Error)

      // EIP-5792 for the EOA: no atomic batches; a batch is one approval listing every call, then
      // one transaction per call; its status comes from their receipts.
      expect(
        await host.request('RPC_REQUEST', {
          method: 'wallet_getCapabilities',
          params: [address, ['0x7a69']],
          rpcUrl,
        }),
      ).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
      const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
      const calls = [
        { to, value: '0x2386f26fc10000' },
        { to: other, value: '0x470de4df820000' },
      ]
      await expect(
        host.request('RPC_REQUEST', {
          method: 'wallet_sendCalls',
          params: [{ version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls }],
          rpcUrl,
        }),
      ).rejects.toThrow('Atomicity not supported')
      const { id } = (await host.request('RPC_REQUEST', {
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: '0x7a69', from: address, calls }],
        rpcUrl,
      })) as { id: `0x${string}` }
      const batch = visitor.seen.approvals.at(-1)
      expect(batch?.title).toBe('Send 2 calls')
      expect(batch?.rows.slice(0, 6)).toEqual([
        // The batch simulated as a whole, from the account that sends it.
        { label: 'You send', value: `−0.01 ETH ($30.00) to ${to}` },
        { label: 'You send', value: `−0.02 ETH ($60.00) to ${other}` },
        { label: 'Call 1 To', value: to },
        { label: 'Call 1 Value', value: '0.01 ETH' },
        { label: 'Call 2 To', value: other },
        { label: 'Call 2 Value', value: '0.02 ETH' },
      ])
      const status = (await host.request('RPC_REQUEST', {
        method: 'wallet_getCallsStatus',
        params: [id],
        rpcUrl,
      })) as { status: number; atomic: boolean; receipts: { status: string }[] }
      // anvil mines each transaction as it arrives.
      expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: false })
      expect(status.status).toBe(200)
      expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
      expect(await chain.getBalance({ address: other })).toBe(
        parseEther('10000') + parseEther('0.02'),
      )
      await expect(
        host.request('RPC_REQUEST', { method: 'wallet_getCallsStatus', params: ['0x12'], rpcUrl }),
      ).rejects.toThrow('Unknown bundle id')
    } finally {
      anvil.stop()
    }
  })
  test('a send the balance cannot pay says what is missing with Buy: the page is asked for funds (FUND) while the request waits; once its Buy ends (FUNDING_ENDED), the card shows again read anew and, approved, the send is mined', async () => {
    const { anvil, visitor, host, received, address, chain, setBalance, funds } =
      await embedOnChain(parseEther('0.04'))
    try {
      // The visitor chooses Buy, then approves the card the frame shows next.
      visitor.setApprove('fund')
      host.onFundRequest(() => visitor.setApprove(true))
      const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
      const sending = host.request('RPC_REQUEST', {
        method: 'eth_sendTransaction',
        params: [{ from: address, to, value: '0x16345785d8a0000' }],
        rpcUrl: anvil.rpcUrl,
      }) as Promise<`0x${string}`>
      await vi.waitFor(() => expect(funds).toHaveLength(1), fundAsked)
      const [short] = visitor.seen.approvals
      // 0.1 ETH and the fee, less 0.04 ETH: a little over 0.06 ETH.
      const [fund] = funds
      expect(fund).toMatchObject({ chainId: 31337, symbol: 'ETH' })
      expect(Number(fund!.amount)).toBeGreaterThan(0.06)
      expect(Number(fund!.amount)).toBeLessThan(0.061)
      // Said with 6 decimals at most, rounded up.
      expect(fund!.amount).toMatch(/^0\.06\d{0,4}$/)
      expect(short!.rows[0]).toEqual({
        label: '⚠ Warning',
        value: `You need ${fund!.amount} ETH more for this transaction and its fee`,
      })
      // The card hid for the page's Buy; the request waits, nothing is sent.
      const visibility = received.filter(
        (event) => (event as { type: string }).type === '@w3m-frame/SET_VISIBLE',
      )
      expect(visibility.at(-1)).toMatchObject({ id: fund!.id, payload: { visible: false } })
      expect(await chain.getTransactionCount({ address })).toBe(0)
      // An id the frame does not wait for changes nothing.
      await host.request('FUNDING_ENDED', { requestId: crypto.randomUUID() })
      expect(visitor.seen.approvals).toHaveLength(1)

      await setBalance(parseEther('1'))
      await host.request('FUNDING_ENDED', { requestId: fund!.id })
      const receipt = await chain.waitForTransactionReceipt({ hash: await sending })
      expect(receipt.status).toBe('success')
      const [, funded] = visitor.seen.approvals
      expect(funded!.rows[0]).toEqual({ label: 'You send', value: `−0.1 ETH ($300.00) to ${to}` })
      expect(funded!.rows.some((row) => row.label === '⚠ Warning')).toBe(false)
      expect(visitor.seen.fundButtons).toEqual(['Buy ETH', undefined])
      expect(funds).toHaveLength(1)
    } finally {
      anvil.stop()
    }
  })

  test('a transaction the account sends while another waits for funds (the swap that pays for it) leaves the waiting one sendable: its nonce is read once it is approved', async () => {
    const { anvil, visitor, host, address, chain, setBalance, funds } = await embedOnChain(
      parseEther('0.04'),
    )
    try {
      visitor.setApprove('fund')
      host.onFundRequest(() => visitor.setApprove(true))
      const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
      const send = (value: bigint) =>
        host.request('RPC_REQUEST', {
          method: 'eth_sendTransaction',
          params: [{ from: address, to, value: `0x${value.toString(16)}` }],
          rpcUrl: anvil.rpcUrl,
        }) as Promise<`0x${string}`>
      const waiting = send(parseEther('0.1'))
      await vi.waitFor(() => expect(funds).toHaveLength(1), fundAsked)
      // Meanwhile the account sends another transaction, approved on its own card, and it is mined.
      const other = await chain.waitForTransactionReceipt({ hash: await send(parseEther('0.001')) })
      expect(other.status).toBe('success')
      expect(await chain.getTransactionCount({ address })).toBe(1)

      await setBalance(parseEther('1'))
      await host.request('FUNDING_ENDED', { requestId: funds[0]!.id })
      const receipt = await chain.waitForTransactionReceipt({ hash: await waiting })
      expect(receipt.status).toBe('success')
      expect(await chain.getTransactionCount({ address })).toBe(2)
    } finally {
      anvil.stop()
    }
  })

  test("an EOA batch the balance cannot pay (its calls' values and fee) offers Buy on its one card", async () => {
    const { anvil, visitor, host, address } = await embedOnChain(parseEther('0.9'))
    try {
      visitor.setApprove(false)
      const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
      // Each 0.5 ETH call alone fits the balance; together, with their fee, they do not.
      const calls = [
        { to, value: `0x${parseEther('0.5').toString(16)}` },
        { to, value: `0x${parseEther('0.5').toString(16)}` },
      ]
      await expect(
        host.request('RPC_REQUEST', {
          method: 'wallet_sendCalls',
          params: [{ version: '2.0.0', chainId: '0x7a69', from: address, calls }],
          rpcUrl: anvil.rpcUrl,
        }),
      ).rejects.toBeInstanceOf(FrameUserRejectedError)
      const [card] = visitor.seen.approvals
      expect(card!.rows[0]).toEqual({
        label: '⚠ Warning',
        value: expect.stringMatching(
          /^You need 0\.1\d* ETH more for this transaction and its fee$/,
        ),
      })
      expect(visitor.seen.fundButtons).toEqual(['Buy ETH'])
    } finally {
      anvil.stop()
    }
  })

  test("an approval waiting for the page's Buy ends with the request: the page giving it up rejects it, and a later FUNDING_ENDED shows nothing", async () => {
    const { anvil, visitor, host, address, setBalance, funds } = await embedOnChain(0n)
    try {
      visitor.setApprove('fund')
      const send = () =>
        host.request('RPC_REQUEST', {
          method: 'eth_sendTransaction',
          params: [{ from: address, to: address, value: '0x1' }],
          rpcUrl: anvil.rpcUrl,
        })
      const sending = send()
      await vi.waitFor(() => expect(funds).toHaveLength(1), fundAsked)
      host.abortRpcRequests()
      await expect(sending).rejects.toBeInstanceOf(FrameRequestAbortedError)
      await host.request('FUNDING_ENDED', { requestId: funds[0]!.id })
      expect(visitor.seen.approvals).toHaveLength(1)
      // With a balance that pays, the card offers no Buy.
      await setBalance(parseEther('1'))
      visitor.setApprove(false)
      await expect(send()).rejects.toBeInstanceOf(FrameUserRejectedError)
      expect(visitor.seen.fundButtons).toEqual(['Buy ETH', undefined])
      expect(funds).toHaveLength(1)
    } finally {
      anvil.stop()
    }
  })
})

/**
 * A logged-in visitor's frame on an anvil of its own, the wallet holding `balance` wei, with the
 * funds the frame asks the page for (FUND) as they come.
 */
async function embedOnChain(balance: bigint) {
  const anvil = await startAnvil()
  const { backend } = createBackend()
  const visitor = createVisitor()
  const embedded = await embed({ backend, ui: visitor.ui })
  hosts.push(embedded.host)
  await embedded.loading
  const address = (await login(embedded.host)).address as `0x${string}`
  const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  const setBalance = (value: bigint) =>
    chain.request({
      method: 'anvil_setBalance' as never,
      params: [address, `0x${value.toString(16)}`] as never,
    })
  await setBalance(balance)
  const funds: FrameFundRequest[] = []
  embedded.host.onFundRequest((event) => void funds.push(event))
  return { anvil, visitor, ...embedded, address, chain, setBalance, funds }
}

describe('EIP-7702: the embedded EOA upgraded at its own address', () => {
  /**
   * The published Simple7702Account (0.8), at its canonical address on the test chain: its
   * artifact read from `@airlock/testing`'s dependencies (this package cannot depend on it).
   */
  async function withDelegate(rpcUrl: string) {
    const testingPackage = fileURLToPath(new URL('../../../testing/', import.meta.url))
    const artifact = JSON.parse(
      readFileSync(
        join(
          testingPackage,
          'node_modules',
          '@account-abstraction',
          'contracts',
          'artifacts',
          'Simple7702Account.json',
        ),
        'utf8',
      ),
    ) as { deployedBytecode: string }
    const chain = createPublicClient({ transport: http(rpcUrl) })
    await chain.request({
      method: 'anvil_setCode' as never,
      params: [eip7702DelegateAddress, artifact.deployedBytecode] as never,
    })
    return chain
  }

  test('the frame’s own upgrade: a plain-words card (delegate, network, same address, undo), then the code is 0xef0100‖delegate; GET_USER shows one address; a two-call wallet_sendCalls lands in one transaction, atomic; the undo (its own card) clears the code', async () => {
    const anvil = await startAnvil()
    try {
      const chain = await withDelegate(anvil.rpcUrl)
      const { backend } = createBackend()
      const visitor = createVisitor()
      const { host, loading } = await embed({ backend, ui: visitor.ui })
      hosts.push(host)
      await loading
      const { address } = await login(host)
      const account = address as `0x${string}`
      const rpcUrl = anvil.rpcUrl
      await chain.request({
        method: 'anvil_setBalance' as never,
        params: [account, '0xde0b6b3a7640000'] as never,
      })
      const capabilities = () =>
        host.request('RPC_REQUEST', {
          method: 'wallet_getCapabilities',
          params: [account, ['0x7a69']],
          rpcUrl,
        })
      expect(await capabilities()).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
      const upgrade = () =>
        host.request('RPC_REQUEST', { method: 'airlock_upgradeAccount', chainId: 31337, rpcUrl })

      // Rejected: nothing signed, nothing sent.
      visitor.setApprove(false)
      await expect(upgrade()).rejects.toBeInstanceOf(FrameUserRejectedError)
      expect(await chain.getCode({ address: account })).toBeUndefined()
      visitor.setApprove(true)

      const result = (await upgrade()) as { address: string; transactionHash: `0x${string}` }
      expect(result).toMatchObject({ address: account, delegate: eip7702DelegateAddress })
      expect(visitor.seen.approvals.at(-1)).toEqual({
        title: 'Upgrade to a smart account',
        network: 'Airlock Local (chain 31337)',
        rows: [
          { label: '⚠ Warning', value: expect.stringContaining('hands your whole account') },
          {
            label: 'Delegates to',
            value: `Simple7702Account (ERC-4337 v0.8) ${eip7702DelegateAddress}`,
          },
          { label: 'On', value: 'Airlock Local (chain 31337) only' },
          { label: 'Your address', value: `${account} (stays the same)` },
          { label: 'What changes', value: expect.stringContaining('one transaction') },
          { label: 'Undo', value: expect.stringContaining('can be undone') },
          { label: 'Network fee', value: expect.stringMatching(/^\$.* ETH\)$/) },
        ],
      })
      const upgraded = await chain.getTransactionReceipt({ hash: result.transactionHash })
      expect(upgraded.type).toBe('eip7702')
      expect(await chain.getCode({ address: account })).toBe(
        `0xef0100${eip7702DelegateAddress.slice(2).toLowerCase()}`,
      )
      // Asked again: already upgraded, answered without a card.
      const cards = visitor.seen.approvals.length
      expect(await upgrade()).toEqual({
        address: account,
        delegate: eip7702DelegateAddress,
        chainId: 31337,
      })
      expect(visitor.seen.approvals).toHaveLength(cards)

      // One address on this chain; batches are atomic now.
      const user = await host.request('GET_USER', { chainId: 31337, rpcUrl })
      expect(user).toMatchObject({ address: account, accounts: [{ address: account }] })
      expect(user.accounts).toHaveLength(1)
      expect(await capabilities()).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })

      const [first, second] = [
        '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
        '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
      ] as const
      const [firstBefore, secondBefore] = await Promise.all(
        [first, second].map((to) => chain.getBalance({ address: to })),
      )
      const { id } = (await host.request('RPC_REQUEST', {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x7a69',
            from: account,
            atomicRequired: true,
            calls: [
              { to: first, value: '0x2386f26fc10000' },
              { to: second, value: '0x470de4df820000' },
            ],
          },
        ],
        rpcUrl,
      })) as { id: string }
      expect(visitor.seen.approvals.at(-1)?.title).toBe('Send 2 calls')
      let status: { status: number; atomic: boolean; receipts?: { transactionHash: string }[] }
      await vi.waitFor(async () => {
        status = (await host.request('RPC_REQUEST', {
          method: 'wallet_getCallsStatus',
          params: [id],
          rpcUrl,
        })) as typeof status
        expect(status.status).toBe(200)
      })
      expect(status!.atomic).toBe(true)
      expect(status!.receipts).toHaveLength(1)
      const batch = await chain.getTransaction({
        hash: status!.receipts![0]!.transactionHash as `0x${string}`,
      })
      // The account sent it to itself; the delegate's executeBatch paid both.
      expect(batch.from.toLowerCase()).toBe(account.toLowerCase())
      expect(batch.to?.toLowerCase()).toBe(account.toLowerCase())
      expect(await chain.getBalance({ address: first })).toBe(firstBefore! + parseEther('0.01'))
      expect(await chain.getBalance({ address: second })).toBe(secondBefore! + parseEther('0.02'))

      // The undo: the same address, a plain account again.
      const undo = () =>
        host.request('RPC_REQUEST', {
          method: 'airlock_undoAccountUpgrade',
          chainId: 31337,
          rpcUrl,
        })
      visitor.setApprove(false)
      await expect(undo()).rejects.toBeInstanceOf(FrameUserRejectedError)
      expect(await chain.getCode({ address: account })).toBe(
        `0xef0100${eip7702DelegateAddress.slice(2).toLowerCase()}`,
      )
      visitor.setApprove(true)
      const undone = (await undo()) as { address: string; transactionHash: `0x${string}` }
      expect(undone).toMatchObject({ address: account, chainId: 31337 })
      expect(visitor.seen.approvals.at(-1)).toEqual({
        title: 'Undo the smart-account upgrade',
        network: 'Airlock Local (chain 31337)',
        rows: [
          { label: 'Removes', value: `The delegation to ${eip7702DelegateAddress}` },
          { label: 'On', value: 'Airlock Local (chain 31337) only' },
          { label: 'Your address', value: `${account} (stays the same)` },
          { label: 'What changes', value: expect.stringContaining('plain account again') },
          { label: 'Network fee', value: expect.stringMatching(/^\$.* ETH\)$/) },
        ],
      })
      expect((await chain.getTransactionReceipt({ hash: undone.transactionHash })).type).toBe(
        'eip7702',
      )
      expect(await chain.getCode({ address: account })).toBeUndefined()
      expect(await capabilities()).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
      // Asked again: nothing to undo, answered without a card.
      const undoCards = visitor.seen.approvals.length
      expect(await undo()).toEqual({ address: account, chainId: 31337 })
      expect(visitor.seen.approvals).toHaveLength(undoCards)
    } finally {
      anvil.stop()
    }
  })

  test('a page never gets an authorization: raw authorization methods are refused, an eth_sendTransaction carrying an authorizationList is refused unasked, and the upgrade takes no delegate from the page', async () => {
    const anvil = await startAnvil()
    try {
      const chain = await withDelegate(anvil.rpcUrl)
      const rpcUrl = anvil.rpcUrl
      const { backend } = createBackend()
      const visitor = createVisitor()
      const { host, loading, post } = await embed({ backend, ui: visitor.ui })
      hosts.push(host)
      await loading
      const { address } = await login(host)
      await chain.request({
        method: 'anvil_setBalance' as never,
        params: [address, '0xde0b6b3a7640000'] as never,
      })
      const authorization = {
        address: '0x000000000000000000000000000000000000dEaD',
        chainId: '0x0',
        nonce: '0x0',
      }
      for (const method of ['eth_signAuthorization', 'wallet_signAuthorization'])
        expect(
          await post({
            id: crypto.randomUUID(),
            type: '@w3m-app/RPC_REQUEST',
            payload: { method, params: [authorization] },
          }),
        ).toMatchObject({ type: '@w3m-app/RPC_REQUEST'.replace('app', 'frame').concat('_ERROR') })
      await expect(
        host.request('RPC_REQUEST', {
          method: 'eth_sendTransaction',
          params: [
            {
              from: address,
              to: address,
              authorizationList: [authorization],
            } as never,
          ],
          rpcUrl,
        }),
      ).rejects.toBeInstanceOf(FrameUnsupportedMethodError)
      await expect(
        host.request('RPC_REQUEST', {
          method: 'eth_sendTransaction',
          params: [{ from: address, to: address, type: '0x4' }],
          rpcUrl,
        }),
      ).rejects.toBeInstanceOf(FrameUnsupportedMethodError)
      // The upgrade has no parameters: a delegate the page names is refused by the schema.
      expect(
        await post({
          id: crypto.randomUUID(),
          type: '@w3m-app/RPC_REQUEST',
          payload: {
            method: 'airlock_upgradeAccount',
            params: ['0x000000000000000000000000000000000000dEaD'],
            rpcUrl,
          },
        }),
      ).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { code: -32602 } })
      expect(visitor.seen.approvals).toEqual([])
      expect(await chain.getTransactionCount({ address: address as `0x${string}` })).toBe(0)
      expect(await chain.getCode({ address: address as `0x${string}` })).toBeUndefined()
    } finally {
      anvil.stop()
    }
  })
})
