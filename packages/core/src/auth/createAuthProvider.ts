import * as z from 'zod/mini'
import { createLazyLoader } from '../adapter/createLazyLoader.js'
import { UnexpectedError } from '../errors/appKit.js'
import { AuthFrameLoadError, AuthResponseError, RpcNotAllowedError } from '../errors/auth.js'
import type { AppKitStorage } from '../storage/types.js'
import {
  authStorageKeys,
  clearAuthCache,
  readEmailLoginUsed,
  readLastUsedChain,
  storeLogin,
} from './authStorage.js'
import { classifyRpcResponse } from './classifyRpcResponse.js'
import { signOutTimeoutMs } from './constants.js'
import { fromFrameError, toProviderRpcError } from './toProviderRpcError.js'

import type {
  AuthConnectorEvent,
  AuthFrameHost,
  AuthUser,
  CreateFrameHost,
  FrameRect,
} from './types.js'

export type CreateAuthProviderParameters = {
  storage: AppKitStorage
  projectId: string
  /** The frame site's address; undefined: the SDK's default. */
  frameUrl?: string | undefined
  /** Makes the frame host; default: `@airlock/frame`'s host SDK, loaded on first use. */
  createFrameHost?: CreateFrameHost | undefined
  /** The RPC URL the dapp configured for a chain, sent with requests for it. */
  getRpcUrl?: ((chainId: number) => string | undefined) | undefined
  /** Sent once the frame is up (spec §7 "sync dapp data"). */
  dappData?: Record<string, unknown> | undefined
  /** The modal's language, sent with the dapp data: the frame's cards speak it. */
  getLanguage?: (() => string) | undefined
  enableLogger?: boolean | undefined
  /**
   * The app's options this provider reads: `defaultAccountTypes` (the embedded wallet's eip155
   * account on a new login, spec §4: smartAccount unless the app says eoa; the frame keeps the
   * visitor's later choice) and `frameRequestTimeout` (how long the frame's login requests wait,
   * in ms; default the frame SDK's 30 s).
   */
  options?:
    | {
        defaultAccountTypes?: { eip155?: 'eoa' | 'smartAccount' | undefined } | undefined
        frameRequestTimeout?: number | undefined
      }
    | undefined
}

type Listener = (...args: never[]) => void

/**
 * The auth connector's provider: an EIP-1193 provider for eip155 whose account lives in the
 * wallet frame, plus the login calls (email, one-time code, device approval, email update). The
 * frame's host SDK loads on the first call that needs it.
 */
export type AuthProvider = {
  request: (arguments_: { method: string; params?: unknown }) => Promise<unknown>
  on: (event: string, listener: Listener) => AuthProvider
  removeListener: (event: string, listener: Listener) => AuthProvider
  /** The logged-in user, once known. */
  readonly user: AuthUser | undefined
  /** Loads the host SDK's code (no iframe yet): call on the visitor's intent to log in. */
  preload: () => Promise<void>
  connectEmail: (parameters: {
    email: string
  }) => Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }>
  connectDevice: () => Promise<void>
  /** Opens a social login attempt in the frame: the URI the popup opens (on the frame origin). */
  getSocialRedirectUri: (parameters: { provider: string }) => Promise<{ uri: string }>
  /** Logs in with the popup's result URI on `chainId` (default: the last used chain). */
  connectSocial: (parameters: { uri: string; chainId?: number | undefined }) => Promise<AuthUser>
  /** Opens an attempt in the frame to link a social login to the logged-in user (the popup's URI). */
  getSocialLinkUri: (parameters: { provider: string }) => Promise<{ uri: string }>
  /**
   * Links the login the popup's result URI names, once the visitor confirmed it on the frame's
   * card (Cancel rejects with the frame's user rejection).
   */
  linkSocial: (parameters: { uri: string }) => Promise<{ socialProvider: string; userName: string }>
  /**
   * Passkey-first sign-up or login on `chainId` (default: the last used chain): the frame shows
   * its passkey card and answers the user once the server has verified the passkey.
   */
  connectPasskey: (parameters?: { chainId?: number | undefined }) => Promise<AuthUser>
  /** Opens a Sign In With Farcaster attempt in the frame: the channel URL (QR code, deep link). */
  getFarcasterUri: () => Promise<{ url: string }>
  /** Waits until the Farcaster app has signed, then the frame is logged in as that user. */
  connectFarcaster: () => Promise<{ userName: string }>
  connectOtp: (parameters: { otp: string }) => Promise<void>
  /**
   * The embedded wallet's Solana account on `chainId` (CAIP-2, `solana:<genesis>`): GET_USER for
   * that chain. The logged-in user and the EVM chain stay as they are.
   */
  getSolanaAccount: (parameters: { chainId: string }) => Promise<{ address: string }>
  /**
   * A request for the Solana account (`solana_signMessage`, `solana_signTransaction`, …) on
   * `chainId`; unsafe ones are approved in the frame, as EVM ones are. `rpcUrl`, the dapp's node
   * of that chain, is where the frame simulates a transaction for its approval.
   */
  requestSolana: (parameters: {
    method: string
    params?: unknown
    chainId: string
    rpcUrl?: string | undefined
  }) => Promise<unknown>
  /** Reads the logged-in user (GET_USER) on `chainId` (default: the last used chain, else 1). */
  connect: (parameters?: { chainId?: number | string | undefined }) => Promise<AuthUser>
  /**
   * Restores a login without prompting; undefined (and the cache cleared) when there is none.
   * Rejects with AuthFrameLoadError, the login kept, when the frame could not be reached.
   */
  reconnect: (parameters?: {
    chainId?: number | string | undefined
  }) => Promise<AuthUser | undefined>
  /** Clears the auth cache, then signs the frame out (at most 3 s). */
  disconnect: () => Promise<void>
  switchNetwork: (parameters: { chainId: number }) => Promise<void>
  updateEmail: (parameters: {
    email: string
  }) => Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  updateEmailPrimaryOtp: (parameters: { otp: string }) => Promise<void>
  /**
   * Switches the eip155 account between the smart account and the key's own (EOA), in the frame
   * (SET_PREFERRED_ACCOUNT), then reads the user again: the address the wallet acts for changes.
   */
  setPreferredAccountType: (parameters: { type: 'eoa' | 'smartAccount' }) => Promise<AuthUser>
  updateEmailSecondaryOtp: (parameters: { otp: string }) => Promise<{ newEmail: string }>
  syncTheme: (parameters: {
    themeMode?: 'light' | 'dark' | undefined
    themeVariables?: Record<string, string | number> | undefined
  }) => Promise<void>
  /** Rejects every pending request that needs an approval ('Request was aborted'). */
  rejectRpcRequests: () => void
  /**
   * The page's Buy, opened for the approval of `requestId` (a 'fund' event), has ended: the
   * frame reads the balance again and shows that approval once more (FUNDING_ENDED).
   */
  endFunding: (parameters: { requestId: string }) => Promise<void>
  /** Shows the frame over `rect`, or hides it. */
  place: (rect: FrameRect | undefined) => void
  /** Connector events for core (spec §4 "Auth connector events"). */
  subscribe: (listener: (event: AuthConnectorEvent) => void) => () => void
  destroy: () => void
}

const chainIdValue = z.union([z.string().check(z.minLength(1)), z.number()])
const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
/** A Solana account: an ed25519 public key in base58 (32 bytes: 32 to 44 characters). */
const solanaAddress = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))
const userAddress = z.union([evmAddress, solanaAddress])
const userSchema = z.strictObject({
  email: z.optional(z.nullable(z.string())),
  address: userAddress,
  chainId: chainIdValue,
  accounts: z.optional(
    z.array(z.strictObject({ address: userAddress, type: z.enum(['eoa', 'smartAccount']) })),
  ),
  userName: z.optional(z.string()),
  smartAccountDeployed: z.optional(z.boolean()),
  preferredAccountType: z.optional(z.enum(['eoa', 'smartAccount', 'payment'])),
  // A login with sign-in (SIWX) carries the signed message.
  signature: z.optional(z.string()),
  message: z.optional(z.string()),
  siwxMessage: z.optional(z.record(z.string(), z.unknown())),
})
/** The EVM user: its address is a 0x one. */
const evmUserSchema = z.extend(userSchema, { address: evmAddress })
/** GET_USER on a Solana chain: the account's address is a base58 one. */
const solanaUserSchema = z.extend(userSchema, { address: solanaAddress })
const socialUriSchema = z.object({ uri: z.string() })
const farcasterUriSchema = z.object({ url: z.string() })
const farcasterUserSchema = z.object({ userName: z.string() })
const linkedSocialSchema = z.object({ socialProvider: z.string(), userName: z.string() })
const connectEmailSchema = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) })
const updateEmailSchema = z.object({
  action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
})
const newEmailSchema = z.object({ newEmail: z.string() })
const isConnectedSchema = z.object({ isConnected: z.boolean() })
const chainIdAnswerSchema = z.object({ chainId: chainIdValue })
const networksSchema = z.object({ smartAccountEnabledNetworks: z.array(z.number()) })
const switchChainParams = z.tuple([z.object({ chainId: z.string() })])

export function createAuthProvider(parameters: CreateAuthProviderParameters): AuthProvider {
  const { storage } = parameters
  const listeners = new Map<string, Set<Listener>>()
  const subscribers = new Set<(event: AuthConnectorEvent) => void>()
  const pendingApprovals = new Set<AbortController>()
  let user: AuthUser | undefined
  let chainId = readLastUsedChain(storage)
  let stopVisibility: (() => void) | undefined
  let destroyed = false

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? [])
      (listener as (...values: unknown[]) => void)(...args)
  }
  const report = (event: AuthConnectorEvent) => {
    for (const subscriber of subscribers) subscriber(event)
  }

  const loadFactory = async (): Promise<CreateFrameHost> =>
    parameters.createFrameHost ?? (await import('./loadFrameHost.js')).loadFrameHost()

  // A host that failed to load is loaded again on the next call.
  const loadHost = async (): Promise<AuthFrameHost> => {
    const create = await loadFactory()
    const host = await create({
      url: parameters.frameUrl,
      projectId: parameters.projectId,
      chainId,
      enableLogger: parameters.enableLogger ?? false,
      requestTimeout: parameters.options?.frameRequestTimeout,
    })
    if (destroyed) {
      host.destroy()
      return host
    }
    const stopVisibilityEvents = host.onVisibilityChange((event) =>
      report({ type: 'visibility', visible: event.visible, reason: event.reason }),
    )
    const stopFundRequests = host.onFundRequest?.((event) => report({ type: 'fund', ...event }))
    stopVisibility = () => {
      stopVisibilityEvents()
      stopFundRequests?.()
    }
    // Spec §7: once up, the frame learns who embeds it, then which networks have smart accounts.
    void host
      .request('SYNC_DAPP_DATA', {
        projectId: parameters.projectId,
        ...parameters.dappData,
        ...(parameters.getLanguage ? { language: parameters.getLanguage() } : {}),
      })
      .catch(() => undefined)
    void host
      .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
      .then((answer) => {
        const { smartAccountEnabledNetworks } = parseAnswer(
          networksSchema,
          answer,
          'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
        )
        storage.setItem(
          authStorageKeys.smartAccountEnabledNetworks,
          smartAccountEnabledNetworks.join(','),
        )
      })
      .catch(() => storage.setItem(authStorageKeys.smartAccountEnabledNetworks, ''))
    return host
  }
  let hostLoader = createLazyLoader(loadHost)
  /** The host, when its load has started (and not failed); nothing is loaded for it. */
  const startedHost = () => (hostLoader.started() ? hostLoader.load() : undefined)

  // The visitor's Reject in the frame reaches every caller as UserRejectedRequestError.
  const call = async (name: string, payload?: unknown, signal?: AbortSignal) => {
    const loader = hostLoader
    const host = await loader.load()
    return host.request(name, payload, signal ? { signal } : undefined).catch((error: unknown) => {
      // The frame's page never came up: the next call (the visitor's Try again) loads it anew,
      // and tells the new frame the dapp data and language again.
      if (isFrameLoadFailure(error) && loader === hostLoader) {
        hostLoader = createLazyLoader(loadHost)
        stopVisibility?.()
        stopVisibility = undefined
        host.destroy()
      }
      throw fromFrameError(error)
    })
  }

  const setUser = (next: AuthUser) => {
    const changed = user?.address !== next.address
    user = next
    chainId = Number(next.chainId)
    storeLogin(storage, { email: next.email, chainId: next.chainId })
    if (next.userName) storage.setItem(authStorageKeys.socialUsername, next.userName)
    if (next.preferredAccountType)
      storage.setItem(authStorageKeys.preferredAccountType, next.preferredAccountType)
    report({ type: 'user', user: next })
    if (changed) {
      emit('connect', { chainId: toHex(chainId) })
      emit('accountsChanged', [next.address])
    }
    return next
  }

  const forget = () => {
    const had = user !== undefined
    user = undefined
    clearAuthCache(storage)
    report({ type: 'user', user: undefined })
    if (had) {
      emit('accountsChanged', [])
      emit('disconnect', { code: 4900, message: 'Disconnected' })
    }
  }

  // One GET_USER at a time: the first one of a page may make the frame ask for the passkey, and
  // the EVM and Solana reconnects of a reload ask together.
  let userReads: Promise<unknown> = Promise.resolve()
  const readUser = (payload: Record<string, unknown>): Promise<unknown> => {
    const read = userReads.catch(() => undefined).then(() => call('GET_USER', payload))
    userReads = read
    return read
  }

  const getUser = async (requested?: number | string) => {
    const id = requested === undefined ? readLastUsedChain(storage) : Number(requested)
    const answer = await readUser({ ...rpcTargetFor(id), preferredAccountType })
    return setUser(parseAnswer(evmUserSchema, answer, 'GET_USER'))
  }

  const switchNetwork = async (id: number) => {
    const answer = parseAnswer(
      chainIdAnswerSchema,
      await call('SWITCH_NETWORK', rpcTargetFor(id)),
      'SWITCH_NETWORK',
    )
    chainId = Number(answer.chainId)
    storage.setItem(authStorageKeys.lastUsedChain, String(chainId))
    if (user) user = { ...user, chainId }
    emit('chainChanged', toHex(chainId))
    // The account may differ on the new chain (a smart account where a bundler runs, the EOA
    // elsewhere): the frame says which one signs there, as after a login.
    if (user) await getUser(chainId)
  }
  const rpcTargetFor = (id: number) => {
    const rpcUrl = parameters.getRpcUrl?.(id)
    return { chainId: id, ...(rpcUrl ? { rpcUrl } : {}) }
  }
  const preferredAccountType = parameters.options?.defaultAccountTypes?.eip155 ?? 'smartAccount'

  const rpc = async (
    method: string,
    params: unknown,
    target: Record<string, unknown> = { chainNamespace: 'eip155', ...rpcTargetFor(chainId) },
  ): Promise<unknown> => {
    const { classifyRpcMethod } = await import('./classifyRpcMethod.js')
    const kind = classifyRpcMethod(method)
    const safe = kind === 'safe'
    if (kind === 'notAllowed') {
      report({ type: 'notAllowed', method })
      throw new RpcNotAllowedError(method)
    }
    const controller = safe ? undefined : new AbortController()
    if (controller) pendingApprovals.add(controller)
    report({ type: 'rpcRequest', method, safe })
    try {
      const payload = {
        method,
        ...(params === undefined ? {} : { params }),
        ...target,
      }
      const response = await call('RPC_REQUEST', payload, controller?.signal)
      report({ type: 'rpcSuccess', method, safe, response: classifyRpcResponse(response) })
      return response
    } catch (error) {
      report({
        type: 'rpcError',
        method,
        safe,
        error: error instanceof Error ? error : new UnexpectedError(error),
      })
      throw error
    } finally {
      if (controller) pendingApprovals.delete(controller)
    }
  }

  /** The provider's EIP-1193 requests: a few answered here, the rest by the frame. */
  const request = async (method: string, params: unknown): Promise<unknown> => {
    switch (method) {
      // Answered here, never sent (the frame's chain is the last one it reported).
      case 'eth_chainId':
        return toHex(chainId)
      case 'eth_accounts':
        return user ? [user.address] : []
      case 'eth_requestAccounts':
        return [(user ?? (await getUser(chainId))).address]
      case 'wallet_switchEthereumChain': {
        const [{ chainId: hexChainId }] = parseAnswer(switchChainParams, params, method)
        await switchNetwork(Number(hexChainId))
        return null
      }
      // The upgraded EOA signs from now on, where the smart account did (and the other way round
      // after the undo): read the user again so the account (and the Account view's addresses)
      // changes without a reload.
      case 'airlock_upgradeAccount':
      case 'airlock_undoAccountUpgrade': {
        const result = await rpc(method, params)
        if (user) await getUser(chainId)
        return result
      }
      default:
        return rpc(method, params)
    }
  }

  const provider: AuthProvider = {
    get user() {
      return user
    },
    // EIP-1193: a failure rejects with a numeric code (4001 for the visitor's Reject), the
    // family's error as its cause.
    request: ({ method, params }) =>
      request(method, params).catch((error: unknown) => {
        throw toProviderRpcError(error)
      }),
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
      return provider
    },
    preload: async () => {
      await loadFactory()
    },
    connectEmail: async ({ email }) => {
      const answer = parseAnswer(
        connectEmailSchema,
        await call('CONNECT_EMAIL', { email }),
        'CONNECT_EMAIL',
      )
      storage.setItem(authStorageKeys.lastEmailLoginTime, String(Date.now()))
      return answer
    },
    connectDevice: async () => {
      await call('CONNECT_DEVICE')
    },
    connectOtp: async ({ otp }) => {
      await call('CONNECT_OTP', { otp })
    },
    getSocialRedirectUri: async ({ provider }) =>
      parseAnswer(
        socialUriSchema,
        await call('GET_SOCIAL_REDIRECT_URI', { provider }),
        'GET_SOCIAL_REDIRECT_URI',
      ),
    connectSocial: async ({ uri, chainId: requested }) => {
      const id = requested ?? readLastUsedChain(storage)
      const answer = await call('CONNECT_SOCIAL', {
        uri,
        ...rpcTargetFor(id),
        preferredAccountType,
      })
      return setUser(parseAnswer(evmUserSchema, answer, 'CONNECT_SOCIAL'))
    },
    getSocialLinkUri: async ({ provider }) =>
      parseAnswer(
        socialUriSchema,
        await call('GET_SOCIAL_LINK_URI', { provider }),
        'GET_SOCIAL_LINK_URI',
      ),
    linkSocial: async ({ uri }) =>
      parseAnswer(linkedSocialSchema, await call('LINK_SOCIAL', { uri }), 'LINK_SOCIAL'),
    connectPasskey: async ({ chainId: requested } = {}) => {
      const id = requested ?? readLastUsedChain(storage)
      const answer = await call('CONNECT_PASSKEY', { ...rpcTargetFor(id), preferredAccountType })
      return setUser(parseAnswer(evmUserSchema, answer, 'CONNECT_PASSKEY'))
    },
    getFarcasterUri: async () =>
      parseAnswer(farcasterUriSchema, await call('GET_FARCASTER_URI'), 'GET_FARCASTER_URI'),
    connectFarcaster: async () => {
      const answer = parseAnswer(
        farcasterUserSchema,
        await call('CONNECT_FARCASTER'),
        'CONNECT_FARCASTER',
      )
      storage.setItem(authStorageKeys.socialUsername, answer.userName)
      return answer
    },
    getSolanaAccount: async ({ chainId: solanaChain }) => {
      const answer = await readUser({ chainId: solanaChain })
      return { address: parseAnswer(solanaUserSchema, answer, 'GET_USER').address }
    },
    requestSolana: ({ method, params, chainId: solanaChain, rpcUrl }) =>
      rpc(method, params, {
        chainNamespace: 'solana',
        chainId: solanaChain,
        ...(rpcUrl ? { rpcUrl } : {}),
      }),
    connect: async ({ chainId: requested } = {}) => getUser(requested),
    reconnect: async ({ chainId: requested } = {}) => {
      // Spec §4 / FRAME.md §1.3: without a past login the frame is not even loaded.
      if (!readEmailLoginUsed(storage)) return undefined
      try {
        const { isConnected } = parseAnswer(
          isConnectedSchema,
          await call('IS_CONNECTED'),
          'IS_CONNECTED',
        )
        if (!isConnected) {
          forget()
          return undefined
        }
        return await getUser(requested)
      } catch (error) {
        // A frame that could not be reached says nothing of the session: the login stays for the
        // next page load, and the failure is AuthFrameLoadError (core keeps the connection
        // stored). Any answer from the frame still ends it.
        if (!isFrameUnreachable(error)) {
          forget()
          throw error
        }
        throw error instanceof AuthFrameLoadError ? error : new AuthFrameLoadError(error)
      }
    },
    disconnect: async () => {
      const loaded = startedHost()
      forget()
      if (!loaded) return
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        loaded.then((host) => host.request('SIGN_OUT')).catch(() => undefined),
        new Promise((resolve) => {
          timer = setTimeout(resolve, signOutTimeoutMs)
        }),
      ])
      clearTimeout(timer)
    },
    switchNetwork: ({ chainId: id }) => switchNetwork(id),
    updateEmail: async ({ email }) => {
      const answer = parseAnswer(
        updateEmailSchema,
        await call('UPDATE_EMAIL', { email }),
        'UPDATE_EMAIL',
      )
      storage.setItem(authStorageKeys.lastEmailLoginTime, String(Date.now()))
      return answer
    },
    updateEmailPrimaryOtp: async ({ otp }) => {
      await call('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },
    setPreferredAccountType: async ({ type }) => {
      await call('SET_PREFERRED_ACCOUNT', { type })
      return getUser(chainId)
    },
    updateEmailSecondaryOtp: async ({ otp }) => {
      const answer = parseAnswer(
        newEmailSchema,
        await call('UPDATE_EMAIL_SECONDARY_OTP', { otp }),
        'UPDATE_EMAIL_SECONDARY_OTP',
      )
      storeLogin(storage, { email: answer.newEmail })
      if (user) {
        user = { ...user, email: answer.newEmail }
        report({ type: 'user', user })
      }
      return answer
    },
    syncTheme: async (theme) => {
      await call('SYNC_THEME', theme)
    },
    rejectRpcRequests: () => {
      if (pendingApprovals.size === 0) return
      void startedHost()
        ?.then((host) => host.abortRpcRequests())
        .catch(() => undefined)
      // Requests still waiting for the host to load are dropped here.
      for (const controller of pendingApprovals) controller.abort()
      pendingApprovals.clear()
    },
    endFunding: async ({ requestId }) => {
      await call('FUNDING_ENDED', { requestId })
    },
    place: (rect) => {
      void startedHost()
        ?.then((host) => host.place(rect))
        .catch(() => undefined)
    },
    subscribe: (listener) => {
      subscribers.add(listener)
      return () => subscribers.delete(listener)
    },
    destroy: () => {
      destroyed = true
      stopVisibility?.()
      for (const controller of pendingApprovals) controller.abort()
      pendingApprovals.clear()
      void startedHost()
        ?.then((host) => host.destroy())
        .catch(() => undefined)
      listeners.clear()
      subscribers.clear()
    },
  }
  return provider
}

/**
 * Whether the frame's page did not load (the host SDK's FrameLoadError, or its FrameTimeoutError
 * for a frame that never announced ready), read by code so the SDK's classes stay in its chunk.
 */
function isFrameLoadFailure(error: unknown): boolean {
  const { code, reason } = (error ?? {}) as { code?: unknown; reason?: unknown }
  return code === 'FRAME_LOAD' || (code === 'FRAME_TIMEOUT' && reason === 'iframe_load_failed')
}

/**
 * Whether a request failed for want of the frame, not by its answer: its page or the host SDK did
 * not load, or it never answered in time.
 */
function isFrameUnreachable(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown }
  return isFrameLoadFailure(error) || code === 'FRAME_TIMEOUT' || code === 'AUTH_FRAME_LOAD'
}

function parseAnswer<schema extends z.ZodMiniType>(
  schema: schema,
  answer: unknown,
  request: string,
): z.output<schema> {
  const parsed = schema.safeParse(answer)
  if (parsed.success) return parsed.data
  throw new AuthResponseError({
    request,
    details: parsed.error.issues.map((issue) => issue.path.join('.') || issue.code).join(', '),
  })
}

function toHex(value: number): string {
  return `0x${value.toString(16)}`
}
