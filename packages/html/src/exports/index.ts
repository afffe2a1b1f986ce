// What a page needs from core, so it imports one package. The browser build bundles this entry
// as dist/browser/airlock.js, the module a page loads with no bundler.
export {
  AirlockError,
  type AppKitEvent,
  type AppKitNetwork,
  type AppKitOptions,
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  createCookieStorage,
  createLocalStorage,
  createMemoryStorage,
  type Features,
  type Metadata,
  type ThemeMode,
  type ThemeVariables,
} from '@airlock/core'
export type {
  AppKitFields,
  AppKitInstance,
  AppKitMethods,
  Connection,
  ConnectionStatus,
  CreateAppKitParameters,
  EmbeddedWalletInfo,
  NetworkState,
  OpenOptions,
  Provider,
  PublicState,
  SwitchNetworkOptions,
  UseAppKitAccountReturn,
  UseAppKitConnectionsReturn,
  UseAppKitNetworkReturn,
  Views,
  WalletInfo,
} from '@airlock/ui'
export { defineAppKitElements, getAppKit } from '@airlock/ui'
export { AppKit, createAppKit } from '../createAppKit.js'
