import { describe, expect, it } from 'vitest'
import { setLanguage } from '../actions/setLanguage.js'
import { createAppKit } from '../createAppKit.js'
import { getLocale } from '../i18n/getLocale.js'
import { en } from '../i18n/messages.js'
import { airlockLocal } from '../networks/local.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { formatBalance } from './formatBalance.js'
import { formatCurrency } from './formatCurrency.js'
import { formatCurrencyName } from './formatCurrencyName.js'
import { formatDateTime } from './formatDateTime.js'
import { formatRelativeTime } from './formatRelativeTime.js'
import { formatUsd } from './formatUsd.js'

// Intl output carries invisible direction and narrow no-break spaces in some locales: compare
// with them made visible as plain spaces, and the marks dropped.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\s/g, ' ')

describe('formatBalance in a locale', () => {
  it.each([
    ['en-US', '9999.98765', 3, '9,999.987'],
    ['de-DE', '9999.98765', 3, '9.999,987'],
    ['fr-FR', '1234567.891', 2, '1 234 567,89'],
    ['hi-IN', '1234567.891', 2, '12,34,567.89'],
    ['fa', '1234.5', 3, '۱٬۲۳۴٫۵'],
    ['ja-JP', '0.0009', 3, '0'],
    ['sv-SE', '-12345.6789', 2, '−12 345,67'],
  ])('%s writes %j with %i decimals as %j', (locale, value, decimals, expected) => {
    expect(plain(formatBalance(value, decimals, locale))).toBe(expected)
  })

  it('keeps every digit of an amount beyond a float’s precision, floored', () => {
    expect(formatBalance('123456789012345678.987654321', 3, 'en-US')).toBe(
      '123,456,789,012,345,678.987',
    )
  })

  it('without a locale stays plain digits (what inputs and the API take)', () => {
    expect(formatBalance('9999.98765')).toBe('9999.987')
  })
})

describe('formatUsd in a locale', () => {
  it.each([
    ['en-US', '$1,275,000.50'],
    ['de-DE', '1.275.000,50 $'],
    ['fr-FR', '1 275 000,50 $US'],
    ['ja-JP', '$1,275,000.50'],
    ['en-IN', '$12,75,000.50'],
  ])('%s: %s', (locale, expected) => {
    expect(plain(formatUsd(1275000.5, locale))).toBe(expected)
  })
})

describe('formatCurrency: fiat amounts in any currency, in a locale', () => {
  it.each([
    ['en-US', '1234.5', 'EUR', '€1,234.50'],
    ['de-DE', '1234.5', 'EUR', '1.234,50 €'],
    ['fr-FR', '1234.5', 'GBP', '1 234,50 £GB'],
    ['ja-JP', '1234.5', 'JPY', '￥1,235'],
    ['en-US', '1234.5', 'JPY', '¥1,235'],
    ['ar', '50.5', 'EUR', '50.50 €'],
    ['pt-BR', '1234.5', 'BRL', 'R$ 1.234,50'],
    ['en-IN', '1275000', 'INR', '₹12,75,000.00'],
  ])('%s writes %s %s as %j', (locale, amount, currency, expected) => {
    expect(plain(formatCurrency(amount, currency, locale))).toBe(expected)
  })

  it('drops the decimals of a whole amount when asked (the Buy view’s presets)', () => {
    expect(formatCurrency('50', 'USD', 'en-US', { whole: true })).toBe('$50')
    expect(plain(formatCurrency('250', 'EUR', 'de-DE', { whole: true }))).toBe('250 €')
    expect(formatCurrency('50.5', 'USD', 'en-US', { whole: true })).toBe('$50.50')
  })

  it('keeps every digit of a large amount (a decimal string, not a float)', () => {
    expect(formatCurrency('123456789012345678.25', 'USD')).toBe('$123,456,789,012,345,678.25')
  })

  it('writes a token symbol after the amount, cut to 6 decimals', () => {
    expect(formatCurrency('50', 'AUSD')).toBe('50 AUSD')
    expect(plain(formatCurrency('0.1234567', 'ETH', 'fr-FR'))).toBe('0,123456 ETH')
    expect(formatCurrency('1', 'usdc')).toBe('1 usdc')
  })
})

describe('formatCurrencyName: a fiat currency named in the locale', () => {
  it.each([
    ['USD', 'en-US', 'USD · US Dollar'],
    ['EUR', 'fr-FR', 'EUR · euro'],
    ['USD', 'ja-JP', 'USD · 米ドル'],
    ['gbp', 'en-GB', 'GBP · British Pound'],
  ])('%s in %s', (code, locale, expected) => {
    expect(formatCurrencyName(code, locale)).toBe(expected)
  })

  it('keeps the code where there is no name: an unknown code, a token symbol', () => {
    expect(formatCurrencyName('XYZ', 'en-US')).toBe('XYZ')
    expect(formatCurrencyName('AUSD', 'en-US')).toBe('AUSD')
  })
})

describe('formatDateTime in a locale', () => {
  const minedAt = '2025-03-04T05:06:07Z'
  it.each([
    ['en-US', 'Mar 4, 2025, 5:06 AM'],
    ['de-DE', '04.03.2025, 05:06'],
    ['ja-JP', '2025/03/04 5:06'],
    ['fr-FR', '4 mars 2025, 05:06'],
  ])('%s: %s', (locale, expected) => {
    expect(plain(formatDateTime(minedAt, locale, 'UTC'))).toBe(expected)
  })

  it('uses the locale’s own calendar and digits (Persian: the solar hijri calendar)', () => {
    expect(plain(formatDateTime(minedAt, 'fa', 'UTC'))).toContain('۱۴۰۳')
  })
})

describe('formatRelativeTime in a locale', () => {
  it('writes the count with the locale’s digits', () => {
    const now = Date.parse('2025-03-04T05:20:00Z')
    const messages = { ...en, relativeTimeMinutes: '{count} دقیقه' }
    expect(formatRelativeTime(messages, '2025-03-04T05:08:00Z', now, 'fa')).toBe('۱۲ دقیقه')
    expect(formatRelativeTime(en, '2025-03-04T05:08:00Z', now)).toBe('12 min')
  })
})

describe('getLocale', () => {
  const make = async (language: string) => {
    const appKit = createAppKit({
      adapters: [createTestAdapter()],
      networks: [airlockLocal],
      projectId: 'test',
      apiUrl: 'http://127.0.0.1:9',
      storage: createMemoryStorage(),
      language,
    })
    await appKit.ready
    return appKit
  }

  it('is the visitor’s regional tag for the modal’s language', async () => {
    const appKit = await make('pt-BR')
    await setLanguage(appKit, { language: 'pt' })
    expect(getLocale(appKit)).toBe('pt-BR')
  })

  it('is the language itself when the visitor’s tag is of another language', async () => {
    const appKit = await make('en-GB')
    expect(getLocale(appKit)).toBe('en-GB')
    await setLanguage(appKit, { language: 'ar' })
    expect(getLocale(appKit)).toBe('ar')
  })
})
