import { type AppKitInstance, type CreateAppKitParameters, createAppKitInstance } from '@airlock/ui'

/**
 * Creates the Airlock instance for a Vue app, appends the modal to the page and registers the
 * `<appkit-button>` family of elements for templates. Call it once, before the app mounts (in
 * `main.ts`, or a Nuxt client plugin); as AppKit's, a second call returns the instance the first
 * made (pass `newInstance: true` for another).
 *
 * @example
 * const wagmiAdapter = new WagmiAdapter({ networks, projectId })
 * createAppKit({ adapters: [wagmiAdapter], networks, projectId, metadata })
 */
export function createAppKit(parameters: CreateAppKitParameters): AppKitInstance {
  return createAppKitInstance(parameters)
}
