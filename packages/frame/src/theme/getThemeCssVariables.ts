import { type ThemeVariableValues, themeVariableNames } from './themeVariableNames.js'

/**
 * Maps AppKit theme variables (`--w3m-accent`, …) to Airlock's prefixed CSS variables, the ones
 * `themeTokens` read. A colour-mix strength is a percentage, so a bare number gets `%`; unset and
 * empty values are left out.
 *
 * @example getThemeCssVariables({ '--w3m-accent': '#7b3fe4' }) // { '--airlock-accent': '#7b3fe4' }
 */
export function getThemeCssVariables(themeVariables: ThemeVariableValues): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, name] of Object.entries(themeVariableNames)) {
    const value = themeVariables[key as keyof ThemeVariableValues]
    if (value === undefined || value === '') continue
    result[name] =
      key === '--w3m-color-mix-strength' && typeof value === 'number' ? `${value}%` : String(value)
  }
  return result
}
