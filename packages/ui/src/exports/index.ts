// Modal

// The mapping lives with the palettes in @airlock/frame/theme, shared with the wallet frame.
export { getThemeCssVariables } from '@airlock/core'
// AppKit's instance, its options and its shapes, which every binding shares
export {
  type AppKitInstance,
  appKitClass,
  type CreateAppKitInstanceOptions,
  type CreateAppKitParameters,
  createAppKitInstance,
  getAppKit,
  isAppKitInstance,
  modal,
} from '../appkit/createAppKitInstance.js'
export type { AppKitFields, AppKitMethods } from '../appkit/createAppKitMethods.js'
export {
  type FetchActiveBalanceReturnType,
  fetchActiveBalance,
} from '../appkit/fetchActiveBalance.js'
export { loadLazyActions } from '../appkit/loadLazyActions.js'
export { open } from '../appkit/open.js'
export { prefetchWalletConnectUriOnDemand } from '../appkit/prefetchWalletConnectUriOnDemand.js'
export {
  disconnectedAccount,
  readAccount,
  readConnections,
  readNetwork,
  readProvider,
  readPublicState,
  readWalletInfo,
  unknownNetwork,
} from '../appkit/read.js'
export type { AppKitOnlyOptions } from '../appkit/toCoreOptions.js'
export type {
  Connection,
  ConnectionStatus,
  ConnectionsState,
  EmbeddedWalletInfo,
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
  WalletInfo,
  WalletItem,
} from '../appkit/types.js'
export { connectWalletItem, fetchWalletList } from '../appkit/walletActionsOnDemand.js'
export {
  type FetchWalletsOptions,
  readWalletConnectUri,
  readWalletList,
  resetWalletConnection,
  type WalletConnectUriSnapshot,
  type WalletListSnapshot,
} from '../appkit/wallets.js'
// Buttons
export { AccountButton, type AccountButtonProps } from '../buttons/AccountButton.js'
export { AppKitButton, type AppKitButtonProps, showsAccount } from '../buttons/AppKitButton.js'
export { ConnectButton, type ConnectButtonProps } from '../buttons/ConnectButton.js'
export {
  type RenderConnectButtonShellParameters,
  renderConnectButtonShell,
} from '../buttons/ConnectButtonShell.js'
export { NetworkButton, type NetworkButtonProps } from '../buttons/NetworkButton.js'
// The <appkit-*> elements and the instance they render for
export {
  getDefaultAppKit,
  registerDefaultAppKit,
  watchDefaultAppKit,
} from '../elements/defaultAppKit.js'
export { defineAppKitElements } from '../elements/defineAppKitElements.js'
export {
  type MountModalParameters,
  type MountModalReturnType,
  modalElementName,
  mountModal,
} from '../mount/mountModal.js'
// State
export { HydrationStateProvider, isEqualSelection, useStore } from '../store/useStore.js'
// Styles and theme
export { adoptStyles } from '../styles/adoptStyles.js'
export { buttonStyles } from '../styles/buttonStyles.js'
export { applyTheme } from '../theme/applyTheme.js'
