import { type AppKit, type AppKitOptions, createAppKit as createCoreAppKit } from '@airlock/core'
import { getDefaultAppKit, registerDefaultAppKit } from '../elements/defaultAppKit.js'
import { defineAppKitElements } from '../elements/defineAppKitElements.js'
import { mountModal } from '../mount/mountModal.js'
import { type AppKitAdapterSetters, createAdapterSetters } from './createAdapterSetters.js'
import {
  type AppKitFields,
  type AppKitMethods,
  createAppKitMethods,
  defineAppKitFields,
} from './createAppKitMethods.js'
import { type AppKitOnlyOptions, toCoreOptions } from './toCoreOptions.js'

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

/**
 * Settles once adapters are set up and stored connections restored (or dropped): awaited as it is
 * (`await appKit.ready`, core's promise) or called as AppKit's method (`await appKit.ready()`).
 */
type AppKitReady = Promise<void> & (() => Promise<void>)

/**
 * The instance createAppKit returns: core's instance (state, events, `ready`, destroy) with
 * AppKit's app-facing members and the setters its adapters call.
 */
export type AppKitInstance = Omit<AppKit, 'destroy' | 'ready'> &
  AppKitMethods &
  AppKitAdapterSetters &
  AppKitFields & {
    /** Removes the modal from the page and stops the instance's timers. */
    destroy: () => void
    readonly ready: AppKitReady
  }

/** Core's `ready` promise, also callable as AppKit's `ready()`. */
function toAppKitReady(ready: Promise<void>): AppKitReady {
  // A thenable function: `await` and promise chains take it as the promise it forwards to.
  return Object.assign(() => ready, {
    // biome-ignore lint/suspicious/noThenProperty: it stands for core's promise, so await takes it
    then: ready.then.bind(ready),
    catch: ready.catch.bind(ready),
    finally: ready.finally.bind(ready),
    [Symbol.toStringTag]: 'Promise',
  }) as unknown as AppKitReady
}

/** Which binding made the instance, for its `version` (AppKit's sdkVersion): `react`, `vue`. */
export type CreateAppKitInstanceOptions = { sdkType: string; sdkVersion: string }

/** What a createAppKit made and has not destroyed: AppKit's `instanceof AppKit` reads it. */
const made = new WeakSet<object>()

/**
 * The instance createAppKit made, as AppKit's `modal` export: undefined before the first call and
 * after that instance is destroyed.
 */
export let modal: AppKitInstance | undefined

/**
 * Whether `value` is an instance a createAppKit made and has not destroyed (AppKit's
 * `instanceof AppKit`).
 *
 * @example if (isAppKitInstance(value)) await value.open()
 */
export function isAppKitInstance(value: unknown): value is AppKitInstance {
  return typeof value === 'object' && value !== null && made.has(value)
}

/**
 * AppKit's `AppKit` class as a value, which each binding exports as `AppKit`: what createAppKit
 * returns is an instance of it (`modal instanceof AppKit`), and `AppKit.getInstance()` gives the
 * one createAppKit made. Make instances with createAppKit.
 *
 * @example if (value instanceof appKitClass) await value.open()
 */
export const appKitClass: {
  /** The instance createAppKit made (AppKit's `modal`), undefined before it. */
  getInstance: () => AppKitInstance | undefined
  [Symbol.hasInstance]: (value: unknown) => value is AppKitInstance
} = {
  getInstance: () => modal,
  [Symbol.hasInstance]: isAppKitInstance,
}

/**
 * AppKit's `getAppKit`: makes `appKit` the instance the hooks, composables and elements follow
 * (createAppKit already does).
 *
 * @example getAppKit(appKit)
 */
export function getAppKit(appKit: AppKit): void {
  if (getDefaultAppKit() !== appKit) registerDefaultAppKit(appKit)
}

/**
 * What every binding's createAppKit does: makes core's instance from AppKit's options, adds
 * AppKit's instance members, makes it the instance the hooks (or composables) and the
 * `<appkit-*>` elements follow, registers those elements and appends the modal to the page. Like
 * AppKit's, it makes one instance: later calls return it (`modal`), unless `newInstance`.
 *
 * @example createAppKitInstance({ adapters, networks, projectId }, { sdkType: 'vue', sdkVersion })
 */
export function createAppKitInstance(
  parameters: CreateAppKitParameters,
  { sdkType, sdkVersion }: CreateAppKitInstanceOptions,
): AppKitInstance {
  // AppKit's `disableAppend` leaves the modal out of the page, as `enableModal: false` does.
  const { enableModal = !parameters.disableAppend, newInstance = false, ...options } = parameters
  if (modal && !newInstance) return modal
  const appKit = createCoreAppKit(toCoreOptions(options))
  const destroyCore = appKit.destroy
  let unmount: (() => void) | undefined
  let unregister: (() => void) | undefined
  const instance = Object.assign(
    appKit,
    createAppKitMethods(appKit),
    createAdapterSetters(appKit),
    {
      ready: toAppKitReady(appKit.ready),
      destroy: () => {
        unmount?.()
        destroyCore()
        unregister?.()
        made.delete(instance)
        if (modal === instance) modal = undefined
      },
    },
  ) as AppKitInstance
  const adapterTypes = [...new Set(appKit.options.adapters.map((adapter) => adapter.adapterType))]
  defineAppKitFields(
    instance,
    appKit,
    `${sdkType}-${adapterTypes.join('-') || 'core'}-${sdkVersion}`,
  )
  made.add(instance)
  if (!newInstance) modal = instance
  // Registered before the elements are defined, so elements already in the page render at once.
  unregister = registerDefaultAppKit(instance)
  if (typeof document !== 'undefined') {
    defineAppKitElements()
    if (enableModal) unmount = mountModal(appKit)
  }
  return instance
}
