import { devAccounts } from '@airlock/testing'

export const devWalletName = 'Airlock Dev Wallet'
export const firstAccount = devAccounts[0].address
/** How the modal shortens the first dev account: first 4 and last 6 characters. */
export const firstAccountShort = `${firstAccount.slice(0, 4)}…${firstAccount.slice(-6)}`
/** The local stack's Airlock server (scripts/stack.mjs). */
export const serverUrl = 'http://127.0.0.1:8787'
