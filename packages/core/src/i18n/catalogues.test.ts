import { describe, expect, it } from 'vitest'
import { formatMessage } from './formatMessage.js'
import { messageGroups } from './groups.js'
import { getTextDirection, languages, resolveLanguage } from './languages.js'
import { loadMessageGroup } from './loadMessageGroup.js'
import { loadMessages } from './loadMessages.js'
import { en, type MessageKey, type Messages } from './messages.js'

/** The names a message fills (`{wallet}`, and `count` of `{count, plural, …}`), sorted. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)(?:, plural,)?/g)].map((match) => match[1] as string).sort()
}

/** Braces balance, and every plural has the `other` form CLDR always falls back to. */
function isWellFormed(message: string): boolean {
  let depth = 0
  for (const character of message) {
    if (character === '{') depth += 1
    if (character === '}') depth -= 1
    if (depth < 0) return false
  }
  if (depth !== 0) return false
  return !/, plural,/.test(message) || /\bother \{/.test(message)
}

const keys = Object.keys(en).sort() as MessageKey[]
const samples = {
  count: 3,
  wallet: 'Rabby',
  network: 'Base',
  address: '0x12…34',
  value: '$1.00',
  price: '$0.50',
  amount: '2',
  symbol: 'ETH',
  app: 'Demo',
  seconds: 30,
  email: 'a@b.c',
  position: 1,
  length: 6,
  message: 'Invalid code',
  reason: 'Too little received',
  name: 'Google',
  terms: 'Terms',
  privacy: 'Privacy',
  platform: 'iOS',
}

describe('message catalogues', () => {
  it('has at least 20 languages besides English, Arabic, Hebrew and Persian right to left', () => {
    expect(languages.length).toBeGreaterThanOrEqual(21)
    for (const language of ['ar', 'he', 'fa']) expect(getTextDirection(language)).toBe('rtl')
    expect(getTextDirection('ja')).toBe('ltr')
  })

  it.each(languages.filter((language) => language !== 'en'))(
    '%s has every key, no other, and the same placeholders as English',
    async (language) => {
      const messages: Messages = await loadMessages({ language })
      expect(Object.keys(messages).sort()).toEqual(keys)
      for (const key of keys) {
        const message = messages[key]
        expect(message.trim(), `${language}.${key} is empty`).not.toBe('')
        expect(isWellFormed(message), `${language}.${key} is malformed: ${message}`).toBe(true)
        expect(placeholders(message), `${language}.${key}: ${message}`).toEqual(
          placeholders(en[key]),
        )
        const filled = formatMessage(messages, key, samples, language)
        expect(filled, `${language}.${key} leaves a placeholder: ${filled}`).not.toMatch(/[{}]/)
      }
    },
  )

  it.each(languages)(
    '%s splits into the same groups as English, each with its keys only',
    async (language) => {
      const seen: string[] = []
      for (const group of messageGroups) {
        const english = Object.keys(await loadMessageGroup({ language: 'en', group })).sort()
        const texts = Object.keys(await loadMessageGroup({ language, group })).sort()
        expect(texts, `${language}/${group}`).toEqual(english)
        seen.push(...texts)
      }
      // Every key in exactly one group.
      expect(seen.sort()).toEqual(keys)
    },
  )

  it('English is well formed too', () => {
    for (const key of keys) expect(isWellFormed(en[key]), key).toBe(true)
  })

  it('the checks catch a missing or renamed placeholder', () => {
    expect(placeholders('Continuer dans {portefeuille}')).not.toEqual(
      placeholders(en.continueInWallet),
    )
    expect(isWellFormed('{count, plural, one {# wallet}}')).toBe(false)
    expect(isWellFormed('Open {wallet')).toBe(false)
  })
})

describe('formatMessage plurals', () => {
  it('picks the CLDR form of the locale', async () => {
    expect(formatMessage(en, 'walletCount', { count: 1 })).toBe('1 wallet')
    expect(formatMessage(en, 'walletCount', { count: 1200 })).toBe('1,200 wallets')
    const ru = await loadMessages({ language: 'ru' })
    expect(formatMessage(ru, 'walletCount', { count: 1 }, 'ru')).toBe('1 кошелёк')
    expect(formatMessage(ru, 'walletCount', { count: 3 }, 'ru')).toBe('3 кошелька')
    expect(formatMessage(ru, 'walletCount', { count: 5 }, 'ru')).toBe('5 кошельков')
    const ar = await loadMessages({ language: 'ar' })
    expect(formatMessage(ar, 'walletCount', { count: 2 }, 'ar')).toBe('محفظتان')
    expect(formatMessage(en, 'continueInWallet', { wallet: 'Rabby' })).toBe('Continue in Rabby')
  })
})

describe('resolveLanguage', () => {
  it('takes the first supported preference, by tag then base language', () => {
    expect(resolveLanguage(['fr-CA', 'en'])).toBe('fr')
    expect(resolveLanguage(['xx', 'pt-BR'])).toBe('pt')
    expect(resolveLanguage(['zh-Hant-HK'])).toBe('zh-TW')
    expect(resolveLanguage(['zh'])).toBe('zh-CN')
    expect(resolveLanguage(['iw'])).toBe('he')
    expect(resolveLanguage(['xx'])).toBe('en')
    expect(resolveLanguage([])).toBe('en')
  })
})
