import { readSatsConnectProviders, toSatsConnectSurface } from './satsConnectWallet.js'
import { toStandardSurface } from './standardWallet.js'
import type { BitcoinWalletSurface } from './walletSurface.js'
import { watchStandardWallets } from './watchStandardWallets.js'

/**
 * The Bitcoin wallets of a page, present and future: Wallet Standard wallets with
 * `bitcoin:connect` and the sats-connect registry (`window.btc_providers`). A wallet on both
 * surfaces is listed once, through Wallet Standard. `onWallets` hears the whole list each time it
 * changes; returns the stop.
 *
 * @example
 * const stop = discoverBitcoinWallets(window, (wallets) => publish(wallets))
 */
export function discoverBitcoinWallets(
  target: EventTarget & Record<string, unknown>,
  onWallets: (wallets: BitcoinWalletSurface[]) => void,
): () => void {
  let standard: BitcoinWalletSurface[] = []
  let satsConnect: BitcoinWalletSurface[] = []
  const publish = () => {
    const byName = new Map<string, BitcoinWalletSurface>()
    for (const wallet of [...standard, ...satsConnect]) {
      if (!byName.has(wallet.name)) byName.set(wallet.name, wallet)
    }
    onWallets([...byName.values()])
  }
  const stops = [
    watchStandardWallets(target, (wallets) => {
      standard = wallets.map(toStandardSurface)
      publish()
    }),
  ]
  const readProviders = () => {
    const found = readSatsConnectProviders(target)
    if (found.length === satsConnect.length) return
    satsConnect = found.map(({ info, provider }) => toSatsConnectSurface(info, provider))
    publish()
  }
  readProviders()
  publish()
  // Some extensions fill `btc_providers` after the page's scripts ran.
  for (const delay of [200, 600, 1500]) {
    const timer = setTimeout(readProviders, delay)
    stops.push(() => clearTimeout(timer))
  }
  return () => {
    for (const stop of stops) stop()
  }
}
