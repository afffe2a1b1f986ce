// Client

// Actions: one per endpoint
export {
  type BroadcastBitcoinTransactionErrorType,
  type BroadcastBitcoinTransactionParameters,
  type BroadcastBitcoinTransactionReturnType,
  broadcastBitcoinTransaction,
} from '../actions/broadcastBitcoinTransaction.js'
export {
  type BuildSwapApprovalErrorType,
  type BuildSwapApprovalParameters,
  type BuildSwapApprovalReturnType,
  buildSwapApproval,
} from '../actions/buildSwapApproval.js'
export {
  type BuildSwapTransactionErrorType,
  type BuildSwapTransactionParameters,
  type BuildSwapTransactionReturnType,
  buildSwapTransaction,
} from '../actions/buildSwapTransaction.js'
export {
  type CreateSessionParameters,
  type CreateSessionReturnType,
  createSession,
} from '../actions/createSession.js'
export {
  type CreateSiwxNonceParameters,
  type CreateSiwxNonceReturnType,
  createSiwxNonce,
} from '../actions/createSiwxNonce.js'
export {
  type GenerateOnrampUrlErrorType,
  type GenerateOnrampUrlParameters,
  type GenerateOnrampUrlReturnType,
  generateOnrampUrl,
} from '../actions/generateOnrampUrl.js'
export {
  type GetAccountNftsErrorType,
  type GetAccountNftsParameters,
  type GetAccountNftsReturnType,
  getAccountNfts,
} from '../actions/getAccountNfts.js'
export {
  type GetAnalyticsConfigReturnType,
  getAnalyticsConfig,
} from '../actions/getAnalyticsConfig.js'
export {
  type GetAnalyticsEventsParameters,
  type GetAnalyticsEventsReturnType,
  getAnalyticsEvents,
} from '../actions/getAnalyticsEvents.js'
export {
  type GetBalancesErrorType,
  type GetBalancesParameters,
  type GetBalancesReturnType,
  getBalances,
} from '../actions/getBalances.js'
export {
  type GetBitcoinFeeEstimatesErrorType,
  type GetBitcoinFeeEstimatesParameters,
  type GetBitcoinFeeEstimatesReturnType,
  getBitcoinFeeEstimates,
} from '../actions/getBitcoinFeeEstimates.js'
export {
  type GetBitcoinTransactionsErrorType,
  type GetBitcoinTransactionsParameters,
  type GetBitcoinTransactionsReturnType,
  getBitcoinTransactions,
} from '../actions/getBitcoinTransactions.js'
export {
  type GetBitcoinUtxosErrorType,
  type GetBitcoinUtxosParameters,
  type GetBitcoinUtxosReturnType,
  getBitcoinUtxos,
} from '../actions/getBitcoinUtxos.js'
export {
  type GetFungiblePriceParameters,
  type GetFungiblePriceReturnType,
  getFungiblePrice,
} from '../actions/getFungiblePrice.js'
export {
  type GetGasPriceErrorType,
  type GetGasPriceParameters,
  type GetGasPriceReturnType,
  getGasPrice,
} from '../actions/getGasPrice.js'
export {
  type GetIdentityParameters,
  type GetIdentityReturnType,
  getIdentity,
} from '../actions/getIdentity.js'
export {
  type GetImageParameters,
  type GetImageReturnType,
  getImage,
} from '../actions/getImage.js'
export { type GetImageUrlParameters, getImageUrl } from '../actions/getImageUrl.js'
export {
  type GetNameAccountErrorType,
  type GetNameAccountParameters,
  type GetNameAccountReturnType,
  getNameAccount,
} from '../actions/getNameAccount.js'
export {
  type GetNameSuggestionsErrorType,
  type GetNameSuggestionsParameters,
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
} from '../actions/getNameSuggestions.js'
export {
  type GetNamesForAddressErrorType,
  type GetNamesForAddressParameters,
  type GetNamesForAddressReturnType,
  getNamesForAddress,
} from '../actions/getNamesForAddress.js'
export {
  type GetNativeBalanceErrorType,
  type GetNativeBalanceParameters,
  type GetNativeBalanceReturnType,
  getNativeBalance,
} from '../actions/getNativeBalance.js'
export {
  type GetOnrampOptionsErrorType,
  type GetOnrampOptionsParameters,
  type GetOnrampOptionsReturnType,
  getOnrampOptions,
} from '../actions/getOnrampOptions.js'
export {
  type GetOnrampPurchaseErrorType,
  type GetOnrampPurchaseParameters,
  type GetOnrampPurchaseReturnType,
  getOnrampPurchase,
} from '../actions/getOnrampPurchase.js'
export {
  type GetOnrampQuoteErrorType,
  type GetOnrampQuoteParameters,
  type GetOnrampQuoteReturnType,
  getOnrampQuote,
  mockOnrampQuote,
} from '../actions/getOnrampQuote.js'
export { type GetRpcUrlParameters, getRpcUrl } from '../actions/getRpcUrl.js'
export {
  type GetSessionParameters,
  type GetSessionReturnType,
  getSession,
} from '../actions/getSession.js'
export {
  type GetSupportedChainsErrorType,
  type GetSupportedChainsReturnType,
  getSupportedChains,
} from '../actions/getSupportedChains.js'
export {
  type GetSwapAllowanceErrorType,
  type GetSwapAllowanceParameters,
  type GetSwapAllowanceReturnType,
  getSwapAllowance,
} from '../actions/getSwapAllowance.js'
export {
  type GetSwapQuoteErrorType,
  type GetSwapQuoteParameters,
  type GetSwapQuoteReturnType,
  getSwapQuote,
} from '../actions/getSwapQuote.js'
export {
  type GetSwapTokensErrorType,
  type GetSwapTokensParameters,
  type GetSwapTokensReturnType,
  getSwapTokens,
} from '../actions/getSwapTokens.js'
export {
  type GetTransactionHistoryErrorType,
  type GetTransactionHistoryParameters,
  type GetTransactionHistoryReturnType,
  getTransactionHistory,
} from '../actions/getTransactionHistory.js'
export {
  type GetWalletsParameters,
  type GetWalletsReturnType,
  getWallets,
} from '../actions/getWallets.js'
export {
  type IsNetworkSupportedErrorType,
  isNetworkSupported,
} from '../actions/isNetworkSupported.js'
export {
  type RegisterNameErrorType,
  type RegisterNameParameters,
  type RegisterNameReturnType,
  registerName,
} from '../actions/registerName.js'
export { type RevokeSessionParameters, revokeSession } from '../actions/revokeSession.js'
export {
  type SendAnalyticsEventParameters,
  sendAnalyticsEvent,
} from '../actions/sendAnalyticsEvent.js'
// CAIP ids and the sign-in contract shared by core, siwx and the server
export {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  chainNamespaces,
} from '../caip/types.js'
export { buildUrl, formatPath } from '../client/buildUrl.js'
export {
  blockchainApiVersion,
  cacheTimes,
  retryableStatuses,
  tokenBalanceRetryLockMs,
  transportDefaults,
} from '../client/constants.js'
export {
  type BlockchainApiClient,
  type CreateBlockchainApiClientParameters,
  createBlockchainApiClient,
} from '../client/createBlockchainApiClient.js'
export { parseRetryAfter, type RequestParameters } from '../client/send.js'
// Errors
export { type ApiErrorCode, apiErrorCodes } from '../errors/apiErrorCodes.js'
export { AirlockError, type AirlockErrorParameters, docsBaseUrl } from '../errors/base.js'
export {
  GasPriceUnsupportedNetworkError,
  MissingAccountAddressError,
  OnrampUrlError,
  SwapUnsupportedNetworkError,
  TokenBalanceUnavailableError,
  TransactionsFetchError,
} from '../errors/data.js'
export {
  InvalidChainIdError,
  NameRegistrationError,
  NameResolutionError,
  NameSuggestionsError,
  NamesForAddressError,
} from '../errors/names.js'
export {
  HttpRequestError,
  InvalidResponseError,
  MissingPathParameterError,
  NetworkRequestError,
  RequestAbortedError,
  type RequestErrorType,
  RequestTimeoutError,
} from '../errors/request.js'
// Frame backend: email login, frame sessions, key-share storage (called by the frame site)
export {
  type AnswerFrameLinkOfferErrorType,
  type AnswerFrameLinkOfferParameters,
  type AnswerFrameLinkOfferReturnType,
  answerFrameLinkOffer,
} from '../frame/actions/answerFrameLinkOffer.js'
export {
  type ConnectFarcasterLoginErrorType,
  type ConnectFarcasterLoginParameters,
  type ConnectFarcasterLoginReturnType,
  connectFarcasterLogin,
} from '../frame/actions/connectFarcasterLogin.js'
export {
  type ConnectSocialLoginErrorType,
  type ConnectSocialLoginParameters,
  type ConnectSocialLoginReturnType,
  connectSocialLogin,
} from '../frame/actions/connectSocialLogin.js'
export {
  type CreateFrameWalletParameters,
  type CreateFrameWalletReturnType,
  createFrameWallet,
} from '../frame/actions/createFrameWallet.js'
export {
  type GetAuthShareErrorType,
  type GetAuthShareParameters,
  type GetAuthShareReturnType,
  getAuthShare,
} from '../frame/actions/getAuthShare.js'
export {
  type GetDeviceApprovalParameters,
  type GetDeviceApprovalReturnType,
  getDeviceApproval,
} from '../frame/actions/getDeviceApproval.js'
export {
  type GetFrameAllowedOriginsParameters,
  type GetFrameAllowedOriginsReturnType,
  getFrameAllowedOrigins,
} from '../frame/actions/getFrameAllowedOrigins.js'
export {
  type GetFramePreferredAccountParameters,
  type GetFramePreferredAccountReturnType,
  getFramePreferredAccount,
} from '../frame/actions/getFramePreferredAccount.js'
export {
  type GetFrameSessionParameters,
  type GetFrameSessionReturnType,
  getFrameSession,
} from '../frame/actions/getFrameSession.js'
export {
  type GetFrameWalletParameters,
  type GetFrameWalletReturnType,
  getFrameWallet,
} from '../frame/actions/getFrameWallet.js'
export {
  linkSocialLogin,
  readSocialLink,
  type SocialLinkErrorType,
  type SocialLinkParameters,
  type StartSocialLinkParameters,
  type StartSocialLinkReturnType,
  startSocialLink,
} from '../frame/actions/linkSocialLogin.js'
export {
  type SetFramePreferredAccountParameters,
  type SetFramePreferredAccountReturnType,
  setFramePreferredAccount,
} from '../frame/actions/setFramePreferredAccount.js'
export { type SignOutFrameParameters, signOutFrame } from '../frame/actions/signOutFrame.js'
export {
  type StartEmailLoginErrorType,
  type StartEmailLoginParameters,
  type StartEmailLoginReturnType,
  startEmailLogin,
} from '../frame/actions/startEmailLogin.js'
export {
  type StartFarcasterLoginErrorType,
  type StartFarcasterLoginParameters,
  type StartFarcasterLoginReturnType,
  startFarcasterLogin,
} from '../frame/actions/startFarcasterLogin.js'
export {
  type StartSocialLoginErrorType,
  type StartSocialLoginParameters,
  type StartSocialLoginReturnType,
  startSocialLogin,
} from '../frame/actions/startSocialLogin.js'
export { type StoreAuthShareParameters, storeAuthShare } from '../frame/actions/storeAuthShare.js'
export {
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
} from '../frame/actions/updateEmail.js'
export {
  type VerifyEmailCodeErrorType,
  type VerifyEmailCodeParameters,
  type VerifyEmailCodeReturnType,
  verifyEmailCode,
} from '../frame/actions/verifyEmailCode.js'
export {
  type VerifyUpdateEmailPrimaryParameters,
  type VerifyUpdateEmailPrimaryReturnType,
  verifyUpdateEmailPrimary,
} from '../frame/actions/verifyUpdateEmailPrimary.js'
export {
  type VerifyUpdateEmailSecondaryParameters,
  type VerifyUpdateEmailSecondaryReturnType,
  verifyUpdateEmailSecondary,
} from '../frame/actions/verifyUpdateEmailSecondary.js'
export {
  type WaitForDeviceApprovalParameters,
  waitForDeviceApproval,
} from '../frame/actions/waitForDeviceApproval.js'
export { frameAuthLimits } from '../frame/constants.js'
export {
  EmailCodeExpiredError,
  EmailCooldownError,
  FarcasterLoginError,
  type FrameApiErrorType,
  FrameDeviceApprovalRequiredError,
  FrameLinkOfferError,
  FrameOriginNotAllowedError,
  FrameRateLimitedError,
  FrameSessionExpiredError,
  FrameWalletExistsError,
  frameApiErrorOf,
  InvalidEmailCodeError,
  InvalidEmailError,
  SocialLoginError,
} from '../frame/errors.js'
export { matchOrigin } from '../frame/matchOrigin.js'
export {
  type FrameAllowedOriginsResponse,
  type FrameAuthShareResponse,
  type FrameDeviceApprovalResponse,
  type FrameEmailStartResponse,
  type FrameFarcasterStartResponse,
  type FrameLinkAnswer,
  type FrameLinkOffer,
  type FramePreferredAccount,
  type FrameSession,
  type FrameSessionInfo,
  type FrameSocialLinkCandidate,
  type FrameSocialProvider,
  type FrameSocialStartResponse,
  type FrameUser,
  type FrameWallet,
  frameAllowedOriginsRoute,
  frameAuthShareRoute,
  frameCodeSchema,
  frameCreateWalletRoute,
  frameDeviceApprovalRoute,
  frameDeviceIdSchema,
  frameEmailSchema,
  frameEmailStartRoute,
  frameEmailUpdatePrimaryRoute,
  frameEmailUpdateRoute,
  frameEmailUpdateSecondaryRoute,
  frameEmailVerifyRoute,
  frameFarcasterConnectRoute,
  frameFarcasterStartRoute,
  frameLinkOfferSchema,
  frameLinkRoute,
  frameOriginSchema,
  framePreferredAccountRoute,
  framePreferredAccountTypeSchema,
  frameSealedBlobSchema,
  frameSessionRoute,
  frameSessionSchema,
  frameSessionTokenSchema,
  frameSetPreferredAccountRoute,
  frameShareSchema,
  frameSignOutRoute,
  frameSocialConnectRoute,
  frameSocialLinkReadRoute,
  frameSocialLinkRoute,
  frameSocialLinkStartRoute,
  frameSocialProviders,
  frameSocialStartRoute,
  frameStoreAuthShareRoute,
  frameUserSchema,
  frameWalletRoute,
  frameWalletSchema,
} from '../frame/routes.js'
// Names
export { convertChainIdToCoinType } from '../names/convertChainIdToCoinType.js'
// Contract: one route definition per endpoint, shared with the server
export {
  type AccountNft,
  type AccountNftsResponse,
  accountNftSchema,
  accountNftsRoute,
} from '../routes/accountNfts.js'
export {
  type AnalyticsEvent,
  type AnalyticsEventsResponse,
  analyticsConfigRoute,
  analyticsEventRoute,
  analyticsEventSchema,
  analyticsEventsRoute,
} from '../routes/analytics.js'
export {
  type BalanceResponse,
  balanceRoute,
  type TokenBalance,
  tokenBalanceSchema,
} from '../routes/balance.js'
export {
  type BitcoinFeeEstimates,
  type BitcoinTransaction,
  type BitcoinUtxo,
  bitcoinAddressChainTransactionsRoute,
  bitcoinAddressSchema,
  bitcoinAddressTransactionsRoute,
  bitcoinBroadcastRoute,
  bitcoinFeeEstimatesRoute,
  bitcoinTransactionSchema,
  bitcoinUtxoSchema,
  bitcoinUtxosRoute,
} from '../routes/bitcoin.js'
export {
  type SwapAllowanceResponse,
  type SwapBuildApproveResponse,
  type SwapBuildTransactionResponse,
  type SwapQuotesResponse,
  type SwapToken,
  type SwapTokensResponse,
  swapAllowanceRoute,
  swapBuildApproveRoute,
  swapBuildTransactionRoute,
  swapNetworkIds,
  swapQuotesRoute,
  swapSlippageTolerance,
  swapTokenSchema,
  swapTokensRoute,
} from '../routes/convert.js'
export { defineRoute, type RouteDefinition } from '../routes/defineRoute.js'
export {
  type FungiblePriceResponse,
  fungiblePriceRoute,
  nativeTokenAddress,
} from '../routes/fungiblePrice.js'
export { type GasPriceResponse, gasPriceRoute } from '../routes/gasPrice.js'
export {
  type HistoryResponse,
  historyRoute,
  type Transaction,
  type TransactionTransfer,
  transactionSchema,
  transactionTransferSchema,
} from '../routes/history.js'
export { type IdentityResponse, identityRoute } from '../routes/identity.js'
export {
  assetImageRoute,
  currencyImageRoute,
  tokenImageRoute,
  walletImageRoute,
} from '../routes/images.js'
export {
  defaultOnrampPaymentCurrencies,
  type OnrampOptionsResponse,
  type OnrampPaymentCurrency,
  type OnrampProviderInfo,
  type OnrampPurchase,
  type OnrampPurchaseCurrency,
  type OnrampQuoteResponse,
  type OnrampUrlResponse,
  onrampOptionsRoute,
  onrampPurchaseRoute,
  onrampPurchaseSchema,
  onrampQuoteRoute,
  onrampUrlRoute,
} from '../routes/onramp.js'
export {
  accountAddressSchema,
  caipAddressSchema,
  caipNetworkIdSchema,
  commaListSchema,
  type ErrorResponse,
  errorResponseSchema,
  evmAddressSchema,
  isBitcoinAddress,
  isCaipAddress,
  isCaipNetworkId,
  isEvmAddress,
  isSolanaAddress,
  knownNamespaces,
} from '../routes/primitives.js'
export {
  type NameRecord,
  type NameRegistrationMessage,
  type NameSuggestionsResponse,
  nameAccountRoute,
  nameLabelPattern,
  nameRecordSchema,
  nameRegistrationMessageSchema,
  nameReverseRoute,
  nameSuffixes,
  nameSuggestionsRoute,
  registerNameRoute,
} from '../routes/profile.js'
export {
  type JsonRpcRequest,
  type JsonRpcResponse,
  jsonRpcRequestSchema,
  jsonRpcResponseSchema,
  rpcErrorCodes,
  rpcNotAllowedMessage,
  rpcRoute,
} from '../routes/rpc.js'
export {
  createSessionRoute,
  revokeSessionRoute,
  type SiwxNonceResponse,
  type SiwxSessionResponse,
  sessionRoute,
  siwxMessageDataSchema,
  siwxNonceRoute,
  siwxSessionSchema,
} from '../routes/sessions.js'
export { type SupportedChainsResponse, supportedChainsRoute } from '../routes/supportedChains.js'
export {
  type WalletListItem,
  type WalletsResponse,
  walletListItemSchema,
  walletsRoute,
} from '../routes/wallets.js'
export type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
} from '../siwx/types.js'
