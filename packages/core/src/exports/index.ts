// Actions

// Sign in with the wallet
export type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
} from '@airlock/blockchain-api'
// The data API calls adapters make with the context's client (adapters import core only).
export {
  AirlockError,
  type AirlockErrorParameters,
  type BitcoinFeeEstimates,
  type BitcoinUtxo,
  type BlockchainApiClient,
  broadcastBitcoinTransaction,
  getBitcoinFeeEstimates,
  getBitcoinUtxos,
  getNativeBalance,
} from '@airlock/blockchain-api'
// The modal's look as data, shared with the wallet frame's cards (`@airlock/frame/theme`).
export {
  formatCssDeclarations,
  getThemeCssVariables,
  themePalettes,
  themeTokens,
} from '@airlock/frame/theme'
export {
  type AddNetworkErrorType,
  type AddNetworkParameters,
  addNetwork,
} from '../actions/addNetwork.js'
export {
  type AddAddressLabelParameters,
  addAddressLabel,
  removeAddressLabel,
} from '../actions/addressLabels.js'
export {
  type BuyWithOnrampErrorType,
  type BuyWithOnrampParameters,
  type BuyWithOnrampReturnType,
  buyWithOnramp,
} from '../actions/buyWithOnramp.js'
export { type CancelSignInReturnType, cancelSignIn } from '../actions/cancelSignIn.js'
export { type CloseModalReturnType, closeModal } from '../actions/closeModal.js'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../actions/connect.js'
// Email login and the embedded wallet (auth connector)
export {
  type ConnectDeviceErrorType,
  type ConnectDeviceReturnType,
  connectDevice,
} from '../actions/connectDevice.js'
export {
  type ConnectEmailErrorType,
  type ConnectEmailParameters,
  type ConnectEmailReturnType,
  connectEmail,
} from '../actions/connectEmail.js'
export {
  type ConnectFarcasterErrorType,
  type ConnectFarcasterParameters,
  type ConnectFarcasterReturnType,
  connectFarcaster,
} from '../actions/connectFarcaster.js'
export {
  type ConnectOtpErrorType,
  type ConnectOtpParameters,
  type ConnectOtpReturnType,
  connectOtp,
} from '../actions/connectOtp.js'
export {
  type ConnectPasskeyErrorType,
  type ConnectPasskeyReturnType,
  connectPasskey,
} from '../actions/connectPasskey.js'
export {
  type ConnectSocialErrorType,
  type ConnectSocialParameters,
  type ConnectSocialReturnType,
  connectSocial,
} from '../actions/connectSocial.js'
export {
  type DeleteConnectionParameters,
  type DeleteConnectionReturnType,
  deleteConnection,
} from '../actions/deleteConnection.js'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from '../actions/disconnect.js'
export {
  type EstimateSendGasReturnType,
  estimateSendGas,
} from '../actions/estimateSendGas.js'
export {
  type ExecuteSwapErrorType,
  type ExecuteSwapReturnType,
  executeSwap,
} from '../actions/executeSwap.js'
export {
  type FetchBalanceParameters,
  type FetchBalanceReturnType,
  fetchBalance,
  nativeBalanceCacheMs,
} from '../actions/fetchBalance.js'
export {
  type FetchCounterpartyNamesReturnType,
  fetchCounterpartyNames,
} from '../actions/fetchCounterpartyNames.js'
export {
  type FetchFeaturedWalletsParameters,
  type FetchFeaturedWalletsReturnType,
  fetchFeaturedWallets,
} from '../actions/fetchFeaturedWallets.js'
export {
  type FetchIdentityErrorType,
  type FetchIdentityParameters,
  type FetchIdentityReturnType,
  fetchIdentity,
} from '../actions/fetchIdentity.js'
export {
  type FetchNameSuggestionsErrorType,
  type FetchNameSuggestionsParameters,
  type FetchNameSuggestionsReturnType,
  fetchNameSuggestions,
} from '../actions/fetchNameSuggestions.js'
export {
  type FetchNamesForAddressErrorType,
  type FetchNamesForAddressParameters,
  type FetchNamesForAddressReturnType,
  fetchNamesForAddress,
} from '../actions/fetchNamesForAddress.js'
export {
  type FetchNftsParameters,
  type FetchNftsReturnType,
  fetchNfts,
} from '../actions/fetchNfts.js'
export {
  type FetchOnrampQuoteErrorType,
  type FetchOnrampQuoteReturnType,
  fetchOnrampQuote,
} from '../actions/fetchOnrampQuote.js'
export {
  type FetchProfileNameErrorType,
  type FetchProfileNameParameters,
  type FetchProfileNameReturnType,
  fetchProfileName,
  profileNameCacheMs,
} from '../actions/fetchProfileName.js'
export {
  type FetchRecommendedWalletsParameters,
  type FetchRecommendedWalletsReturnType,
  fetchRecommendedWallets,
} from '../actions/fetchRecommendedWallets.js'
export {
  type FetchSwapQuoteErrorType,
  type FetchSwapQuoteReturnType,
  fetchSwapQuote,
} from '../actions/fetchSwapQuote.js'
export {
  type FetchTokenBalancesParameters,
  type FetchTokenBalancesReturnType,
  fetchTokenBalances,
} from '../actions/fetchTokenBalances.js'
export {
  type FetchTransactionsErrorType,
  type FetchTransactionsParameters,
  type FetchTransactionsReturnType,
  fetchTransactions,
} from '../actions/fetchTransactions.js'
export {
  type FetchWalletsParameters,
  type FetchWalletsReturnType,
  fetchWallets,
} from '../actions/fetchWallets.js'
export {
  type FundApprovalWithSwapErrorType,
  type FundApprovalWithSwapReturnType,
  fundApprovalWithSwap,
} from '../actions/fundApprovalWithSwap.js'
export {
  type FundSendWithOnrampErrorType,
  type FundSendWithOnrampReturnType,
  fundSendWithOnramp,
} from '../actions/fundSendWithOnramp.js'
export {
  type FundSendWithSwapErrorType,
  type FundSendWithSwapReturnType,
  fundSendWithSwap,
} from '../actions/fundSendWithSwap.js'
export {
  type FundSwapWithOnrampErrorType,
  type FundSwapWithOnrampReturnType,
  fundSwapWithOnramp,
} from '../actions/fundSwapWithOnramp.js'
export {
  type FundSwapWithOtherTokenErrorType,
  type FundSwapWithOtherTokenReturnType,
  fundSwapWithOtherToken,
} from '../actions/fundSwapWithOtherToken.js'
export {
  type InitOnrampErrorType,
  type InitOnrampReturnType,
  initOnramp,
} from '../actions/initOnramp.js'
export {
  type InitSwapErrorType,
  type InitSwapReturnType,
  initSwap,
} from '../actions/initSwap.js'
export {
  setLegalCheckboxChecked,
  setPrivacyPolicyUrl,
  setTermsConditionsUrl,
} from '../actions/legal.js'
export {
  type LinkSocialErrorType,
  type LinkSocialParameters,
  type LinkSocialReturnType,
  linkSocial,
} from '../actions/linkSocial.js'
export {
  type LoadMessageGroupsParameters,
  type LoadMessageGroupsReturnType,
  loadMessageGroups,
} from '../actions/loadMessageGroups.js'
export {
  type OpenModalParameters,
  type OpenModalReturnType,
  openModal,
} from '../actions/openModal.js'
export {
  type OpenSendErrorType,
  type OpenSendParameters,
  type OpenSendReturnType,
  openSend,
} from '../actions/openSend.js'
export {
  type PrefetchWalletConnectUriErrorType,
  prefetchWalletConnectUri,
} from '../actions/prefetchWalletConnectUri.js'
export {
  type PreloadAuthConnectorReturnType,
  preloadAuthConnector,
} from '../actions/preloadAuthConnector.js'
export { addRecentWallet, recentWalletsLimit } from '../actions/recentWallets.js'
export {
  type RegisterAccountNameErrorType,
  type RegisterAccountNameParameters,
  type RegisterAccountNameReturnType,
  registerAccountName,
} from '../actions/registerAccountName.js'
export {
  type RemoveNetworkErrorType,
  type RemoveNetworkParameters,
  removeNetwork,
} from '../actions/removeNetwork.js'
export { reportModalLoadError } from '../actions/reportModalLoadError.js'
export {
  modalShakeMs,
  type RequestCloseModalReturnType,
  requestCloseModal,
} from '../actions/requestCloseModal.js'
export { resetSendState } from '../actions/resetSendState.js'
export {
  goBack,
  type PushViewParameters,
  pushView,
  replaceView,
  resetView,
} from '../actions/router.js'
export {
  type SearchWalletsParameters,
  type SearchWalletsReturnType,
  searchWallets,
} from '../actions/searchWallets.js'
export {
  type SendTokensErrorType,
  type SendTokensReturnType,
  sendTokens,
} from '../actions/sendTokens.js'
export { setClientId } from '../actions/setClientId.js'
export { type SetCurrentTabParameters, setCurrentTab } from '../actions/setCurrentTab.js'
export {
  type SetLanguageParameters,
  type SetLanguageReturnType,
  setLanguage,
} from '../actions/setLanguage.js'
export { type SetLoadingParameters, setLoading } from '../actions/setLoading.js'
export { type SetOnrampFormParameters, setOnrampForm } from '../actions/setOnrampForm.js'
export {
  type SetPreferredAccountTypeErrorType,
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountType,
} from '../actions/setPreferredAccountType.js'
export {
  type SetReceiverAddressParameters,
  setReceiverAddress,
} from '../actions/setReceiverAddress.js'
export { type SetSendAmountParameters, setSendAmount } from '../actions/setSendAmount.js'
export { type SetSendTokenParameters, setSendToken } from '../actions/setSendToken.js'
export { type SetSwapAmountParameters, setSwapAmount } from '../actions/setSwapAmount.js'
export { type SetSwapTokenParameters, setSwapToken } from '../actions/setSwapToken.js'
export {
  type SignInWithWalletErrorType,
  type SignInWithWalletReturnType,
  signInWithWallet,
} from '../actions/signInWithWallet.js'
export { type SignOutErrorType, type SignOutReturnType, signOut } from '../actions/signOut.js'
export {
  type SimulateSendErrorType,
  type SimulateSendReturnType,
  simulateSend,
} from '../actions/simulateSend.js'
export {
  type SimulateSwapErrorType,
  type SimulateSwapReturnType,
  simulateSwap,
} from '../actions/simulateSwap.js'
export {
  type SwitchConnectionErrorType,
  type SwitchConnectionParameters,
  type SwitchConnectionReturnType,
  switchConnection,
} from '../actions/switchConnection.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from '../actions/switchNetwork.js'
export { switchSwapTokens } from '../actions/switchSwapTokens.js'
export { setThemeMode, setThemeVariables } from '../actions/theme.js'
export {
  closeToast,
  type ShowToastParameters,
  showToast,
  toastDurationMs,
  toastReplacePauseMs,
} from '../actions/toast.js'
export {
  type UpdateEmailErrorType,
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
} from '../actions/updateEmail.js'
export {
  type UpdateEmailPrimaryOtpErrorType,
  type UpdateEmailPrimaryOtpParameters,
  type UpdateEmailPrimaryOtpReturnType,
  updateEmailPrimaryOtp,
} from '../actions/updateEmailPrimaryOtp.js'
export {
  type UpdateEmailSecondaryOtpErrorType,
  type UpdateEmailSecondaryOtpParameters,
  type UpdateEmailSecondaryOtpReturnType,
  updateEmailSecondaryOtp,
} from '../actions/updateEmailSecondaryOtp.js'
export {
  type UpdateFeaturesParameters,
  updateFeatures,
  updateRemoteFeatures,
} from '../actions/updateFeatures.js'
export {
  type UpdateOptionsErrorType,
  type UpdateOptionsParameters,
  updatableOptions,
  updateOptions,
} from '../actions/updateOptions.js'
export {
  type UpdatePreferredAccountTypeParameters,
  updatePreferredAccountType,
} from '../actions/updatePreferredAccountType.js'
export { walletRegistryLimits } from '../actions/walletRegistryLimits.js'
// Adapter contract
export type {
  AdapterCapabilities,
  AdapterCapabilityName,
  AdapterConnection,
  AdapterConnector,
  AdapterContext,
  AdapterEvent,
  AdapterType,
  ChainAdapter,
  ConnectorType,
} from '../adapter/types.js'
export { authStorageKeys } from '../auth/authStorage.js'
export { classifyRpcResponse, type RpcResponseKind } from '../auth/classifyRpcResponse.js'
export { emailCooldownMs, ID_AUTH } from '../auth/constants.js'
export type { AuthProvider } from '../auth/createAuthProvider.js'
export { getEmailCooldown } from '../auth/getEmailCooldown.js'
export type {
  AuthConnectorEvent,
  AuthFrameHost,
  AuthUser,
  CreateFrameHost,
  CreateFrameHostParameters,
  FrameRect,
  FrameVisibilityReason,
} from '../auth/types.js'
// CAIP
export { isEvmAddress, isSolanaAddress } from '../caip/addresses.js'
export { buildCaipAddress, buildCaipNetworkId } from '../caip/buildCaip.js'
export { type ParseCaipAddressReturnType, parseCaipAddress } from '../caip/parseCaipAddress.js'
export {
  type ParseCaipNetworkIdReturnType,
  parseCaipNetworkId,
} from '../caip/parseCaipNetworkId.js'
export {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  chainNamespaces,
  isChainNamespace,
} from '../caip/types.js'
// Connectors
export {
  type ConnectListItem,
  findInstalledConnector,
  type GetConnectListParameters,
  getConnectList,
} from '../connectors/getConnectList.js'
export { mergeConnectors, normalizeWalletName } from '../connectors/mergeConnectors.js'
// Instance
export {
  type AppKit,
  type CreateAppKitParameters,
  type CreateAppKitReturnType,
  createAppKit,
} from '../createAppKit.js'
// Errors
export {
  AdapterNotFoundError,
  AppKitNotCreatedError,
  ChainNotSupportedError,
  ConnectionNotFoundError,
  DisconnectError,
  InvalidOptionsError,
  ModalLoadError,
  NetworkNotFoundError,
  UnexpectedError,
  UnsupportedChainError,
  UserRejectedRequestError,
} from '../errors/appKit.js'
export {
  AuthConnectorNotFoundError,
  AuthFrameLoadError,
  AuthResponseError,
  EmailCooldownError,
  InvalidEmailError,
  RpcNotAllowedError,
  SocialLoginCancelledError,
  SocialLoginFailedError,
  SocialPopupBlockedError,
} from '../errors/auth.js'
export { AuthNotConnectedError } from '../errors/authNotConnected.js'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip.js'
export { isUserRejection } from '../errors/isUserRejection.js'
export { LastNetworkError, NetworkNamespaceMismatchError } from '../errors/network.js'
export { InvalidOnrampParametersError, OnrampPopupBlockedError } from '../errors/onramp.js'
export { InvalidSendParametersError, SendCapabilityMissingError } from '../errors/send.js'
export {
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  NoConnectionClientError,
  SiwxConfigError,
  SiwxNotEnabledError,
} from '../errors/siwx.js'
export {
  InvalidSwapParametersError,
  NoSwapQuoteError,
  SwapApprovalTimeoutError,
} from '../errors/swap.js'
export {
  AdapterError,
  type AdapterOperation,
  AdapterSetupError,
  toWalletError,
  type WalletErrorType,
  WalletRequestError,
} from '../errors/wallet.js'
// Events
export {
  type CreateEmitterParameters,
  createEmitter,
  type Emitter,
} from '../events/createEmitter.js'
export type {
  AppKitErrorEvent,
  AppKitErrorEventName,
  AppKitEvent,
  AppKitEventName,
  AppKitEventProperties,
  AppKitTrackEvent,
} from '../events/types.js'
// Formatters and messages
export { formatBalance } from '../formatters/formatBalance.js'
export { formatCurrency } from '../formatters/formatCurrency.js'
export { formatCurrencyName } from '../formatters/formatCurrencyName.js'
export { formatDateTime } from '../formatters/formatDateTime.js'
export {
  formatRelativeTime,
  getRelativeTime,
  type RelativeTimeUnit,
} from '../formatters/formatRelativeTime.js'
export { formatUnits } from '../formatters/formatUnits.js'
export { formatUsd } from '../formatters/formatUsd.js'
export { parseUnits } from '../formatters/parseUnits.js'
export { truncateAddress } from '../formatters/truncateAddress.js'
export { formatMessage } from '../i18n/formatMessage.js'
export { getLocale } from '../i18n/getLocale.js'
export { messageGroups } from '../i18n/groups.js'
export {
  getTextDirection,
  type Language,
  languages,
  resolveLanguage,
  rtlLanguages,
} from '../i18n/languages.js'
export {
  type LoadMessageGroupParameters,
  type LoadMessageGroupReturnType,
  loadMessageGroup,
} from '../i18n/loadMessageGroup.js'
export {
  type LoadMessagesParameters,
  type LoadMessagesReturnType,
  loadMessages,
} from '../i18n/loadMessages.js'
export {
  en,
  type GroupMessages,
  type MessageGroup,
  type MessageKey,
  type Messages,
} from '../i18n/messages.js'
// Networks
export {
  type AppKitChainNamespace,
  type AppKitNetwork,
  type CaipNetwork,
  type ChainContract,
  defineChain,
  defineNetwork,
  type EvmChain,
  isServedNetwork,
  type NativeCurrency,
  toCaipNetwork,
  type UnservedChainNamespace,
  type UnservedNetwork,
} from '../networks/types.js'
// Swap
export { onrampAmountPresets } from '../onramp/constants.js'
// Options
export {
  defaultConnectMethodsOrder,
  defaultConnectorTypeOrder,
  defaultFeatures,
  defaultSocials,
  defaultWalletFeaturesOrder,
} from '../options/defaults.js'
export {
  type NormalizedThemeVariables,
  normalizeThemeVariables,
} from '../options/normalizeThemeVariables.js'
export type { ResolvedOptions } from '../options/resolveOptions.js'
export type {
  AppKitOptions,
  ConnectMethod,
  ConnectorTypeOrder,
  CustomWallet,
  Features,
  Metadata,
  ModalThemeVariables,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
  WalletFeature,
} from '../options/types.js'
// Router, scheduling and selectors
export { getOpeningView, shouldShowUnsupportedChain } from '../router/getOpeningView.js'
export { type AfterNextPaintParameters, afterNextPaint } from '../scheduling/afterNextPaint.js'
export { selectAccount, selectIsConnected } from '../selectors/account.js'
export { canCloseModal } from '../selectors/canCloseModal.js'
export {
  type SelectConnectionsReturnType,
  selectConnections,
} from '../selectors/connections.js'
export { selectConnectorById } from '../selectors/connectors.js'
export {
  describeTransaction,
  getTransactionSign,
  type TransactionDescription,
} from '../selectors/describeTransaction.js'
export { filterConnectList } from '../selectors/filterConnectList.js'
export { filterTransactions } from '../selectors/filterTransactions.js'
export {
  type AccountTab,
  accountTabs,
  type GetAccountTabsParameters,
  getAccountTabs,
} from '../selectors/getAccountTabs.js'
export {
  type GetAllWalletsListParameters,
  getAllWalletsList,
  selectHasMoreWallets,
} from '../selectors/getAllWalletsList.js'
export { getConnectMethodsOrder } from '../selectors/getConnectMethodsOrder.js'
export { getConnectorImageUrl } from '../selectors/getConnectorImageUrl.js'
export { getErrorMessageKey } from '../selectors/getErrorMessageKey.js'
export {
  type GetFundingSwapParameters,
  getFundingSwap,
} from '../selectors/getFundingSwap.js'
export {
  getNameValidation,
  isAccountName,
  toNameLabel,
} from '../selectors/getNameValidation.js'
export { getNetworkImageUrl } from '../selectors/getNetworkImageUrl.js'
export { getPortfolioValue, type PortfolioValue } from '../selectors/getPortfolioValue.js'
export {
  type GetSendShortfallParameters,
  getSendShortfall,
} from '../selectors/getSendShortfall.js'
export { getSendSwapSource } from '../selectors/getSendSwapSource.js'
export { getSendValidation } from '../selectors/getSendValidation.js'
export { getSwapMinimumReceived } from '../selectors/getSwapMinimumReceived.js'
export {
  type GetSwapPaySourceParameters,
  type GetSwapPaySourceReturnType,
  getSwapPaySource,
} from '../selectors/getSwapPaySource.js'
export {
  type GetSwapShortfallParameters,
  getSwapShortfall,
} from '../selectors/getSwapShortfall.js'
export {
  getSwapTokenSections,
  type SwapTokenSections,
} from '../selectors/getSwapTokenSections.js'
export { getSwapValidation } from '../selectors/getSwapValidation.js'
export { groupTokenBalances, isPoolToken } from '../selectors/groupTokenBalances.js'
export {
  getTransactionGroupTitle,
  groupTransactions,
  type TransactionGroup,
} from '../selectors/groupTransactions.js'
export {
  type HasInsufficientGasParameters,
  hasInsufficientGas,
} from '../selectors/hasInsufficientGas.js'
export { hasMessageGroups } from '../selectors/hasMessageGroups.js'
export { isReceiverName } from '../selectors/isReceiverName.js'
export { findNetwork, findNetworkByChainId, getActiveNetwork } from '../selectors/network.js'
export {
  type SelectOpeningViewParameters,
  selectOpeningView,
} from '../selectors/openingView.js'
export {
  getPairingExpiry,
  isPairingExpired,
  pairingExpiryMarginMs,
  pairingLifetimeMs,
} from '../selectors/pairing.js'
export { type RemoteFeatures, selectRemoteFeatures } from '../selectors/remoteFeatures.js'
export { selectIsSmartAccount } from '../selectors/selectIsSmartAccount.js'
export { selectIsSignedIn, selectSignInPending } from '../selectors/siwx.js'
// Send
export { findSendToken } from '../send/findSendToken.js'
export { getTokenContract } from '../send/getTokenContract.js'
export {
  encodeTransferData,
  erc20TransferAbi,
  getTransferAbi,
  usdtContractAddresses,
  usdtTransferAbi,
} from '../send/tokenTransferAbis.js'
export type { SiwxState } from '../state/siwx.js'
export type {
  AccountEntry,
  AccountState,
  AccountType,
  Alert,
  AppKitState,
  AuthState,
  ChainState,
  ConnectedWalletInfo,
  ConnectionStatus,
  Connector,
  FetchStatus,
  FundSwapOffer,
  NftsState,
  OnrampPurchaseState,
  OnrampState,
  RecentWallet,
  RouterData,
  SendArguments,
  SendState,
  SendToken,
  SwapArguments,
  SwapState,
  SwapTokenOption,
  ToastState,
  ToastVariant,
  TransactionSimulation,
  TransactionsState,
  ViewName,
  WalletConnection,
} from '../state/types.js'
export type { RegistryWallet, WalletsState, WalletsStatus } from '../state/wallets.js'
export { getStateSnapshot, watchState, watchStateKey } from '../state/watchState.js'
// Storage
export {
  type CreateCookieStorageParameters,
  createCookieStorage,
  createLocalStorage,
  createMemoryStorage,
} from '../storage/createStorage.js'
export { storageKeys, storageVersion } from '../storage/keys.js'
export type { AppKitStorage } from '../storage/types.js'
export { swapSuggestedTokenSymbols } from '../swap/constants.js'
