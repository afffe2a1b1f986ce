import {
  type AppKitInstance,
  appKitClass,
  type CreateAppKitParameters,
  createAppKitInstance,
} from '@airlock/ui'

/** This package's version, as the build writes it (the sources in this repo read `0.0.0`). */
declare const __AIRLOCK_HTML_VERSION__: string | undefined
const packageVersion =
  typeof __AIRLOCK_HTML_VERSION__ === 'string' ? __AIRLOCK_HTML_VERSION__ : '0.0.0'

/**
 * Creates the Airlock instance for a page with no framework, appends the modal to the page and
 * registers the `<appkit-button>` family of elements (`createAppKitInstance` of `@airlock/ui`,
 * shared with `@airlock/react` and `@airlock/vue`). The instance has AppKit's members: `open`,
 * `close`, `getAddress`, `subscribeAccount`, `subscribeState`, `switchNetwork`, … As AppKit's, a
 * second call returns the instance the first made (pass `newInstance: true` for another).
 *
 * @example
 * const appKit = createAppKit({ adapters: [new WagmiAdapter({ networks, projectId })], networks, projectId })
 * appKit.subscribeAccount((account) => console.log(account.address))
 * document.querySelector('#sign-in').addEventListener('click', () => appKit.open())
 */
export function createAppKit(parameters: CreateAppKitParameters): AppKitInstance {
  return createAppKitInstance(parameters, { sdkType: 'html', sdkVersion: packageVersion })
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
