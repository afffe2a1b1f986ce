/** An EIP-1193 provider, as wallets inject and announce it. */
export type Eip1193Provider = {
  request: (arguments_: { method: string; params?: unknown }) => Promise<unknown>
  on?: ((event: string, listener: (...values: never[]) => void) => unknown) | undefined
  removeListener?: ((event: string, listener: (...values: never[]) => void) => unknown) | undefined
}

/** A wallet the adapter can use: an EIP-6963 announcement, `window.ethereum`, or WalletConnect. */
export type DiscoveredWallet = {
  /** The announced rdns, `'injected'` for `window.ethereum`, `'walletConnect'` for WalletConnect. */
  id: string
  name: string
  type: 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT'
  icon?: string | undefined
  rdns?: string | undefined
  provider: Eip1193Provider
}
