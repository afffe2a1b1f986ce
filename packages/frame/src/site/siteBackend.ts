import {
  answerFrameLinkOffer,
  type BlockchainApiClient,
  connectFarcasterLogin,
  connectSocialLogin,
  createBlockchainApiClient,
  createFrameWallet,
  getAuthShare,
  getFrameAllowedOrigins,
  getFramePreferredAccount,
  getFrameSession,
  getFrameWallet,
  getFungiblePrice,
  linkSocialLogin,
  matchOrigin,
  nativeTokenAddress,
  readSocialLink,
  setFramePreferredAccount,
  signOutFrame,
  startEmailLogin,
  startFarcasterLogin,
  startSocialLink,
  startSocialLogin,
  storeAuthShare,
  updateEmail,
  verifyEmailCode,
  verifyUpdateEmailPrimary,
  verifyUpdateEmailSecondary,
  waitForDeviceApproval,
} from '@airlock/blockchain-api'
import type { PasskeyAssertion, PasskeyRegistration } from '../custody/accountPasskey.js'
import type { WalletBackend } from '../custody/types.js'
import type { SocialProvider } from '../protocol/schemas.js'

/** A finished attempt to link a social login, as the frame redeems it. */
export type SocialLinkRedeem = { token: string; attemptId: string; secret: string; result: string }

/** The social login a link attempt found: its provider, name and the email it verified. */
type SocialLinkCandidate = {
  provider: SocialProvider
  userName: string
  email: string | null
}

/** The logged-in user of a frame session: an email login, or a social one (no email). */
export type FrameSessionUser = {
  id: string
  email: string | null
  userName?: string | undefined
  socialProvider?: string | undefined
}

/**
 * The server's offer to link the login just made with another login of the same verified email
 * (an email login and a social one), for the frame to put to the visitor.
 */
export type FrameLinkOffer = {
  token: string
  email: string
  /** The other login: `email`, or its social provider (`google`, …). */
  otherLogin: string
}

/** A login's answer: the session, its user, and maybe an offer to link another login. */
export type FrameLoginResult = {
  token: string
  user: FrameSessionUser
  linkOffer?: FrameLinkOffer | undefined
}

/** A passkey challenge of the server: single-use, short-lived, for this page and device. */
type PasskeyChallenge = {
  challengeId: string
  /** base64url */
  challenge: string
  /** For a sign-up: the user handle of the new passkey (base64url). */
  userHandle?: string | undefined
}

/**
 * The server's side of a passkey-first account: a challenge, then the new passkey's attestation
 * (sign-up) or an assertion (login), which the server verifies before it opens a session.
 */
export type FramePasskeyBackend = {
  startSignUp(parameters: { origin: string; deviceId: string }): Promise<PasskeyChallenge>
  finishSignUp(parameters: {
    origin: string
    deviceId: string
    challengeId: string
    credential: PasskeyRegistration
  }): Promise<FrameLoginResult>
  startLogin(parameters: { origin: string; deviceId: string }): Promise<PasskeyChallenge>
  finishLogin(parameters: {
    origin: string
    deviceId: string
    challengeId: string
    credential: PasskeyAssertion
  }): Promise<FrameLoginResult>
}

/** What the frame site needs from the Airlock server (its frame-backend routes). */
export type FrameSiteBackend = {
  /** Passkey-first sign-up and login, when the server offers them. */
  passkey?: FramePasskeyBackend | undefined
  /** Whether `origin` may embed the frame for this project. */
  isOriginAllowed(origin: string): Promise<boolean>
  startEmailLogin(parameters: {
    email: string
    origin: string
    deviceId: string
  }): Promise<{ action: 'VERIFY_OTP' } | { action: 'VERIFY_DEVICE'; approvalId: string }>
  waitForDeviceApproval(parameters: {
    approvalId: string
    signal?: AbortSignal | undefined
  }): Promise<void>
  verifyEmailCode(parameters: {
    email: string
    code: string
    origin: string
    deviceId: string
  }): Promise<FrameLoginResult>
  /** Opens a social login attempt: `uri` for the popup, `secret` kept here to redeem it. */
  startSocialLogin(parameters: {
    provider: SocialProvider
    origin: string
    deviceId: string
  }): Promise<{ attemptId: string; secret: string; uri: string }>
  /** Redeems an attempt the provider answered for a session of its user. */
  connectSocialLogin(parameters: {
    attemptId: string
    secret: string
    /** The one-time result the provider step's last page gave the window that opened it. */
    result: string
    origin: string
    deviceId: string
  }): Promise<FrameLoginResult>
  /** Opens an attempt to link a social login to the session's user: as `startSocialLogin`. */
  startSocialLink?(parameters: {
    token: string
    provider: SocialProvider
  }): Promise<{ attemptId: string; secret: string; uri: string }>
  /** The login a finished link attempt found, for the visitor to confirm; nothing linked yet. */
  readSocialLink?(parameters: SocialLinkRedeem): Promise<SocialLinkCandidate>
  /** Links the login a finished attempt found to the session's user, once. */
  linkSocialLogin?(parameters: SocialLinkRedeem): Promise<SocialLinkCandidate>
  /**
   * The visitor's answer to a link offer, for the session it came with: linked or not, and the
   * user the session belongs to afterwards.
   */
  answerLinkOffer?(parameters: {
    token: string
    offerToken: string
    accept: boolean
  }): Promise<{ linked: boolean; user: FrameSessionUser }>
  /** Opens a Sign In With Farcaster attempt: `url` for the QR code, `secret` kept here. */
  startFarcasterLogin?(parameters: {
    origin: string
    deviceId: string
  }): Promise<{ attemptId: string; secret: string; url: string }>
  /**
   * Redeems an attempt the Farcaster app signed for a session of its user; a
   * `FarcasterLoginError` with reason `FARCASTER_PENDING` until the app has signed.
   */
  connectFarcasterLogin?(parameters: {
    attemptId: string
    secret: string
    origin: string
    deviceId: string
  }): Promise<{ token: string; user: FrameSessionUser }>
  /** The session's user while the token is valid, else undefined. */
  getSession(parameters: { token: string }): Promise<FrameSessionUser | undefined>
  signOut(parameters: { token: string }): Promise<void>
  /** A code goes to the current address, or to the new one when the login has none yet. */
  updateEmail(parameters: {
    token: string
    newEmail: string
  }): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  verifyUpdateEmailPrimary(parameters: { token: string; code: string }): Promise<void>
  verifyUpdateEmailSecondary(parameters: {
    token: string
    code: string
  }): Promise<{ newEmail: string }>
  /** Custody's view of the server, bound to a session. */
  wallet(token: string): WalletBackend
  /** The USD price of an EVM chain's native currency, when the server knows it. */
  getNativePriceUsd?(parameters: { chainId: number }): Promise<number | undefined>
  /** The USD prices of ERC-20 tokens of an EVM chain, by contract, for those the server prices. */
  getTokenPricesUsd?(parameters: {
    chainId: number
    addresses: readonly string[]
  }): Promise<Map<string, number>>
  /** The EVM chains with an ERC-4337 bundler, where the wallet has a smart account. */
  getSmartAccountChains?(): Promise<number[]>
  /** The JSON-RPC URL of a chain's bundler (through the frame origin). */
  getBundlerUrl?(parameters: { chainId: number }): string
  /** The EVM chains where the server's paymaster sponsors the smart account's gas. */
  getSponsoredChains?(): Promise<number[]>
  /** The ERC-7677 paymaster service of a chain (through the frame origin; needs the session). */
  getPaymasterUrl?(parameters: { chainId: number }): string
  /** The user's preferred account type on eip155, kept on the server; undefined until chosen. */
  getPreferredAccountType?(parameters: {
    token: string
  }): Promise<'eoa' | 'smartAccount' | undefined>
  /** Stores the user's preferred account type on the server. */
  setPreferredAccountType?(parameters: {
    token: string
    type: 'eoa' | 'smartAccount'
  }): Promise<void>
}

/** The passkey routes' client is a chunk of its own, loaded with the first passkey login. */
function createLazyPasskeyBackend(apiUrl: string, projectId: string): FramePasskeyBackend {
  let loaded: Promise<FramePasskeyBackend> | undefined
  const load = () => {
    loaded ??= import('./createHttpPasskeyBackend.js').then((chunk) =>
      chunk.createHttpPasskeyBackend(apiUrl, projectId),
    )
    return loaded
  }
  return {
    startSignUp: async (request) => (await load()).startSignUp(request),
    finishSignUp: async (request) => (await load()).finishSignUp(request),
    startLogin: async (request) => (await load()).startLogin(request),
    finishLogin: async (request) => (await load()).finishLogin(request),
  }
}

/** The frame backend over HTTP, through `@airlock/blockchain-api`'s frame client. */
export function createHttpFrameSiteBackend(parameters: {
  apiUrl: string
  projectId: string
  client?: BlockchainApiClient | undefined
}): FrameSiteBackend {
  const client =
    parameters.client ??
    createBlockchainApiClient({ baseUrl: parameters.apiUrl, projectId: parameters.projectId })
  let allowed: Promise<string[]> | undefined
  let bundlerChains: Promise<{ chainIds: number[]; sponsoredChainIds: number[] }> | undefined
  const readBundlerChains = () => {
    bundlerChains ??= (async () => {
      const url = new URL('/v1/frame/bundler/chains', parameters.apiUrl)
      url.searchParams.set('projectId', parameters.projectId)
      const response = await fetch(url)
      if (!response.ok) return { chainIds: [], sponsoredChainIds: [] }
      const answer = (await response.json()) as { chainIds?: unknown; sponsoredChainIds?: unknown }
      const ids = (value: unknown) =>
        Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []
      return { chainIds: ids(answer.chainIds), sponsoredChainIds: ids(answer.sponsoredChainIds) }
    })()
    // A failed read is asked again next time.
    bundlerChains.catch(() => {
      bundlerChains = undefined
    })
    return bundlerChains
  }
  return {
    passkey: createLazyPasskeyBackend(parameters.apiUrl, parameters.projectId),
    isOriginAllowed: async (origin) => {
      allowed ??= getFrameAllowedOrigins(client)
      return matchOrigin(origin, await allowed)
    },
    startEmailLogin: async (request) => {
      const answer = await startEmailLogin(client, request)
      return answer.action === 'VERIFY_DEVICE'
        ? { action: 'VERIFY_DEVICE', approvalId: answer.approvalId }
        : { action: 'VERIFY_OTP' }
    },
    waitForDeviceApproval: async (request) => {
      await waitForDeviceApproval(client, request)
    },
    verifyEmailCode: async (request) => {
      const session = await verifyEmailCode(client, request)
      return { token: session.token, user: session.user, linkOffer: session.linkOffer }
    },
    startSocialLogin: async (request) => {
      const { attemptId, secret, uri } = await startSocialLogin(client, request)
      return { attemptId, secret, uri }
    },
    startSocialLink: async (request) => {
      const { attemptId, secret, uri } = await startSocialLink(client, request)
      return { attemptId, secret, uri }
    },
    readSocialLink: (request) => readSocialLink(client, request),
    linkSocialLogin: (request) => linkSocialLogin(client, request),
    connectSocialLogin: async (request) => {
      const session = await connectSocialLogin(client, request)
      return { token: session.token, user: session.user, linkOffer: session.linkOffer }
    },
    answerLinkOffer: (request) => answerFrameLinkOffer(client, request),
    startFarcasterLogin: async (request) => {
      const { attemptId, secret, url } = await startFarcasterLogin(client, request)
      return { attemptId, secret, url }
    },
    connectFarcasterLogin: async (request) => {
      const session = await connectFarcasterLogin(client, request)
      return { token: session.token, user: session.user }
    },
    getSession: async ({ token }) => (await getFrameSession(client, { token }))?.user,
    signOut: ({ token }) => signOutFrame(client, { token }),
    updateEmail: async (request) => ({ action: (await updateEmail(client, request)).action }),
    verifyUpdateEmailPrimary: async (request) => {
      await verifyUpdateEmailPrimary(client, request)
    },
    verifyUpdateEmailSecondary: (request) => verifyUpdateEmailSecondary(client, request),
    getTokenPricesUsd: async ({ chainId, addresses }) => {
      const ids = addresses.map((address) => `eip155:${chainId}:${address}`)
      const { fungibles } = await getFungiblePrice(client, { addresses: ids })
      const prices = new Map<string, number>()
      for (const token of fungibles) {
        const address = token.address.split(':').pop()
        if (address && token.price !== undefined) prices.set(address.toLowerCase(), token.price)
      }
      return prices
    },
    getNativePriceUsd: async ({ chainId }) => {
      const address = `eip155:${chainId}:${nativeTokenAddress}`
      const { fungibles } = await getFungiblePrice(client, { addresses: [address] })
      return fungibles.find((token) => token.address === address)?.price
    },
    getSmartAccountChains: async () => (await readBundlerChains()).chainIds,
    getSponsoredChains: async () => (await readBundlerChains()).sponsoredChainIds,
    getPreferredAccountType: async ({ token }) =>
      (await getFramePreferredAccount(client, { token })).preferredAccountType ?? undefined,
    setPreferredAccountType: async ({ token, type }) => {
      await setFramePreferredAccount(client, { token, preferredAccountType: type })
    },
    getPaymasterUrl: ({ chainId }) => {
      const url = new URL('/v1/frame/paymaster', parameters.apiUrl)
      url.searchParams.set('chainId', String(chainId))
      url.searchParams.set('projectId', parameters.projectId)
      return url.toString()
    },
    getBundlerUrl: ({ chainId }) => {
      const url = new URL('/v1/frame/bundler', parameters.apiUrl)
      url.searchParams.set('chainId', String(chainId))
      url.searchParams.set('projectId', parameters.projectId)
      return url.toString()
    },
    wallet: (token) => ({
      getWallet: async () => getFrameWallet(client, { token }),
      createWallet: async (wallet) => {
        await createFrameWallet(client, { token, ...wallet })
      },
      getAuthShare: ({ deviceId }) => getAuthShare(client, { token, deviceId }),
      storeAuthShare: ({ deviceId, share }) => storeAuthShare(client, { token, deviceId, share }),
    }),
  }
}
