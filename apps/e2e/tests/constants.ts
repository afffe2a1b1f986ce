import { devAccounts } from '@airlock/testing'

export const devWalletName = 'Airlock Dev Wallet'
export const firstAccount = devAccounts[0].address
/** How the modal shortens the first dev account: first 4 and last 6 characters. */
export const firstAccountShort = `${firstAccount.slice(0, 4)}…${firstAccount.slice(-6)}`
/** The local stack's Airlock server (scripts/stack.mjs). */
export const serverUrl = 'http://127.0.0.1:8787'
/**
 * Bundled registry wallets whose logo no permissively licensed npm package ships (the server's
 * iconLibrary test holds the same list by id): they keep a generated monogram.
 */
export const walletsWithoutLogo = [
  'Ambire Wallet',
  'BitPay Wallet',
  'Blockchain.com Wallet',
  'Edge',
  'Family',
  'Leather',
  'Tangem',
  'UniSat Wallet',
  'Xverse',
]
