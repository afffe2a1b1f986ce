import { type Config, type Connector, type InjectedParameters, injected } from '@wagmi/core'
import type { EIP6963ProviderDetail, Store as MipdStore } from 'mipd'
import { addWagmiConnectors, getWagmiStoragePersistence } from './internal/wagmiInternals.js'

export type HydrateWagmiConfigParameters = {
  /** Whether the config was created with `ssr: true` (wagmi then leaves storage unread). */
  ssr?: boolean | undefined
  /** EIP-6963 wallets announced in this page. */
  mipd?: MipdStore | undefined
}

/**
 * Brings a wagmi config to a settled state in the browser: its persisted state read (wagmi reads
 * storage asynchronously, or not at all with `ssr: true`) and every EIP-6963 wallet announced so
 * far present as a connector — wagmi drops announcements that arrive while it is still reading
 * storage. Safe to run after wagmi's own `WagmiProvider` did the same; does nothing on the server.
 *
 * @example await hydrateWagmiConfig(config, { ssr: false, mipd: createStore() })
 */
export async function hydrateWagmiConfig(
  config: Config,
  { ssr = false, mipd }: HydrateWagmiConfigParameters = {},
): Promise<void> {
  if (typeof window === 'undefined') return
  const persistence = getWagmiStoragePersistence(config)
  if (persistence && !persistence.hasHydrated()) {
    if (ssr) await persistence.rehydrate()
    else {
      await new Promise<void>((resolve) => {
        const unsubscribe = persistence.onFinishHydration(() => {
          unsubscribe()
          resolve()
        })
        if (persistence.hasHydrated()) {
          unsubscribe()
          resolve()
        }
      })
    }
  }
  const listed = new Set(config.connectors.flatMap(getConnectorRdns))
  const missing = (mipd?.getProviders() ?? []).filter((detail) => !listed.has(detail.info.rdns))
  if (missing.length > 0) addWagmiConnectors(config, missing.map(toInjectedConnector))
}

/** The ids a connector answers to: its own and the rdns it claims (e.g. `io.metamask`). */
function getConnectorRdns(connector: Connector): string[] {
  const rdns = connector.rdns === undefined ? [] : [connector.rdns].flat()
  return [connector.id, ...rdns]
}

type InjectedTarget = Extract<NonNullable<InjectedParameters['target']>, { id: string }>
type InjectedProvider = Exclude<
  InjectedTarget['provider'],
  string | ((...args: never[]) => unknown)
>

/** The connector wagmi itself makes from an EIP-6963 announcement: its id is the wallet's rdns. */
function toInjectedConnector(detail: EIP6963ProviderDetail) {
  const { info, provider } = detail
  return injected({
    target: {
      id: info.rdns,
      name: info.name,
      icon: info.icon,
      // mipd and viem describe the same EIP-1193 provider with their own types.
      provider: provider as unknown as InjectedProvider,
    },
  })
}
