import type { MessageKey } from '@airlock/core'

/** A token the picker offers. */
export type TokenPickerOption = {
  /**
   * What the picker hands back and what makes two entries one token: its chain and address
   * (`eip155:1:0x…`, compared in any case) or another id unique on the chain.
   */
  key: string
  symbol: string
  name: string
  logoUri?: string | undefined
  /** What the visitor holds, written for the locale; absent when nothing is held. */
  balance?: string | undefined
}

/** A titled group of the picker's tokens ("Your tokens", "Popular tokens"), or the only list. */
export type TokenPickerSection = {
  title?: MessageKey | undefined
  options: readonly TokenPickerOption[]
}

/**
 * The picker's sections narrowed by `search` (symbol, name or the end of the key, any case), each
 * token once: one already listed, here or in an earlier section, is left out. Emptied sections
 * are dropped.
 *
 * @example listTokenOptions([{ title: 'yourTokens', options: held }, { title: 'popularTokens', options: all }], 'us')
 */
export function listTokenOptions(
  sections: readonly TokenPickerSection[],
  search: string,
): TokenPickerSection[] {
  const query = search.trim().toLowerCase()
  const seen = new Set<string>()
  return sections
    .map((section) => ({
      ...section,
      options: section.options.filter((option) => {
        const key = option.key.toLowerCase()
        if (seen.has(key)) return false
        seen.add(key)
        return (
          !query ||
          option.symbol.toLowerCase().includes(query) ||
          option.name.toLowerCase().includes(query) ||
          key.endsWith(query)
        )
      }),
    }))
    .filter((section) => section.options.length > 0)
}
