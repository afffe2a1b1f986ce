import {
  type AppKitInstance,
  appKitClass,
  type CreateAppKitParameters,
  createAppKitInstance,
} from '@airlock/ui'

/** AppKit's name for createAppKit's options. */
export type CreateAppKit = CreateAppKitParameters

/** This package's version, as the build writes it (the sources in this repo read `0.0.0`). */
declare const __AIRLOCK_VUE_VERSION__: string | undefined
const packageVersion =
  typeof __AIRLOCK_VUE_VERSION__ === 'string' ? __AIRLOCK_VUE_VERSION__ : '0.0.0'

/**
 * Creates the Airlock instance for a Vue app, appends the modal to the page and registers the
 * `<appkit-button>` family of elements for templates (`createAppKitInstance` of `@airlock/ui`,
 * shared with `@airlock/react`). Call it once, before the app mounts (in `main.ts`, or a Nuxt
 * client plugin); as AppKit's, a second call returns the instance the first made (pass
 * `newInstance: true` for another).
 *
 * @example
 * const wagmiAdapter = new WagmiAdapter({ networks, projectId })
 * createAppKit({ adapters: [wagmiAdapter], networks, projectId, metadata })
 */
export function createAppKit(parameters: CreateAppKitParameters): AppKitInstance {
  return createAppKitInstance(parameters, { sdkType: 'vue', sdkVersion: packageVersion })
}

/**
 * AppKit's `AppKit` class as a value: what createAppKit returns is an instance of it
 * (`instance instanceof AppKit`), and `AppKit.getInstance()` gives the one createAppKit made.
 *
 * @example if (value instanceof AppKit) await value.open()
 */
export const AppKit: typeof appKitClass = appKitClass

/** AppKit's `AppKit`: the type of what createAppKit returns. */
export type AppKit = AppKitInstance
