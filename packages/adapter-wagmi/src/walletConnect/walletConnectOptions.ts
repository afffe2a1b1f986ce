/** The WalletConnect connector's id in wagmi and in core. */
export const walletConnectConnectorId = 'walletConnect'

/** WalletConnect's relay: what production dapps use. */
const defaultRelayUrl = 'wss://relay.walletconnect.org'

export type WalletConnectOptions = {
  /**
   * The relay both the dapp and the wallet use. Default: WalletConnect's. For local work and
   * tests, Airlock's server serves one at `ws://127.0.0.1:8787/relay`.
   */
  relayUrl?: string | undefined
  /**
   * Where the sign client's Verify iframe loads from. Default: for a relay other than
   * WalletConnect's, the same server's `/verify` (Airlock's server answers there at once);
   * otherwise WalletConnect's Verify service. `false` keeps WalletConnect's.
   */
  verifyUrl?: string | false | undefined
  /** The dapp as the wallet shows it. Default: the page's title and origin. */
  metadata?: { name: string; description: string; url: string; icons: string[] } | undefined
}

/** `ws://host:port/relay` → `http://host:port/verify`; undefined for WalletConnect's relay. */
export function getLocalVerifyUrl(options: WalletConnectOptions): string | undefined {
  if (options.verifyUrl === false) return undefined
  if (options.verifyUrl) return options.verifyUrl
  const relayUrl = options.relayUrl
  if (!relayUrl || relayUrl.startsWith(defaultRelayUrl)) return undefined
  const url = new URL(relayUrl)
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:'
  url.pathname = `${url.pathname.replace(/\/relay\/?$/, '')}/verify`
  url.search = ''
  return url.toString()
}
