import { expect, test } from 'vitest'
import { cardMessages } from './en/cards.js'
import { describeMessages } from './en/describe.js'
import { frameMessages } from './en/frame.js'
import { frameLanguages } from './languages.js'
import { loadFrameMessages } from './loadFrameMessages.js'

const groups = [frameMessages, cardMessages, describeMessages]
const english: Record<string, string> = Object.assign({}, ...groups)

/** A text's placeholders (`{name}`), sorted. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort()

test('no key is in two of the English groups', () => {
  const keys = groups.flatMap((group) => Object.keys(group))
  expect(new Set(keys).size).toBe(keys.length)
})

test.each(frameLanguages.filter((language) => language !== 'en'))(
  '%s has every English key, no other, each translated with the same placeholders',
  async (language) => {
    const messages: Record<string, string> | undefined = await loadFrameMessages(language)
    expect(Object.keys(messages ?? {}).sort()).toEqual(Object.keys(english).sort())
    for (const [key, text] of Object.entries(messages ?? {})) {
      expect(text.trim(), `${language}.${key}`).not.toBe('')
      expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(english[key] ?? ''))
    }
  },
)

test('English is built in: nothing loads for it', async () => {
  await expect(loadFrameMessages('en')).resolves.toBeUndefined()
})
