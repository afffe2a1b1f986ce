// What a dapp needs from core, so it imports one package.
export {
  type AccountType,
  AirlockError,
  type AppKitEvent,
  type AppKitEventName,
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
  formatBalance,
  type Metadata,
  parseCaipAddress,
  parseCaipNetworkId,
  type RemoteFeatures,
  type SendArguments,
  type SocialProvider,
  type SwapArguments,
  type ThemeMode,
  type ThemeVariables,
  truncateAddress,
  type WalletFeature,
} from '@airlock/core'
export type {
  AppKitFields,
  AppKitMethods,
  Connection,
  ConnectionStatus,
  ConnectionsState,
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
export { defineAppKitElements, getAppKit, modal } from '@airlock/ui'
export { AppKitProvider, type AppKitProviderProps } from '../AppKitProvider.js'
export { AppKitWalletButton, type AppKitWalletButtonProps } from '../AppKitWalletButton.js'
export {
  AccountButton,
  AppKitAccountButton,
  AppKitButton,
  AppKitConnectButton,
  AppKitNetworkButton,
  ConnectButton,
  NetworkButton,
} from '../Buttons.js'
export {
  CoreHelperUtil,
  type LinkingRecord,
  type OpenTarget,
} from '../CoreHelperUtil.js'
export {
  AppKit,
  type AppKitInstance,
  type CreateAppKit,
  type CreateAppKitParameters,
  createAppKit,
} from '../createAppKit.js'
export type { AppKitElementAttributes } from '../elements/jsx.js'
export { type UseAppKitReturnType, useAppKit } from '../hooks/useAppKit.js'
export {
  type UseAppKitAccountParameters,
  type UseAppKitAccountReturnType,
  useAppKitAccount,
} from '../hooks/useAppKitAccount.js'
export {
  type UseAppKitBalanceReturnType,
  useAppKitBalance,
} from '../hooks/useAppKitBalance.js'
export {
  type UseAppKitConnectionParameters,
  type UseAppKitConnectionReturn,
  useAppKitConnection,
} from '../hooks/useAppKitConnection.js'
export { useAppKitConnections } from '../hooks/useAppKitConnections.js'
export { type UseAppKitEventsReturnType, useAppKitEvents } from '../hooks/useAppKitEvents.js'
export {
  type UseAppKitNetworkReturnType,
  useAppKitNetwork,
  useAppKitNetworkCore,
} from '../hooks/useAppKitNetwork.js'
export { type UseAppKitProviderReturnType, useAppKitProvider } from '../hooks/useAppKitProvider.js'
export { type UseAppKitSIWXReturnType, useAppKitSIWX } from '../hooks/useAppKitSIWX.js'
export { type UseAppKitStateReturnType, useAppKitState } from '../hooks/useAppKitState.js'
export { type UseAppKitThemeReturnType, useAppKitTheme } from '../hooks/useAppKitTheme.js'
export {
  type UseAppKitUpdateEmailParameters,
  type UseAppKitUpdateEmailReturnType,
  useAppKitUpdateEmail,
} from '../hooks/useAppKitUpdateEmail.js'
export {
  type UseAppKitWalletParameters,
  type UseAppKitWalletReturnType,
  useAppKitWallet,
} from '../hooks/useAppKitWallet.js'
export {
  type UseAppKitWalletsReturnType,
  useAppKitWallets,
} from '../hooks/useAppKitWallets.js'
export { type UseDisconnectParameters, useDisconnect } from '../hooks/useDisconnect.js'
export { useWalletInfo } from '../hooks/useWalletInfo.js'
export {
  type ConnectWalletErrorType,
  type ConnectWalletParameters,
  type ConnectWalletReturnType,
  connectWallet,
  type ParsedCaipAddress,
  type Wallet,
  type WalletButtonName,
} from '../wallet/connectWallet.js'
export {
  type UpdateEmailInModalErrorType,
  type UpdateEmailInModalReturnType,
  updateEmailInModal,
} from '../wallet/updateEmailInModal.js'
