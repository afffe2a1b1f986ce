import type { Config } from '@wagmi/core'

type PersistApi = {
  hasHydrated: () => boolean
  rehydrate: () => Promise<void> | void
  onFinishHydration: (listener: () => void) => () => void
}

/**
 * Brings a wagmi config to a settled state in the browser: its persisted state read (wagmi reads
 * storage asynchronously, or not at all with `ssr: true`) and every EIP-6963 wallet announced so
 * far present as a connector — wagmi drops announcements that arrive while it is still reading
 * storage. Safe to run after wagmi's own `WagmiProvider` did the same; does nothing on the server.
 *
 * @example await hydrateWagmiConfig(config)
 */
export async function hydrateWagmiConfig(config: Config): Promise<void> {
  const internal = config._internal
  if (typeof window === 'undefined') return
  if (config.storage) {
    // wagmi types the store through zustand, which is wagmi's dependency and not visible here.
    const { persist } = internal.store as unknown as { persist: PersistApi }
    if (internal.ssr && !persist.hasHydrated()) await persist.rehydrate()
    else if (!persist.hasHydrated()) {
      await new Promise<void>((resolve) => {
        const unsubscribe = persist.onFinishHydration(() => {
          unsubscribe()
          resolve()
        })
        if (persist.hasHydrated()) {
          unsubscribe()
          resolve()
        }
      })
    }
  }
  const providers = internal.mipd?.getProviders() ?? []
  const known = new Set(config.connectors.map((connector) => connector.id))
  const added = providers
    .filter((detail) => !known.has(detail.info.rdns))
    .map((detail) =>
      internal.connectors.setup(internal.connectors.providerDetailToConnector(detail)),
    )
  if (added.length > 0) internal.connectors.setState((connectors) => [...connectors, ...added])
}
