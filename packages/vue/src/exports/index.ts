// What a Vue dapp needs from core, so it imports one package.
export {
  type AccountType,
  AirlockError,
  type AppKitEvent,
  type AppKitNetwork,
  type AppKitOptions,
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainNamespace,
  type ConnectMethod,
  createCookieStorage,
  createLocalStorage,
  createMemoryStorage,
  type Features,
  type Metadata,
  type RemoteFeatures,
  type SocialProvider,
  type ThemeMode,
  type ThemeVariables,
  type WalletFeature,
} from '@airlock/core'
export type {
  AppKitFields,
  AppKitInstance,
  AppKitMethods,
  Connection,
  ConnectionStatus,
  CreateAppKitParameters,
  EmbeddedWalletInfo,
  FetchWalletsOptions,
  NetworkState,
  OpenOptions,
  Provider,
  PublicState,
  SwitchNetworkOptions,
  UseAppKitAccountReturn,
  UseAppKitConnectionsReturn,
  UseAppKitNetworkReturn,
  User,
  Views,
  WalletConnectUriSnapshot,
  WalletInfo,
  WalletItem,
  WalletListSnapshot,
} from '@airlock/ui'
export { defineAppKitElements, getAppKit } from '@airlock/ui'
export { type UseAppKitReturn, useAppKit } from '../composables/useAppKit.js'
export { useAppKitAccount } from '../composables/useAppKitAccount.js'
export { type UseAppKitBalanceReturn, useAppKitBalance } from '../composables/useAppKitBalance.js'
export {
  type UseAppKitConnectionParameters,
  type UseAppKitConnectionReturn,
  useAppKitConnection,
} from '../composables/useAppKitConnection.js'
export { useAppKitConnections } from '../composables/useAppKitConnections.js'
export { type UseAppKitEventsReturn, useAppKitEvents } from '../composables/useAppKitEvents.js'
export { useAppKitNetwork } from '../composables/useAppKitNetwork.js'
export {
  type UseAppKitProviderReturn,
  useAppKitProvider,
} from '../composables/useAppKitProvider.js'
export { useAppKitState } from '../composables/useAppKitState.js'
export { type UseAppKitThemeReturn, useAppKitTheme } from '../composables/useAppKitTheme.js'
export { type UseDisconnectParameters, useDisconnect } from '../composables/useDisconnect.js'
export { useWalletInfo } from '../composables/useWalletInfo.js'
export { AppKit, type CreateAppKit, createAppKit } from '../createAppKit.js'
export {
  type AppKitInitialState,
  provideAppKitInitialState,
} from '../provideAppKitInitialState.js'
