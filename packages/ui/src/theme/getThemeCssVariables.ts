import type { ThemeVariables } from '@airlock/core'

/** AppKit's theme keys and the modal's own CSS variables they set. */
const themeVariableNames = {
  '--w3m-accent': '--airlock-accent',
  '--w3m-color-mix': '--airlock-color-mix',
  '--w3m-color-mix-strength': '--airlock-color-mix-strength',
  '--w3m-font-family': '--airlock-font-family',
  '--w3m-font-size-master': '--airlock-font-size-master',
  '--w3m-border-radius-master': '--airlock-border-radius-master',
  '--w3m-z-index': '--airlock-z-index',
} as const satisfies Record<keyof ThemeVariables, `--airlock-${string}`>

/**
 * Maps AppKit theme variables (`--w3m-accent`, …) to Airlock's prefixed CSS variables. A colour-mix
 * strength is a percentage, so a bare number gets `%`.
 *
 * @example getThemeCssVariables({ '--w3m-accent': '#7b3fe4' }) // { '--airlock-accent': '#7b3fe4' }
 */
export function getThemeCssVariables(themeVariables: ThemeVariables): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, name] of Object.entries(themeVariableNames)) {
    const value = themeVariables[key as keyof ThemeVariables]
    if (value === undefined || value === '') continue
    result[name] =
      key === '--w3m-color-mix-strength' && typeof value === 'number' ? `${value}%` : String(value)
  }
  return result
}
