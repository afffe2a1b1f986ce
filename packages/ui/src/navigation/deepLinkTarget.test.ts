import { expect, it } from 'vitest'
import { getDeepLinkTarget, isIosSafari, isTelegram } from './deepLinkTarget.js'

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const iphoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1'
const android =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36'

it('recognises iOS Safari and Telegram', () => {
  expect(isIosSafari(iphoneSafari)).toBe(true)
  expect(isIosSafari(iphoneChrome)).toBe(false)
  expect(isIosSafari(android)).toBe(false)
  expect(isTelegram({ TelegramWebviewProxy: {} })).toBe(true)
  expect(isTelegram({})).toBe(false)
})

it('opens deep links in a new context on Telegram and iOS Safari only', () => {
  expect(getDeepLinkTarget({ navigator: { userAgent: iphoneSafari } })).toBe('_blank')
  expect(getDeepLinkTarget({ Telegram: {}, navigator: { userAgent: android } })).toBe('_blank')
  expect(getDeepLinkTarget({ navigator: { userAgent: android } })).toBe('_self')
})
