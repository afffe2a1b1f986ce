export {
  type CreateSolanaDevWalletParameters,
  createSolanaDevWallet,
  type SolanaDevWallet,
  type SolanaDevWalletChains,
  type SolanaDevWalletRequest,
  type SolanaStandardWallet,
} from '../solana/createSolanaDevWallet.js'
export {
  type SendSolanaTransferParameters,
  sendSolanaTransfer,
} from '../solana/sendSolanaTransfer.js'
export { signSolanaTransaction } from '../solana/signSolanaTransaction.js'
export {
  deriveSolanaDevAccount,
  type SolanaDevAccount,
  solanaDevAccounts,
  solanaDevTokens,
  solanaLocalChainReference,
  solanaLocalGenesisHash,
  toBase58,
} from '../solana/solanaDevAccounts.js'
export {
  type SolanaChain,
  type StartSolanaChainParameters,
  startSolanaChain,
} from '../solana/startSolanaChain.js'
