import type { DiscoveredWallet, Eip1193Provider } from './types.js'

export type WatchWalletsParameters = {
  /** Called with every wallet known so far, each time the list changes. */
  onChange: (wallets: readonly DiscoveredWallet[]) => void
  /** Where to listen. Default: `window`; without one, nothing is found. */
  target?: (EventTarget & { ethereum?: unknown }) | undefined
}

export type WatchWalletsReturnType = {
  /** Every wallet known now, announced ones first, `window.ethereum` last unless announced. */
  current: () => readonly DiscoveredWallet[]
  stop: () => void
}

type AnnounceDetail = {
  info?: { uuid?: unknown; name?: unknown; icon?: unknown; rdns?: unknown }
  provider?: unknown
}

/**
 * Finds the page's wallets: EIP-6963 announcements (asked for once with
 * `eip6963:requestProvider`, and heard for as long as the watch runs), de-duplicated by rdns —
 * two wallets with one display name stay two — plus `window.ethereum` as the `injected`
 * wallet when it is not one of the announced providers.
 *
 * @example const { current, stop } = watchWallets({ onChange: (wallets) => render(wallets) })
 */
export function watchWallets(parameters: WatchWalletsParameters): WatchWalletsReturnType {
  const target =
    parameters.target ?? (globalThis as { window?: EventTarget & { ethereum?: unknown } }).window
  const announced = new Map<string, DiscoveredWallet>()

  function current(): DiscoveredWallet[] {
    const wallets = [...announced.values()]
    const injected = target?.ethereum
    if (isProvider(injected) && !wallets.some((wallet) => wallet.provider === injected)) {
      wallets.push({ id: 'injected', name: 'Injected', type: 'INJECTED', provider: injected })
    }
    return wallets
  }

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<AnnounceDetail>).detail
    const info = detail?.info
    if (!info || typeof info.rdns !== 'string' || !info.rdns || !isProvider(detail.provider)) {
      return
    }
    const existing = announced.get(info.rdns)
    if (existing?.provider === detail.provider) return
    announced.set(info.rdns, {
      id: info.rdns,
      rdns: info.rdns,
      name: typeof info.name === 'string' && info.name ? info.name : info.rdns,
      type: 'ANNOUNCED',
      icon: typeof info.icon === 'string' ? info.icon : undefined,
      provider: detail.provider,
    })
    parameters.onChange(current())
  }

  if (target) {
    target.addEventListener('eip6963:announceProvider', onAnnounce)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
  }
  parameters.onChange(current())
  return {
    current,
    stop: () => target?.removeEventListener('eip6963:announceProvider', onAnnounce),
  }
}

function isProvider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}
