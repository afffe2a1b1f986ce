/** An EIP-1193 provider, as wallets inject and announce it. */
export type Eip1193Provider = {
  request: (arguments_: { method: string; params?: unknown }) => Promise<unknown>
  on?: ((event: string, listener: (...values: never[]) => void) => unknown) | undefined
  removeListener?: ((event: string, listener: (...values: never[]) => void) => unknown) | undefined
}

/** A wallet found in the page: an EIP-6963 announcement or `window.ethereum`. */
export type DiscoveredWallet = {
  /** The announced rdns, or `'injected'` for `window.ethereum`. */
  id: string
  name: string
  type: 'ANNOUNCED' | 'INJECTED'
  icon?: string | undefined
  rdns?: string | undefined
  provider: Eip1193Provider
}
