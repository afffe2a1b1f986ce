import type { AppKit } from '../createAppKit.js'
import { normalizeThemeVariables } from '../options/normalizeThemeVariables.js'
import type { ThemeMode, ThemeVariables } from '../options/types.js'

/** Switches between the light and dark theme. */
export function setThemeMode(appKit: AppKit, themeMode: ThemeMode): void {
  appKit.state.theme.themeMode = themeMode
}

/**
 * Merges AppKit theme variables (`--w3m-accent`, `--apkt-accent`, …) into the current ones; an
 * `--apkt-*` key sets its `--w3m-*` twin, and `--w3m-qr-color` (or `--apkt-qr-color`) the QR code's
 * colour.
 *
 * @example setThemeVariables(appKit, { '--apkt-accent': '#7b3fe4' })
 */
export function setThemeVariables(appKit: AppKit, themeVariables: ThemeVariables): void {
  const { theme } = appKit.state
  const next = normalizeThemeVariables(themeVariables)
  theme.themeVariables = { ...theme.themeVariables, ...next.themeVariables }
  if (next.qrColor !== undefined) theme.qrColor = next.qrColor
}
