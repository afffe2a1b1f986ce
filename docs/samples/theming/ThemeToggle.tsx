import { useAppKitTheme } from '@airlock/react'

export function ThemeToggle() {
  const { themeMode, setThemeMode } = useAppKitTheme()
  return (
    <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
      {themeMode === 'dark' ? 'Light' : 'Dark'} modal
    </button>
  )
}
