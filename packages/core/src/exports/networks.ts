export { bitcoin, bitcoinRegtest, bitcoinSignet, bitcoinTestnet } from '../networks/bitcoin.js'
export {
  arbitrum,
  arbitrumSepolia,
  aurora,
  avalanche,
  base,
  baseSepolia,
  bsc,
  celo,
  dogechain,
  gnosis,
  hardhat,
  mainnet,
  optimism,
  polygon,
  polygonAmoy,
  sepolia,
  sonic,
  tron,
  xrplEvmDevnet,
  zksync,
  zora,
} from '../networks/evm.js'
export { airlockLocal, airlockLocal2, solanaLocal } from '../networks/local.js'
export { solana, solanaDevnet, solanaTestnet } from '../networks/solana.js'
export { tronMainnet } from '../networks/tron.js'
export {
  type AppKitChainNamespace,
  type AppKitNetwork,
  type CaipNetwork,
  defineChain,
  defineNetwork,
  type UnservedNetwork,
} from '../networks/types.js'
