/** WalletConnect's relay: what production dapps use. */
const defaultRelayUrl = 'wss://relay.walletconnect.org'

/**
 * @deprecated Airlock's WalletConnect client loads no Verify iframe and contacts no Verify
 * service; kept for apps that still call it.
 *
 * Where a WalletConnect SDK's Verify iframe would load from: `verifyUrl` when given, else for a relay
 * other than WalletConnect's the same server's `/verify` (`ws://host:port/relay` →
 * `http://host:port/verify`); undefined keeps WalletConnect's.
 *
 * @example getLocalVerifyUrl({ relayUrl: 'ws://127.0.0.1:8787/relay' }) // 'http://127.0.0.1:8787/verify'
 */
export function getLocalVerifyUrl(options: {
  relayUrl?: string | undefined
  verifyUrl?: string | false | undefined
}): string | undefined {
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
