export { bitcoin, bitcoinRegtest, bitcoinTestnet } from '../networks/bitcoin.js'
export {
  arbitrum,
  aurora,
  avalanche,
  base,
  baseSepolia,
  bsc,
  celo,
  dogechain,
  gnosis,
  mainnet,
  optimism,
  polygon,
  sepolia,
  sonic,
  tron,
  xrplEvmDevnet,
  zksync,
  zora,
} from '../networks/evm.js'
export { airlockLocal, airlockLocal2, solanaLocal } from '../networks/local.js'
export { solana, solanaDevnet, solanaTestnet } from '../networks/solana.js'
export {
  type AppKitNetwork,
  type CaipNetwork,
  defineChain,
  defineNetwork,
} from '../networks/types.js'
