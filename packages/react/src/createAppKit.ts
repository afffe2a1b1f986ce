import { type AppKit, type AppKitOptions, createAppKit as createCoreAppKit } from '@airlock/core'
import {
  defineAppKitElements,
  getDefaultAppKit,
  mountModal,
  registerDefaultAppKit,
} from '@airlock/ui'
import { type AppKitMethods, createAppKitMethods } from './instance/createAppKitMethods.js'
import { type AppKitOnlyOptions, toCoreOptions } from './options/toCoreOptions.js'

export type CreateAppKitParameters = AppKitOptions &
  AppKitOnlyOptions & {
    /** Set false to skip appending the modal to document.body (you render it yourself). */
    enableModal?: boolean | undefined
    /**
     * Airlock: make another, independent instance even when createAppKit already made one (two
     * modals on a page, tests). By default a second call returns the first instance, as in AppKit.
     */
    newInstance?: boolean | undefined
  }

/** AppKit's name for createAppKit's options. */
export type CreateAppKit = CreateAppKitParameters

/**
 * The instance createAppKit returns: core's instance (state, events, `ready` promise, destroy)
 * with AppKit's app-facing members.
 */
export type AppKitInstance = Omit<AppKit, 'destroy'> &
  AppKitMethods & {
    /** Removes the modal from the page and stops the instance's timers. */
    destroy: () => void
  }

/**
 * The instance createAppKit made, as AppKit's `modal` export: undefined before the first call and
 * after that instance is destroyed.
 */
export let modal: AppKitInstance | undefined

/**
 * Creates the Airlock instance for a React app, appends the modal to the page and registers the
 * `<appkit-button>` family of elements. Like AppKit's, it makes one instance: later calls return
 * it (pass `newInstance: true` for another).
 *
 * @example
 * const wagmiAdapter = new WagmiAdapter({ networks, projectId })
 * createAppKit({ adapters: [wagmiAdapter], networks, projectId, metadata })
 */
export function createAppKit(parameters: CreateAppKitParameters): AppKitInstance {
  // AppKit's `disableAppend` leaves the modal out of the page, as `enableModal: false` does.
  const { enableModal = !parameters.disableAppend, newInstance = false, ...options } = parameters
  if (modal && !newInstance) return modal
  const appKit = createCoreAppKit(toCoreOptions(options))
  const destroyCore = appKit.destroy
  let unmount: (() => void) | undefined
  let unregister: (() => void) | undefined
  const instance: AppKitInstance = Object.assign(appKit, createAppKitMethods(appKit), {
    destroy: () => {
      unmount?.()
      destroyCore()
      unregister?.()
      if (modal === instance) modal = undefined
    },
  })
  if (!newInstance) modal = instance
  // Registered before the elements are defined, so elements already in the page render at once.
  unregister = registerDefaultAppKit(instance)
  if (typeof document !== 'undefined') {
    defineAppKitElements()
    if (enableModal) unmount = mountModal(appKit)
  }
  return instance
}

/**
 * AppKit's `getAppKit`: makes `appKit` the instance the hooks read (createAppKit already does).
 */
export function getAppKit(appKit: AppKit): void {
  if (getDefaultAppKit() !== appKit) registerDefaultAppKit(appKit)
}
