import {
  type AppKit,
  type AppKitEvent,
  type AppKitOptions,
  type CaipNetwork,
  closeModal,
  createAppKit as createCoreAppKit,
  type DisconnectParameters,
  disconnect,
  type OpenModalParameters,
  openModal,
  selectAccount,
  setThemeMode,
  setThemeVariables,
  switchNetwork,
  type ThemeMode,
  type ThemeVariables,
  watchState,
} from '@airlock/core'
import { mountModal } from '@airlock/ui'
import { registerDefaultAppKit } from './defaultAppKit.js'
import { defineAppKitElements } from './elements/defineAppKitElements.js'

export type CreateAppKitParameters = AppKitOptions & {
  /** Set false to skip appending the modal to document.body (you render it yourself). */
  enableModal?: boolean | undefined
}

/** The instance createAppKit returns: core's instance plus AppKit's imperative methods. */
export type AppKitInstance = AppKit & {
  open: (options?: OpenModalParameters) => Promise<void>
  close: () => Promise<void>
  disconnect: (parameters?: DisconnectParameters) => Promise<void>
  switchNetwork: (network: CaipNetwork) => Promise<void>
  getAddress: () => string | undefined
  getIsConnectedState: () => boolean
  setThemeMode: (themeMode: ThemeMode) => void
  setThemeVariables: (themeVariables: ThemeVariables) => void
  /** Calls `callback` whenever the state changes; returns the unsubscribe. */
  subscribeState: (callback: (state: AppKit['state']) => void) => () => void
  subscribeEvents: (callback: (event: AppKitEvent) => void) => () => void
  /** Removes the modal from the page and stops the instance's timers. */
  destroy: () => void
}

/**
 * Creates the Airlock instance for a React app, appends the modal to the page and registers the
 * `<appkit-button>` family of elements. Call it once, outside components.
 *
 * @example
 * const wagmiAdapter = new WagmiAdapter({ networks, projectId })
 * createAppKit({ adapters: [wagmiAdapter], networks, projectId, metadata })
 */
export function createAppKit(parameters: CreateAppKitParameters): AppKitInstance {
  const { enableModal = true, ...options } = parameters
  const appKit = createCoreAppKit(options)
  const destroyCore = appKit.destroy
  let unmount: (() => void) | undefined
  let unregister: (() => void) | undefined
  const instance: AppKitInstance = Object.assign(appKit, {
    open: async (openOptions?: OpenModalParameters) => openModal(appKit, openOptions),
    close: async () => closeModal(appKit),
    disconnect: (disconnectParameters?: DisconnectParameters) =>
      disconnect(appKit, disconnectParameters),
    switchNetwork: (network: CaipNetwork) => switchNetwork(appKit, { network }),
    getAddress: () => selectAccount(appKit.state)?.address,
    getIsConnectedState: () => selectAccount(appKit.state)?.status === 'connected',
    setThemeMode: (themeMode: ThemeMode) => setThemeMode(appKit, themeMode),
    setThemeVariables: (themeVariables: ThemeVariables) =>
      setThemeVariables(appKit, themeVariables),
    subscribeState: (callback: (state: AppKit['state']) => void) =>
      watchState(appKit, () => callback(appKit.state)),
    subscribeEvents: (callback: (event: AppKitEvent) => void) => appKit.events.subscribe(callback),
    destroy: () => {
      unmount?.()
      destroyCore()
      unregister?.()
    },
  })
  // Registered before the elements are defined, so elements already in the page render at once.
  unregister = registerDefaultAppKit(instance)
  if (typeof document !== 'undefined') {
    defineAppKitElements()
    if (enableModal) unmount = mountModal(appKit)
  }
  return instance
}
