/**
 * AppKit's theme variables (`themeVariables` of `createAppKit`, sent to the wallet frame with
 * `SYNC_THEME`) and the prefixed CSS variables they set on a themed surface (the modal's host, the
 * frame's document).
 */
export const themeVariableNames = {
  '--w3m-accent': '--airlock-accent',
  '--w3m-color-mix': '--airlock-color-mix',
  '--w3m-color-mix-strength': '--airlock-color-mix-strength',
  '--w3m-font-family': '--airlock-font-family',
  '--w3m-font-size-master': '--airlock-font-size-master',
  '--w3m-border-radius-master': '--airlock-border-radius-master',
  '--w3m-z-index': '--airlock-z-index',
} as const

/** An AppKit theme variable's name, e.g. `'--w3m-accent'`. */
export type ThemeVariableName = keyof typeof themeVariableNames

/** AppKit theme variables by name: strings, and numbers for the mix strength and z-index. */
export type ThemeVariableValues = {
  readonly [name in ThemeVariableName]?: string | number | undefined
}
