import {
  type AppKitInstance,
  appKitClass,
  type CreateAppKitParameters,
  createAppKitInstance,
} from '@airlock/ui'

export type { AppKitInstance, CreateAppKitParameters } from '@airlock/ui'

/** AppKit's name for createAppKit's options. */
export type CreateAppKit = CreateAppKitParameters

/** This package's version, as the build writes it (the sources in this repo read `0.0.0`). */
declare const __AIRLOCK_REACT_VERSION__: string | undefined
const packageVersion =
  typeof __AIRLOCK_REACT_VERSION__ === 'string' ? __AIRLOCK_REACT_VERSION__ : '0.0.0'

/** AppKit's `AppKit`: the type of what createAppKit returns. */
export type AppKit = AppKitInstance

/**
 * AppKit's `AppKit` class as a value: what createAppKit returns is an instance of it
 * (`modal instanceof AppKit`), and `AppKit.getInstance()` gives the one createAppKit made. Make
 * instances with createAppKit.
 *
 * @example if (value instanceof AppKit) await value.open()
 */
export const AppKit: typeof appKitClass = appKitClass

/**
 * Creates the Airlock instance for a React app, appends the modal to the page and registers the
 * `<appkit-button>` family of elements (`createAppKitInstance` of `@airlock/ui`, which
 * `@airlock/vue` shares). Like AppKit's, it makes one instance: later calls return it (pass
 * `newInstance: true` for another), also exported as `modal`.
 *
 * @example
 * const wagmiAdapter = new WagmiAdapter({ networks, projectId })
 * createAppKit({ adapters: [wagmiAdapter], networks, projectId, metadata })
 */
export function createAppKit(parameters: CreateAppKitParameters): AppKitInstance {
  return createAppKitInstance(parameters, { sdkType: 'react', sdkVersion: packageVersion })
}
