export { type BitcoinDevAccount, bitcoinDevAccounts } from '../bitcoin/bitcoinDevAccounts.js'
export { bitcoinDevFunding, bitcoinRegtest } from '../bitcoin/bitcoinRegtest.js'
export {
  devCollectionAbi,
  devMultiTokenAbi,
  devTokenAbi,
  uniswapV2FactoryAbi,
  uniswapV2RouterAbi,
} from '../devnet/abis.js'
export {
  type CollectionTokenMetadata,
  getCollectionTokenImage,
  getCollectionTokenMetadata,
  getMultiTokenItemImage,
  getMultiTokenItemMetadata,
} from '../devnet/collectionMetadata.js'
export {
  type DevnetChain,
  devAccounts,
  devnetAssets,
  devnetChains,
  devnetCollection,
  devnetContracts,
  devnetFirstAccountBalances,
  devnetMnemonic,
  devnetNativePriceUsd,
  devnetSeed,
  devnetTokens,
} from '../devnet/devnet.js'
export { devnetMultiToken } from '../devnet/devnetMultiToken.js'
export {
  devnetChainContracts,
  devnetDeployer,
  devnetEns,
  devnetMulticall3,
  devnetPriceFeeds,
  devnetUniswapV3,
} from '../devnet/devnetProtocols.js'
export {
  devPriceFeedAbi,
  uniswapSwapRouter02Abi,
  uniswapV3FactoryAbi,
  uniswapV3QuoterV2Abi,
} from '../devnet/protocolAbis.js'
export {
  type AnnounceDevWalletParameters,
  type AnnounceDevWalletReturnType,
  announceDevWallet,
  type DevWalletInfo,
} from '../wallet/announceDevWallet.js'
export {
  type CreateDevWalletParameters,
  createDevWallet,
  type DevWallet,
  type DevWalletEvents,
  type DevWalletProvider,
  type DevWalletRequest,
  type DevWalletRequestArguments,
  type DevWalletState,
} from '../wallet/createDevWallet.js'
export { type DevWalletChain, devWalletDefaultChains } from '../wallet/devWalletChain.js'
export { devWalletIcon } from '../wallet/devWalletIcon.js'
export type { DevWalletInitConfig, DevWalletWindow } from '../wallet/devWalletInitConfig.js'
export type { DevWalletStorage } from '../wallet/devWalletSession.js'
export { ProviderRpcError, providerRpcErrorCodes } from '../wallet/providerRpcError.js'
export { startDevWalletInPage } from '../wallet/startDevWalletInPage.js'
