import * as z from 'zod/mini'

// The dapp is not trusted by the frame: a theme may only restyle the frame's cards within bounds
// that keep what they say readable. Each value is a plain CSS value of its kind (no `;`, braces,
// `url()`, `var()`, comments or escapes), so it cannot reach outside its declaration or load
// anything, and it is set through the CSSOM, never written into a stylesheet.

const hexColor = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const colorNumber = String.raw`-?(?:\d{1,3}(?:\.\d{1,4})?|\.\d{1,4})(?:%|deg)?`
const functionalColor = new RegExp(
  String.raw`^(?:rgba?|hsla?)\(\s*${colorNumber}(?:\s*[ ,]\s*${colorNumber}){2}(?:\s*[,/]\s*${colorNumber})?\s*\)$`,
  'i',
)
const namedColor = /^[a-z]{3,30}$/i
/** CSS-wide keywords: they name no colour and would take the value from elsewhere. */
const cssWideKeywords = new Set(['inherit', 'initial', 'unset', 'revert'])

/** A colour: hex, `rgb()`/`rgba()`/`hsl()`/`hsla()` of numbers, or a colour's name. */
export const themeColorSchema = z.string().check(
  z.maxLength(100),
  z.refine(
    (value) =>
      hexColor.test(value) ||
      functionalColor.test(value) ||
      (namedColor.test(value) && !cssWideKeywords.has(value.toLowerCase())),
  ),
)

const familyName = String.raw`(?:-?[\p{L}\p{N}_][\p{L}\p{N} _-]*|"[\p{L}\p{N} _.-]+"|'[\p{L}\p{N} _.-]+')`
const fontFamilyList = new RegExp(String.raw`^${familyName}(?:\s*,\s*${familyName}){0,9}$`, 'u')

/** A font family list: up to 10 names, quoted or not, of letters, digits, spaces, `-` and `_`. */
export const themeFontFamilySchema = z
  .string()
  .check(z.maxLength(200), z.regex(fontFamilyList, 'Expected a list of font family names'))

const lengthPattern = /^(?:0|(?:\d{1,3}(?:\.\d{1,3})?|\.\d{1,3})(px|rem|em))$/

/** A length in px, rem or em (1rem = 1em = 16px) between `min` and `max` pixels. */
function themeLengthSchema(min: number, max: number) {
  return z.string().check(
    z.maxLength(16),
    z.refine((value) => {
      const match = lengthPattern.exec(value)
      if (!match) return false
      const pixels = Number.parseFloat(value) * (match[1] === 'px' || !match[1] ? 1 : 16)
      return pixels >= min && pixels <= max
    }),
  )
}

/** The most of `--w3m-color-mix` the frame's background takes: its texts keep a 4.5:1 contrast. */
export const maxThemeColorMixStrength = 40

/**
 * AppKit's theme variables as the frame accepts them: only these names, each a value of its kind
 * within bounds (text from 12 px, corners that never cut a card's content, a mix that keeps the
 * texts readable).
 */
export const themeVariablesSchema = z.strictObject({
  '--w3m-accent': z.optional(themeColorSchema),
  '--w3m-color-mix': z.optional(themeColorSchema),
  '--w3m-color-mix-strength': z.optional(
    z.number().check(z.minimum(0), z.maximum(maxThemeColorMixStrength)),
  ),
  '--w3m-font-family': z.optional(themeFontFamilySchema),
  '--w3m-font-size-master': z.optional(themeLengthSchema(8, 16)),
  '--w3m-border-radius-master': z.optional(themeLengthSchema(0, 10)),
  '--w3m-z-index': z.optional(z.int().check(z.minimum(-2147483648), z.maximum(2147483647))),
})

/** The theme variables the frame accepted (`SYNC_THEME`'s `themeVariables`). */
export type FrameThemeVariables = z.output<typeof themeVariablesSchema>

/** A theme for the frame's cards: the mode and the variables, each optional. */
export const frameThemeSchema = z.strictObject({
  themeMode: z.optional(z.enum(['light', 'dark'])),
  themeVariables: z.optional(themeVariablesSchema),
})

/** What `SYNC_THEME` and the approval window carry: light or dark, and the theme variables. */
export type FrameTheme = z.output<typeof frameThemeSchema>
