export {
  devCollectionAbi,
  devTokenAbi,
  uniswapV2FactoryAbi,
  uniswapV2RouterAbi,
} from '../devnet/abis.js'
export {
  type CollectionTokenMetadata,
  getCollectionTokenImage,
  getCollectionTokenMetadata,
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
