// Entry of the browser bundle (dist/dev-wallet.iife.js), run as an init script before the page.
import type { DevWalletWindow } from './devWalletInitConfig.js'
import { startDevWalletInPage } from './startDevWalletInPage.js'

startDevWalletInPage((globalThis as DevWalletWindow).__AIRLOCK_DEV_WALLET_CONFIG__)
