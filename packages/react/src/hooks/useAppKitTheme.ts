import { setThemeMode, setThemeVariables, type ThemeMode, type ThemeVariables } from '@airlock/core'
import { useMemo } from 'react'
import { useAppKitOrThrow, useAppKitSelector } from './useAppKitSelector.js'

export type UseAppKitThemeReturnType = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode: (themeMode: ThemeMode) => void
  setThemeVariables: (themeVariables: ThemeVariables) => void
}

/** The modal's theme and setters for it. */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const appKit = useAppKitOrThrow()
  const theme = useAppKitSelector((state) => state.theme)
  const setters = useMemo(
    () => ({
      setThemeMode: (themeMode: ThemeMode) => setThemeMode(appKit, themeMode),
      setThemeVariables: (themeVariables: ThemeVariables) =>
        setThemeVariables(appKit, themeVariables),
    }),
    [appKit],
  )
  return {
    themeMode: theme.themeMode,
    themeVariables: theme.themeVariables as ThemeVariables,
    ...setters,
  }
}
