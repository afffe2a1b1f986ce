import type { AppKit } from '../createAppKit.js'
import type { ThemeMode, ThemeVariables } from '../options/types.js'

/** Switches between the light and dark theme. */
export function setThemeMode(appKit: AppKit, themeMode: ThemeMode): void {
  appKit.state.theme.themeMode = themeMode
}

/** Merges AppKit theme variables (`--w3m-accent`, …) into the current ones. */
export function setThemeVariables(appKit: AppKit, themeVariables: ThemeVariables): void {
  appKit.state.theme.themeVariables = { ...appKit.state.theme.themeVariables, ...themeVariables }
}
