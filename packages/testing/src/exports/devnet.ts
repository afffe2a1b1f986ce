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
export { getFreePort } from '../devnet/freePort.js'
export {
  type Devnet,
  getDevnetStatePath,
  type StartDevnetParameters,
  startDevnet,
} from '../devnet/startDevnet.js'
