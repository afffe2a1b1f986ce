export {
  type DeployAccountAbstractionParameters,
  type DeployAccountAbstractionReturnType,
  deployAccountAbstraction,
  devnetAccountAbstraction,
} from '../aa/accountAbstraction.js'
export {
  type DeployDevPaymasterParameters,
  deployDevPaymaster,
  devPaymasterAbi,
  devPaymasterBytecode,
  devPaymasterSignerKey,
  getDevPaymasterAddress,
} from '../aa/devPaymaster.js'
export {
  type BundlerInstance,
  type StartBundlerParameters,
  startBundler,
} from '../aa/startBundler.js'
export {
  btcToSats,
  litecoindPath,
  type RegtestNode,
  type StartRegtestParameters,
  startRegtest,
} from '../bitcoin/startRegtest.js'
export {
  type AnvilInstance,
  getAnvilBinaryPath,
  type StartAnvilParameters,
  startAnvil,
} from '../devnet/anvil.js'
export { type AssetsServer, startAssetsServer } from '../devnet/assetsServer.js'
export { getFreePort, NoFreePortError } from '../devnet/freePort.js'
export {
  advanceDevnetTime,
  type DevnetPriceFeeder,
  type DevnetPriceFeedName,
  type FeedDevnetPricesParameters,
  feedDevnetPrices,
  type StartDevnetPriceFeederParameters,
  startDevnetPriceFeeder,
} from '../devnet/priceFeeder.js'
export {
  type Devnet,
  getDevnetStatePath,
  type StartDevnetParameters,
  startDevnet,
} from '../devnet/startDevnet.js'
