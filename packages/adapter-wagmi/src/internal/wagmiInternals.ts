import type { Config, Connector, CreateConnectorFn } from '@wagmi/core'
import type { Chain } from 'viem'

// The only reads of wagmi's private `config._internal`. wagmi marks it "not part of versioned
// API", so each use is typed narrowly here, and wagmiInternals.test.ts checks it on a real
// `createConfig` result and checks the installed @wagmi/core is inside the peer range.

/** zustand's `persist` API on the store that holds wagmi's state. */
export type WagmiStoragePersistence = {
  hasHydrated: () => boolean
  rehydrate: () => Promise<void> | void
  onFinishHydration: (listener: () => void) => () => void
}

type WagmiInternals = {
  store: { persist?: WagmiStoragePersistence | undefined }
  chains: { setState: (chains: readonly [Chain, ...Chain[]]) => void }
  connectors: {
    setup: (connectorFn: CreateConnectorFn) => Connector
    setState: (update: (connectors: Connector[]) => Connector[]) => void
  }
}

function getInternals(config: Config): WagmiInternals {
  return config._internal as unknown as WagmiInternals
}

/**
 * Whether and when `config` has read its storage; `undefined` for a config without storage.
 * No public API says so: wagmi reads storage asynchronously (with `ssr`, not until asked), and
 * only its React provider, through these same calls, waits for it.
 *
 * @example if (getWagmiStoragePersistence(config)?.hasHydrated() === false) …
 */
export function getWagmiStoragePersistence(config: Config): WagmiStoragePersistence | undefined {
  return getInternals(config).store.persist
}

/**
 * Sets up `connectorFns` on `config` and appends those whose id is not listed yet, as wagmi does
 * for an EIP-6963 announcement; returns the connectors it appended. No public API adds a
 * connector to a config after `createConfig`, and wagmi drops announcements that arrive before
 * its storage is read (or, with `ssr`, until it is asked to read it).
 *
 * @example addWagmiConnectors(config, [injected({ target })])
 */
export function addWagmiConnectors(
  config: Config,
  connectorFns: readonly CreateConnectorFn[],
): Connector[] {
  const internals = getInternals(config).connectors
  const candidates = connectorFns.map((connectorFn) => internals.setup(connectorFn))
  let appended: Connector[] = []
  internals.setState((connectors) => {
    const listed = new Set(connectors.map((connector) => connector.id))
    appended = candidates.filter((connector) => !listed.has(connector.id))
    return [...connectors, ...appended]
  })
  return appended
}

/**
 * Replaces `config`'s chains, as wagmi's own `chains.setState` does: its actions and hooks then
 * take them (a chain needs its transport in the config's transports first). No public API changes
 * a config's chains after `createConfig`.
 *
 * @example setWagmiChains(config, [mainnet, polygonAmoy])
 */
export function setWagmiChains(config: Config, chains: readonly [Chain, ...Chain[]]): void {
  getInternals(config).chains.setState(chains)
}
