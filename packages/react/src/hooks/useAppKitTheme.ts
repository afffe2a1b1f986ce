import { setThemeMode, setThemeVariables, type ThemeMode, type ThemeVariables } from '@airlock/core'
import { useMemo } from 'react'
import { useAppKitSnapshot } from './useAppKitSelector.js'

export type UseAppKitThemeReturnType = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode: (themeMode: ThemeMode) => void
  setThemeVariables: (themeVariables: ThemeVariables) => void
}

/** The modal's theme and setters for it. */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const { appKit, state } = useAppKitSnapshot()
  const setters = useMemo(
    () => ({
      setThemeMode: (themeMode: ThemeMode) => setThemeMode(appKit, themeMode),
      setThemeVariables: (themeVariables: ThemeVariables) =>
        setThemeVariables(appKit, themeVariables),
    }),
    [appKit],
  )
  return {
    themeMode: state.theme.themeMode,
    themeVariables: state.theme.themeVariables as ThemeVariables,
    ...setters,
  }
}
