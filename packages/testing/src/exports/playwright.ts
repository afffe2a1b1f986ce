export { expect } from '@playwright/test'
export { chromiumLaunchOptions } from '../playwright/chromiumLaunchOptions.js'
export { getDevWalletBundlePath } from '../playwright/getDevWalletBundlePath.js'
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
