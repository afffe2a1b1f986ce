import {
  type CaipAddress,
  type CaipNetwork,
  type ChainNamespace,
  formatBalance,
  getPairingExpiry,
  isEvmAddress,
  isPairingExpired,
  isSolanaAddress,
} from '@airlock/core'

/** Where `openHref` opens a link (AppKit's `OpenTarget`). */
export type OpenTarget = '_blank' | '_self' | 'popupWindow' | '_top'

/** A wallet link with the WalletConnect URI in it (AppKit's `LinkingRecord`). */
export type LinkingRecord = { redirect: string; href: string }

const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent)
const caipAddressPattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

function isMobile(): boolean {
  if (typeof window === 'undefined') return false
  const coarse =
    typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches
  return coarse || /Android|webOS|iPhone|iPad|iPod|BlackBerry|Opera Mini/i.test(userAgent())
}

function isCaipAddress(value?: unknown): value is CaipAddress {
  return typeof value === 'string' && caipAddressPattern.test(value)
}

function withWalletConnectUri(base: string, wcUri: string): string {
  return `${base}wc?uri=${encodeURIComponent(wcUri)}`
}

function formatUniversalUrl(appUrl: string, wcUri: string): LinkingRecord {
  const base = appUrl.endsWith('/') ? appUrl : `${appUrl}/`
  return { redirect: base, href: withWalletConnectUri(base, wcUri) }
}

/**
 * The helpers of AppKit's `CoreHelperUtil` an app uses: platform checks, CAIP and address
 * helpers, WalletConnect links and a few small utilities, with AppKit's names and results. The
 * cloud endpoints (`getApiUrl`, `getBlockchainApiUrl`, `getAnalyticsUrl`) are left out: Airlock's
 * calls go to your server's `apiUrl`.
 *
 * @example if (CoreHelperUtil.isMobile()) open({ view: 'AllWallets' })
 */
export const CoreHelperUtil = {
  getWindow: (): Window | undefined => (typeof window === 'undefined' ? undefined : window),
  /** A phone or tablet: a coarse pointer, or a mobile user agent. */
  isMobile,
  isAndroid: (): boolean => /Android/i.test(userAgent()),
  isIos: (): boolean => /iPhone|iPad|iPod/i.test(userAgent()),
  isSafari: (): boolean => /^((?!chrome|android|crios|fxios).)*safari/i.test(userAgent()),
  isMac: (): boolean => /Macintosh|Mac OS X/i.test(userAgent()),
  isClient: (): boolean => typeof window !== 'undefined',
  isIframe: (): boolean => typeof window !== 'undefined' && window.top !== window.self,
  isTelegram: (): boolean =>
    typeof window !== 'undefined' && 'Telegram' in window && Boolean(window.Telegram),
  isPWA: (): boolean =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches,
  /** True when the pairing expires within 10 seconds (or has no expiry). */
  isPairingExpired: (expiry?: number): boolean => isPairingExpired(expiry),
  /** When a pairing made now expires. */
  getPairingExpiry: (): number => getPairingExpiry(),
  /** True when `lastRetry` is at least `differenceMs` (default 1 s) ago. */
  isAllowedRetry: (lastRetry: number, differenceMs = 1000): boolean =>
    Date.now() - lastRetry >= differenceMs,
  /** The CAIP-2 network id of a CAIP-10 address (`eip155:1:0x…` → `eip155:1`). */
  getNetworkId: (caipAddress: CaipAddress | undefined): string | undefined =>
    caipAddress?.split(':').slice(0, 2).join(':'),
  /** The address of a CAIP-10 address (`eip155:1:0xab…` → `0xab…`). */
  getPlainAddress: (caipAddress: CaipAddress | undefined): string | undefined =>
    caipAddress?.split(':')[2],
  isCaipAddress,
  /** An address of `chain` (default eip155): 0x and 40 hex characters, or a Solana address. */
  isAddress: (address: string, chain: ChainNamespace = 'eip155'): boolean =>
    chain === 'solana' ? isSolanaAddress(address) : chain === 'eip155' && isEvmAddress(address),
  /** `{ address, chainId }` of a CAIP-10 address, or of a plain one (no chain id). */
  getAccount: (
    account?: string | { address: string; chainId: string | number },
  ): { address: string | undefined; chainId: string | number | undefined } => {
    if (!account) return { address: undefined, chainId: undefined }
    if (typeof account !== 'string') return { address: account.address, chainId: account.chainId }
    if (!isCaipAddress(account)) return { address: account, chainId: undefined }
    const [, chainId, address] = account.split(':')
    return { address, chainId }
  },
  /** True when `network` is a CaipNetwork (it has its CAIP fields). */
  checkCaipNetwork: (network: CaipNetwork | undefined, networkName = ''): boolean | undefined =>
    network?.caipNetworkId !== undefined &&
    network.chainNamespace !== undefined &&
    (networkName === '' || network.name.toLowerCase() === networkName.toLowerCase()),
  isHttpUrl: (url: string): boolean => /^https?:\/\//i.test(url),
  isNumber: (value: unknown): boolean =>
    typeof value === 'number' ? !Number.isNaN(value) : /^-?\d+(\.\d+)?$/.test(String(value)),
  wait: (milliseconds: number): Promise<unknown> =>
    new Promise((resolve) => setTimeout(resolve, milliseconds)),
  /** `func`, called once calls pause for `timeout` ms (default 500). */
  debounce: <A extends unknown[]>(func: (...args: A) => unknown, timeout = 500) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    return (...args: A): void => {
      clearTimeout(timer)
      timer = setTimeout(() => func(...args), timeout)
    }
  },
  /** A wallet's native deep link with the WalletConnect URI (`metamask://wc?uri=…`). */
  formatNativeUrl: (
    appUrl: string,
    wcUri: string,
    universalLink?: string | null,
  ): LinkingRecord => {
    if (/^https?:\/\//i.test(appUrl)) return formatUniversalUrl(appUrl, wcUri)
    if (universalLink) return formatUniversalUrl(universalLink, wcUri)
    let base = appUrl.includes('://')
      ? appUrl
      : `${appUrl.replaceAll('/', '').replaceAll(':', '')}://`
    if (!base.endsWith('/')) base = `${base}/`
    base = base.replace(/\/+$/, '//')
    return { redirect: base, href: withWalletConnectUri(base, wcUri) }
  },
  /** A wallet's universal link with the WalletConnect URI (`https://…/wc?uri=…`). */
  formatUniversalUrl,
  /** The target for this device: on a phone a popup window opens as a new tab (`_blank`). */
  getOpenTargetForPlatform: (target: OpenTarget): OpenTarget =>
    target === 'popupWindow' && isMobile() ? '_blank' : target,
  openHref: (href: string, target: OpenTarget, features?: string): void => {
    window.open(
      href,
      target === 'popupWindow' ? '_blank' : target,
      features ?? 'noreferrer noopener',
    )
  },
  returnOpenHref: (href: string, target: OpenTarget, features?: string): Window | null =>
    window.open(
      href,
      target === 'popupWindow' ? '_blank' : target,
      features ?? 'noreferrer noopener',
    ),
  /** Copies `text` to the clipboard (AppKit's spelling). */
  copyToClopboard: (text: string): void => {
    void navigator.clipboard?.writeText(text).catch(() => undefined)
  },
  getUUID: (): string => crypto.randomUUID(),
  /** Loads an image ahead; resolves once it is in (rejects when it cannot load). */
  preloadImage: (src: string): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const image = new Image()
      image.onload = resolve
      image.onerror = reject
      image.src = src
    }),
  /** A balance for display: `'1.23 ETH'`, its value, decimals and symbol. */
  parseBalance: (
    balance: string | undefined,
    symbol: string | undefined,
  ): { formattedText: string; value: string; decimals: string; symbol: string | undefined } => {
    const [whole = '0', decimals = '000'] = (balance ?? '0').split('.')
    const value = formatBalance(balance ?? '0', 3)
    return {
      formattedText: symbol ? `${value} ${symbol}` : value,
      value: whole,
      decimals: decimals.slice(0, 3).padEnd(3, '0'),
      symbol,
    }
  },
  /** The message of an error, or the text of a value thrown. */
  parseError: (error: unknown): string =>
    typeof error === 'string'
      ? error
      : error instanceof Error
        ? error.message
        : typeof (error as { message?: unknown })?.message === 'string'
          ? (error as { message: string }).message
          : 'Unknown error',
  /** The entries of `arr` with a `key` not seen before. */
  uniqueBy: <T>(arr: T[], key: keyof T): T[] => {
    const seen = new Set<unknown>()
    return arr.filter((item) => {
      if (seen.has(item[key])) return false
      seen.add(item[key])
      return true
    })
  },
  /** `url` with `key` (a query parameter) set to `appendString`. */
  injectIntoUrl: (url: string, key: string, appendString: string): string => {
    const parsed = new URL(url)
    parsed.searchParams.set(key, appendString)
    return parsed.toString()
  },
}
