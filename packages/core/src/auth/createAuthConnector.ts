import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { type Language, resolveLanguage } from '../i18n/languages.js'
import type { ResolvedOptions } from '../options/resolveOptions.js'
import { watchStateKey } from '../state/watchState.js'
import type { AppKitStorage } from '../storage/types.js'
import { authNamespaces } from './constants.js'
import type { AuthProvider } from './createAuthProvider.js'
import { createLazyAuthProvider } from './createLazyAuthProvider.js'

export type AuthConnector = {
  provider: AuthProvider
  /** The adapters' namespaces it serves. */
  namespaces: readonly ChainNamespace[]
  /**
   * Wires its events into the instance. Nothing of the provider's own code loads here: a stored
   * login loads it to reconnect, the visitor's intent to log in preloads it (`preloadAuthConnector`),
   * and a login call loads it otherwise.
   */
  start: (appKit: AppKit) => void
  stop: () => void
}

/**
 * The auth connector (`ID_AUTH`), when email login is on and an adapter of a namespace it serves
 * is configured; undefined otherwise, and then nothing of the frame SDK ever loads.
 */
export function createAuthConnector({
  options,
  storage,
}: {
  options: ResolvedOptions
  storage: AppKitStorage
}): AuthConnector | undefined {
  const socials = options.features.socials
  if (!options.features.email && !(socials && socials.length > 0)) return undefined
  const namespaces = authNamespaces.filter((namespace) =>
    options.adapters.some((adapter) => adapter.namespace === namespace),
  )
  if (namespaces.length === 0) return undefined
  // The modal's language, for the frame: the one it starts in (its catalogue may still be
  // loading when the frame comes up), then whatever the state switches to.
  let language: Language = resolveLanguage(options.languages)
  let stopLanguage: (() => void) | undefined
  let started: AppKit | undefined
  let stopEvents: (() => void) | undefined
  // A facade: the provider's own code (frame messages and their schemas) loads with the frame
  // SDK on the visitor's intent to log in, to restore a stored login, or at the first login call;
  // never with createAppKit nor merely because the page went idle.
  const provider = createLazyAuthProvider({
    storage,
    projectId: options.projectId,
    frameUrl: options.frameUrl,
    createFrameHost: options.createFrameHost,
    enableLogger: options.debug,
    getRpcUrl: (chainId) =>
      options.networks.find(
        (network) => network.chainNamespace === 'eip155' && Number(network.id) === chainId,
      )?.rpcUrls.default.http[0],
    dappData: options.metadata ? { metadata: options.metadata, sdkType: 'appkit' } : undefined,
    getLanguage: () => language,
    // Read by the lazy provider: defaultAccountTypes and frameRequestTimeout.
    options,
    // The provider's events (approvals, the user, the frame's visibility) come from its own code:
    // what turns them into modal state loads with it.
    onLoad: (facade, { setupAuthConnector }) => {
      if (started) stopEvents = setupAuthConnector(started, facade)
    },
  })
  return {
    provider,
    namespaces,
    start: (appKit) => {
      started = appKit
      stopLanguage = watchStateKey(appKit, 'language', (value) => {
        language = value
      })
    },
    stop: () => {
      started = undefined
      stopEvents?.()
      stopLanguage?.()
      provider.destroy()
    },
  }
}
