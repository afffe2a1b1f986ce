import { setThemeMode, setThemeVariables, type ThemeMode, type ThemeVariables } from '@airlock/core'
import { readThrough, requireAppKit, useAppKitSelection } from './useAppKitSelection.js'

export type UseAppKitThemeReturn = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode: (themeMode: ThemeMode) => void
  setThemeVariables: (themeVariables: ThemeVariables) => void
}

/**
 * The modal's theme and setters for it, as a reactive object. Throws before createAppKit.
 *
 * @example const theme = useAppKitTheme(); theme.setThemeMode('dark')
 */
export function useAppKitTheme(): Readonly<UseAppKitThemeReturn> {
  const start = requireAppKit('useAppKit').state.theme
  const theme = useAppKitSelection(
    (state) => ({
      themeMode: state.theme.themeMode,
      themeVariables: state.theme.themeVariables as ThemeVariables,
    }),
    { themeMode: start.themeMode, themeVariables: {} as ThemeVariables },
  )
  return readThrough(theme, {
    setThemeMode: (themeMode: ThemeMode) => setThemeMode(requireAppKit(), themeMode),
    setThemeVariables: (themeVariables: ThemeVariables) =>
      setThemeVariables(requireAppKit(), themeVariables),
  })
}
