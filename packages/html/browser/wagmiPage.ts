// Input of the browser build only (not shipped: the wagmi adapter is a dev dependency here).
// A wagmi page's start as one module, for a page with no bundler: this package's API, the network
// catalogue and the wagmi adapter (with @wagmi/core and viem). The browser build makes it
// dist/browser/airlock-wagmi.js, an entry of its own that shares nothing with airlock.js,
// networks.js and wagmi.js: a page loads either it or those. Built as one entry, the page loads
// only what the three use together (the three files each keep what any of them uses).
// biome-ignore-all lint/performance/noBarrelFile: the module a page loads is this re-export
// biome-ignore-all lint/performance/noReExportAll: all three entries, whole, are what it gives
export * from '@airlock/adapter-wagmi'
export * from '../src/exports/index.js'
// Both the API and the catalogue name these types; the catalogue's are AppKit's `/networks` ones.
export type { AppKitNetwork, CaipNetwork, ChainNamespace } from '../src/exports/networks.js'
export * from '../src/exports/networks.js'
