import { afterEach, describe, expect, it } from 'vitest'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { formatMessage } from '../i18n/formatMessage.js'
import { airlockLocal } from '../networks/local.js'
import { watchStateKey } from '../state/watchState.js'
import { createMemoryStorage } from '../storage/createStorage.js'
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

  it('rejects an empty language option', () => {
    expect(() => create({ language: '' })).toThrow('language: expected at least 1')
  })
})
