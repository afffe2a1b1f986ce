import { afterEach, describe, expect, it } from 'vitest'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { formatMessage } from '../i18n/formatMessage.js'
import { airlockLocal } from '../networks/local.js'
import { hasMessageGroups } from '../selectors/hasMessageGroups.js'
import { watchStateKey } from '../state/watchState.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { loadMessageGroups } from './loadMessageGroups.js'
import { setLanguage } from './setLanguage.js'

const instances: AppKit[] = []
const create = (options: Partial<Parameters<typeof createAppKit>[0]> = {}) => {
  const appKit = createAppKit({
    networks: [airlockLocal],
    projectId: 'p',
    storage: createMemoryStorage(),
    ...options,
  })
  instances.push(appKit)
  return appKit
}
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

const languageOf = (appKit: AppKit, language: string) =>
  new Promise<void>((resolve) => {
    if (appKit.state.language === language) return resolve()
    const stop = watchStateKey(appKit, 'language', (value) => {
      if (value === language) {
        stop()
        resolve()
      }
    })
  })

describe('language', () => {
  it('starts in English and loads the `language` option’s catalogue', async () => {
    const appKit = create({ language: 'ar' })
    expect(appKit.state.language).toBe('en')
    await languageOf(appKit, 'ar')
    expect(formatMessage(appKit.options.messages, 'connectWallet')).toBe('ربط المحفظة')
  })

  it('keeps the `messages` overrides over any language', async () => {
    const appKit = create({ language: 'de', messages: { connectWallet: 'Los geht’s' } })
    await languageOf(appKit, 'de')
    await loadMessageGroups(appKit, { groups: ['account'] })
    expect(appKit.options.messages.connectWallet).toBe('Los geht’s')
    expect(appKit.options.messages.disconnect).toBe('Trennen')
    await setLanguage(appKit, { language: 'en' })
    expect(appKit.options.messages.connectWallet).toBe('Los geht’s')
    expect(appKit.options.messages.disconnect).toBe('Disconnect')
  })

  it('falls back to English for an unsupported language, and the last call wins', async () => {
    const appKit = create()
    expect(await setLanguage(appKit, { language: ['xx-YY'] })).toBe('en')
    const first = setLanguage(appKit, { language: 'ja' })
    const second = setLanguage(appKit, { language: 'pt-BR' })
    await Promise.all([first, second])
    expect(appKit.state.language).toBe('pt')
    expect(appKit.options.messages.connectWallet).toBe('Conectar carteira')
  })

  it('starts with the buttons’ texts only; each group loads when asked, in the current language', async () => {
    const appKit = create()
    expect(appKit.options.messages.connectWallet).toBe('Connect Wallet')
    expect(appKit.options.messages.allWallets).toBeUndefined()
    expect(formatMessage(appKit.options.messages, 'swapPay')).toBe('')
    expect(hasMessageGroups(appKit, ['start'])).toBe(true)
    expect(hasMessageGroups(appKit, ['modal'])).toBe(false)
    await loadMessageGroups(appKit, { groups: ['modal', 'swap'] })
    expect(hasMessageGroups(appKit, ['modal', 'swap'])).toBe(true)
    expect(appKit.options.messages.allWallets).toBe('All Wallets')
    expect(appKit.options.messages.swapPay).toBe('You pay')
    expect(appKit.options.messages.disconnect).toBeUndefined()

    // A new language brings the groups shown so far in that language, and no other.
    await setLanguage(appKit, { language: 'fr' })
    expect(hasMessageGroups(appKit, ['start', 'modal', 'swap'])).toBe(true)
    expect(hasMessageGroups(appKit, ['account'])).toBe(false)
    expect(appKit.options.messages.connectWallet).toBe('Connecter un portefeuille')
    expect(appKit.options.messages.swapPay).not.toBe('You pay')
    expect(appKit.options.messages.disconnect).toBeUndefined()
  })

  it('a group still loading when the language changes is loaded again in the new one', async () => {
    const appKit = create()
    const loading = loadMessageGroups(appKit, { groups: ['names'] })
    await setLanguage(appKit, { language: 'de' })
    await loading
    expect(appKit.state.language).toBe('de')
    expect(hasMessageGroups(appKit, ['names'])).toBe(true)
    expect(appKit.options.messages.done).toBe('Fertig')
    expect(appKit.options.messages.done).not.toBe('Done')
  })

  it('rejects an empty language option', () => {
    expect(() => create({ language: '' })).toThrow('language: expected at least 1')
  })
})
