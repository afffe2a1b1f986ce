import { type AppKitState, getThemeCssVariables } from '@airlock/core'

/**
 * Puts the theme on a host element: `data-theme` for light or dark, and the CSS variables. Variables
 * no longer set are removed.
 */
export function applyTheme(host: HTMLElement, theme: AppKitState['theme']): void {
  host.setAttribute('data-theme', theme.themeMode)
  const variables = getThemeCssVariables(theme.themeVariables)
  for (let index = host.style.length - 1; index >= 0; index--) {
    const name = host.style.item(index)
    if (name.startsWith('--airlock-') && !(name in variables)) host.style.removeProperty(name)
  }
  for (const [name, value] of Object.entries(variables)) host.style.setProperty(name, value)
}
