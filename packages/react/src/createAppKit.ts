import {
  type AppKitOptions,
  type AppKit as CoreAppKit,
  createAppKit as createCoreAppKit,
} from '@airlock/core'
import {
  defineAppKitElements,
  getDefaultAppKit,
  mountModal,
  registerDefaultAppKit,
} from '@airlock/ui'
import {
  type AppKitFields,
  type AppKitMethods,
  createAppKitMethods,
  defineAppKitFields,
} from './instance/createAppKitMethods.js'
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
export type AppKitInstance = Omit<CoreAppKit, 'destroy'> &
  AppKitMethods &
  AppKitFields & {
    /** Removes the modal from the page and stops the instance's timers. */
    destroy: () => void
  }

/** This package's version, as the build writes it (the sources in this repo read `0.0.0`). */
declare const __AIRLOCK_REACT_VERSION__: string | undefined
const packageVersion =
  typeof __AIRLOCK_REACT_VERSION__ === 'string' ? __AIRLOCK_REACT_VERSION__ : '0.0.0'

/** What createAppKit made and has not destroyed: AppKit's `instanceof AppKit` reads it. */
const created = new WeakSet<object>()

/** AppKit's `AppKit`: the type of what createAppKit returns. */
export type AppKit = AppKitInstance

/**
 * AppKit's `AppKit` class as a value: what createAppKit returns is an instance of it
 * (`modal instanceof AppKit`), and `AppKit.getInstance()` gives the one createAppKit made. Make
 * instances with createAppKit.
 *
 * @example if (value instanceof AppKit) await value.open()
 */
export const AppKit: {
  /** The instance createAppKit made (AppKit's `modal`), undefined before it. */
  getInstance: () => AppKitInstance | undefined
  [Symbol.hasInstance]: (value: unknown) => value is AppKitInstance
} = {
  getInstance: () => modal,
  [Symbol.hasInstance]: (value: unknown): value is AppKitInstance =>
    typeof value === 'object' && value !== null && created.has(value),
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
  const instance = Object.assign(appKit, createAppKitMethods(appKit), {
    destroy: () => {
      unmount?.()
      destroyCore()
      unregister?.()
      created.delete(instance)
      if (modal === instance) modal = undefined
    },
  }) as AppKitInstance
  const adapterTypes = [...new Set(appKit.options.adapters.map((adapter) => adapter.adapterType))]
  defineAppKitFields(
    instance,
    appKit,
    `react-${adapterTypes.join('-') || 'core'}-${packageVersion}`,
  )
  created.add(instance)
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
export function getAppKit(appKit: CoreAppKit): void {
  if (getDefaultAppKit() !== appKit) registerDefaultAppKit(appKit)
}
