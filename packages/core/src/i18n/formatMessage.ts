import type { MessageKey, Messages } from './messages.js'

/**
 * Looks `key` up in `messages` and fills its placeholders: `{name}` with the value (numbers
 * formatted for `locale`), `{count, plural, …}` with the branch CLDR's rules for `locale` pick.
 * A key whose group is not loaded yet (see loadMessageGroups) reads as an empty text.
 *
 * @example formatMessage(en, 'continueInWallet', { wallet: 'Rabby' }) // 'Continue in Rabby'
 * @example formatMessage(en, 'walletCount', { count: 1 }) // '1 wallet'
 */
export function formatMessage(
  messages: Partial<Messages>,
  key: MessageKey,
  values: Record<string, string | number> = {},
  locale = 'en',
): string {
  const format = (value: string | number) =>
    typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value
  return (
    (messages[key] ?? '')
      // `{count, plural, one {# wallet} other {# wallets}}`: branches hold text and `#`.
      .replace(
        /\{(\w+), plural,((?:[^{}]|\{[^{}]*\})*)\}/g,
        (match, name: string, branches: string) => {
          const value = values[name]
          if (typeof value !== 'number') return match
          const forms: Record<string, string> = {}
          for (const [, form, text] of branches.matchAll(/(=?\w+)\s*\{([^{}]*)\}/g)) {
            forms[form as string] = text as string
          }
          const text =
            forms[`=${value}`] ?? forms[new Intl.PluralRules(locale).select(value)] ?? forms.other
          return (text ?? '').replace(/#/g, format(value))
        },
      )
      .replace(/\{(\w+)\}/g, (match, name: string) =>
        name in values ? format(values[name] as string | number) : match,
      )
  )
}
