import { isStandardBitcoinWallet, type StandardBitcoinWallet } from './standardWallet.js'

/**
 * Finds Wallet Standard wallets with `bitcoin:connect`, present and future, through the
 * standard's two window events (the app announces itself; wallets register). Returns the stop.
 */
export function watchStandardWallets(
  target: EventTarget,
  onWallets: (wallets: StandardBitcoinWallet[]) => void,
): () => void {
  const wallets = new Set<StandardBitcoinWallet>()
  const api = {
    register(...list: unknown[]) {
      const added = list.filter(isStandardBitcoinWallet)
      for (const wallet of added) wallets.add(wallet)
      if (added.length > 0) onWallets([...wallets])
      return () => {
        for (const wallet of added) wallets.delete(wallet)
        onWallets([...wallets])
      }
    },
  }
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<(app: typeof api) => void>).detail
    if (typeof callback === 'function') callback(api)
  }
  target.addEventListener('wallet-standard:register-wallet', onRegister)
  target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  return () => target.removeEventListener('wallet-standard:register-wallet', onRegister)
}
