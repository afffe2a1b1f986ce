import { createLazyLoader } from '../adapter/createLazyLoader.js'
import { clearAuthCache, readEmailLoginUsed } from './authStorage.js'
import type { AuthProvider, CreateAuthProviderParameters } from './createAuthProvider.js'
import type { AuthConnectorEvent } from './types.js'

/** The auth connector's own code, loaded with the provider. */
export type AuthRuntime = typeof import('./authRuntime.js')

export type CreateLazyAuthProviderParameters = CreateAuthProviderParameters & {
  /**
   * Called once the real provider has loaded and serves the facade, with the chunk it came in
   * (what handles its events loads with it).
   */
  onLoad?: ((facade: AuthProvider, runtime: AuthRuntime) => void) | undefined
}
export type CreateLazyAuthProviderReturnType = AuthProvider

type Listener = (...args: never[]) => void

/**
 * The auth provider as a facade that loads the real one (`createAuthProvider`, with its frame
 * message schemas) on the first call that needs it: a login, a request, `preload` on the visitor's
 * intent to log in, or a reconnect after an earlier login. Until then listeners and subscribers wait here,
 * `user` is undefined, a reconnect without a past login answers undefined and a disconnect only
 * clears the auth cache, so a page that never uses email login never loads that code.
 *
 * @example const provider = createLazyAuthProvider({ storage, projectId })
 */
export function createLazyAuthProvider(
  parameters: CreateLazyAuthProviderParameters,
): CreateLazyAuthProviderReturnType {
  const listeners = new Map<string, Set<Listener>>()
  const subscribers = new Map<(event: AuthConnectorEvent) => void, (() => void) | undefined>()
  let real: AuthProvider | undefined
  let destroyed = false

  // A chunk that failed to load is fetched again on the next call.
  const loader = createLazyLoader(() =>
    import('./authRuntime.js').then((runtime) => {
      const provider = runtime.createAuthProvider(parameters)
      for (const [event, set] of listeners) for (const listener of set) provider.on(event, listener)
      for (const subscriber of subscribers.keys())
        subscribers.set(subscriber, provider.subscribe(subscriber))
      if (destroyed) provider.destroy()
      real = provider
      if (!destroyed) parameters.onLoad?.(facade, runtime)
      return provider
    }),
  )
  const load = (): Promise<AuthProvider> => (real ? Promise.resolve(real) : loader.load())

  const facade: AuthProvider = {
    get user() {
      return real?.user
    },
    request: async (arguments_) => (await load()).request(arguments_),
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      real?.on(event, listener)
      return facade
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
      real?.removeListener(event, listener)
      return facade
    },
    preload: async () => (await load()).preload(),
    connectEmail: async (values) => (await load()).connectEmail(values),
    connectDevice: async () => (await load()).connectDevice(),
    connectOtp: async (values) => (await load()).connectOtp(values),
    getSocialRedirectUri: async (values) => (await load()).getSocialRedirectUri(values),
    connectSocial: async (values) => (await load()).connectSocial(values),
    getSocialLinkUri: async (values) => (await load()).getSocialLinkUri(values),
    linkSocial: async (values) => (await load()).linkSocial(values),
    connectPasskey: async (values) => (await load()).connectPasskey(values),
    getFarcasterUri: async () => (await load()).getFarcasterUri(),
    connectFarcaster: async () => (await load()).connectFarcaster(),
    getSolanaAccount: async (values) => (await load()).getSolanaAccount(values),
    requestSolana: async (values) => (await load()).requestSolana(values),
    connect: async (values) => (await load()).connect(values),
    reconnect: async (values) => {
      // Spec §4 / FRAME.md §1.3: without a past login nothing of the frame loads.
      if (!real && !readEmailLoginUsed(parameters.storage)) return undefined
      return (await load()).reconnect(values)
    },
    disconnect: async () => {
      if (real || loader.started()) return (await load()).disconnect()
      // Nothing loaded means no session in this page: only the persisted cache is left to clear.
      clearAuthCache(parameters.storage)
    },
    switchNetwork: async (values) => (await load()).switchNetwork(values),
    updateEmail: async (values) => (await load()).updateEmail(values),
    updateEmailPrimaryOtp: async (values) => (await load()).updateEmailPrimaryOtp(values),
    setPreferredAccountType: async (values) => (await load()).setPreferredAccountType(values),
    updateEmailSecondaryOtp: async (values) => (await load()).updateEmailSecondaryOtp(values),
    syncTheme: async (values) => (await load()).syncTheme(values),
    rejectRpcRequests: () => {
      real?.rejectRpcRequests()
    },
    // Only a loaded provider has an approval to fund.
    endFunding: async (values) => real?.endFunding(values),
    place: (rect) => {
      real?.place(rect)
    },
    subscribe: (listener) => {
      subscribers.set(listener, real?.subscribe(listener))
      return () => {
        subscribers.get(listener)?.()
        subscribers.delete(listener)
      }
    },
    destroy: () => {
      destroyed = true
      real?.destroy()
      listeners.clear()
      subscribers.clear()
    },
  }
  return facade
}
