import { type AdapterConnector, ID_AUTH } from '@airlock/core'
import { walletConnectConnectorId } from '@airlock/core/adapter'
import { isWalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { isAuthWallet } from './auth/createAuthWallet.js'

/** A wallet's connector id: its name, `walletConnect` for the WalletConnect session, or ID_AUTH. */
export function connectorIdOf(wallet: Wallet): string {
  if (isAuthWallet(wallet)) return ID_AUTH
  return isWalletConnect(wallet) ? walletConnectConnectorId : wallet.name
}

/** The adapter's own WalletConnect wallet: registered wallets of that name are left out. */
function isWalletConnect(wallet: Wallet): boolean {
  return wallet.name === 'WalletConnect'
}

function toConnector(wallet: Wallet): AdapterConnector {
  return {
    id: connectorIdOf(wallet),
    name: wallet.name,
    type: isWalletConnect(wallet) ? 'WALLET_CONNECT' : 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
  }
}

/**
 * The Solana wallets a page offers: the Wallet Standard wallets that pass
 * `@solana/wallet-adapter-base`'s compatibility check, then the adapter's WalletConnect wallet.
 *
 * @example const wallets = listSolanaWallets(walletConnect)
 */
export function listSolanaWallets(walletConnect: Wallet | undefined): Wallet[] {
  const found = getWallets()
    .get()
    .filter(
      (wallet) =>
        isWalletAdapterCompatibleStandardWallet(wallet as never) && !isWalletConnect(wallet),
    )
  return walletConnect ? [...found, walletConnect] : found
}

/**
 * Reports the page's Solana wallets as connectors now and whenever a wallet registers or leaves;
 * returns the stop.
 *
 * @example const stop = watchSolanaWallets(walletConnect, (connectors) => emit({ type: 'connectors', connectors }))
 */
export function watchSolanaWallets(
  walletConnect: Wallet | undefined,
  onConnectors: (connectors: AdapterConnector[]) => void,
): () => void {
  const report = () => onConnectors(listSolanaWallets(walletConnect).map(toConnector))
  report()
  const registry = getWallets()
  const offRegister = registry.on('register', report)
  const offUnregister = registry.on('unregister', report)
  return () => {
    offRegister()
    offUnregister()
  }
}
