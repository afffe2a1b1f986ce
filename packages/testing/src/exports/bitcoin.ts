export {
  type BitcoinDevWallet,
  type BitcoinDevWalletAccount,
  type BitcoinDevWalletNetwork,
  type BitcoinDevWalletPurpose,
  BitcoinDevWalletRejectedError,
  type BitcoinDevWalletRequest,
  BitcoinDevWalletUnsupportedNetworkError,
  type CreateBitcoinDevWalletParameters,
  createBitcoinDevWallet,
} from '../bitcoin/createBitcoinDevWallet.js'
