export {
  type BitcoinDevWallet,
  type BitcoinDevWalletAccount,
  type BitcoinDevWalletPurpose,
  BitcoinDevWalletRejectedError,
  type BitcoinDevWalletRequest,
  type CreateBitcoinDevWalletParameters,
  createBitcoinDevWallet,
} from '../bitcoin/createBitcoinDevWallet.js'
