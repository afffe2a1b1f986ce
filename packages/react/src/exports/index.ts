// What a dapp needs from core, so it imports one package.
export {
  AirlockError,
  type AppKit,
  type AppKitEvent,
  type AppKitOptions,
  type CaipAddress,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainNamespace,
  createCookieStorage,
  createLocalStorage,
  createMemoryStorage,
  type Features,
  formatBalance,
  type Metadata,
  parseCaipAddress,
  parseCaipNetworkId,
  type ThemeMode,
  type ThemeVariables,
  truncateAddress,
} from '@airlock/core'
export { AppKitProvider, type AppKitProviderProps } from '../AppKitProvider.js'
export { AccountButton, AppKitButton, ConnectButton, NetworkButton } from '../Buttons.js'
export { type AppKitInstance, type CreateAppKitParameters, createAppKit } from '../createAppKit.js'
export { defineAppKitElements } from '../elements/defineAppKitElements.js'
export type { AppKitElementAttributes } from '../elements/jsx.js'
export { type UseAppKitReturnType, useAppKit } from '../hooks/useAppKit.js'
export {
  type UseAppKitAccountParameters,
  type UseAppKitAccountReturnType,
  useAppKitAccount,
} from '../hooks/useAppKitAccount.js'
export { type UseAppKitEventsReturnType, useAppKitEvents } from '../hooks/useAppKitEvents.js'
export { type UseAppKitNetworkReturnType, useAppKitNetwork } from '../hooks/useAppKitNetwork.js'
export { type UseAppKitProviderReturnType, useAppKitProvider } from '../hooks/useAppKitProvider.js'
export { type UseAppKitSIWXReturnType, useAppKitSIWX } from '../hooks/useAppKitSIWX.js'
export { type UseAppKitStateReturnType, useAppKitState } from '../hooks/useAppKitState.js'
export { type UseAppKitThemeReturnType, useAppKitTheme } from '../hooks/useAppKitTheme.js'
export { useDisconnect } from '../hooks/useDisconnect.js'
export { useWalletInfo } from '../hooks/useWalletInfo.js'
