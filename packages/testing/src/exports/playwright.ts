export { expect } from '@playwright/test'
export type { BitcoinDevWalletInitConfig } from '../bitcoin/bitcoinDevWalletInitScript.js'
export { chromiumLaunchOptions } from '../playwright/chromiumLaunchOptions.js'
export { getDevWalletBundlePath } from '../playwright/getDevWalletBundlePath.js'
export {
  type BitcoinDevWalletPage,
  getBitcoinDevWalletBundlePath,
  type InstallBitcoinDevWalletParameters,
  installBitcoinDevWallet,
} from '../playwright/installBitcoinDevWallet.js'
export {
  addDevWalletInitScript,
  type DevWalletPage,
  type InstallDevWalletParameters,
  type InstallDevWalletReturnType,
  installDevWallet,
} from '../playwright/installDevWallet.js'
export {
  getSolanaDevWalletBundlePath,
  type InstallSolanaDevWalletParameters,
  installSolanaDevWallet,
  type SolanaDevWalletPage,
} from '../playwright/installSolanaDevWallet.js'
export { type DevWalletFixtures, test, type WalletConnectFixtures } from '../playwright/test.js'
export type { SolanaDevWalletInitConfig } from '../solana/solanaDevWalletInitScript.js'
export type { DevWalletInitConfig } from '../wallet/devWalletInitConfig.js'
