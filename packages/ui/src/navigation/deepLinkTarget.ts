type BrowserWindow = {
  navigator?: { userAgent?: string } | undefined
  Telegram?: unknown
  TelegramWebviewProxy?: unknown
  TelegramWebviewProxyProto?: unknown
}

/** Inside Telegram's in-app browser or a Telegram mini app. */
export function isTelegram(win: BrowserWindow | undefined = globalThis as BrowserWindow): boolean {
  return Boolean(win && (win.TelegramWebviewProxy || win.TelegramWebviewProxyProto || win.Telegram))
}

/** Safari on an iPhone or iPad (not Chrome, Firefox or Edge, which also say "Safari" there). */
export function isIosSafari(
  userAgent: string | undefined = globalThis.navigator?.userAgent,
): boolean {
  if (!userAgent) return false
  return (
    /iPhone|iPad|iPod/.test(userAgent) &&
    /Safari/.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)
  )
}

/**
 * Where a wallet deep link opens: Telegram and iOS Safari only hand a link to the wallet app from a
 * new browsing context, so there `_blank`; elsewhere the page itself (`_self`), so a browser that
 * cannot open the app stays on the dapp.
 */
export function getDeepLinkTarget(win: BrowserWindow | undefined = globalThis as BrowserWindow) {
  return isTelegram(win) || isIosSafari(win?.navigator?.userAgent) ? '_blank' : '_self'
}
