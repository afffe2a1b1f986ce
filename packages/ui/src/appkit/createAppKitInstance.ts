import { type AppKit, type AppKitOptions, createAppKit as createCoreAppKit } from '@airlock/core'
import { registerDefaultAppKit } from '../elements/defaultAppKit.js'
import { defineAppKitElements } from '../elements/defineAppKitElements.js'
import { mountModal } from '../mount/mountModal.js'
import { type AppKitMethods, createAppKitMethods } from './createAppKitMethods.js'
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
 * The instance createAppKit returns: core's instance (state, events, `ready` promise, destroy)
 * with AppKit's app-facing members.
 */
export type AppKitInstance = Omit<AppKit, 'destroy'> &
  AppKitMethods & {
    /** Removes the modal from the page and stops the instance's timers. */
    destroy: () => void
  }

/** The instance made without `newInstance`, until it is destroyed (AppKit's `modal`). */
let created: AppKitInstance | undefined

/**
 * The instance the first createAppKit call made (AppKit's `modal`): undefined before it and after
 * that instance is destroyed.
 *
 * @example getCreatedAppKit()?.open()
 */
export function getCreatedAppKit(): AppKitInstance | undefined {
  return created
}

/**
 * What every binding's createAppKit does: makes core's instance from AppKit's options, adds
 * AppKit's instance members, makes it the instance the hooks (or composables) and the
 * `<appkit-*>` elements follow, registers those elements and appends the modal to the page. Like
 * AppKit's, it makes one instance: later calls return it, unless `newInstance`.
 *
 * @example const appKit = createAppKitInstance({ adapters, networks, projectId })
 */
export function createAppKitInstance(parameters: CreateAppKitParameters): AppKitInstance {
  // AppKit's `disableAppend` leaves the modal out of the page, as `enableModal: false` does.
  const { enableModal = !parameters.disableAppend, newInstance = false, ...options } = parameters
  if (created && !newInstance) return created
  const appKit = createCoreAppKit(toCoreOptions(options))
  const destroyCore = appKit.destroy
  let unmount: (() => void) | undefined
  let unregister: (() => void) | undefined
  const instance: AppKitInstance = Object.assign(appKit, createAppKitMethods(appKit), {
    destroy: () => {
      unmount?.()
      destroyCore()
      unregister?.()
      if (created === instance) created = undefined
    },
  })
  if (!newInstance) created = instance
  // Registered before the elements are defined, so elements already in the page render at once.
  unregister = registerDefaultAppKit(instance)
  if (typeof document !== 'undefined') {
    defineAppKitElements()
    if (enableModal) unmount = mountModal(appKit)
  }
  return instance
}
