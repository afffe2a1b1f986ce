import type { FrameTheme } from '../protocol/themeSchema.js'
import { getThemeCssVariables } from '../theme/getThemeCssVariables.js'
import { themePalettes } from '../theme/themePalettes.js'
import { themeTokens } from '../theme/themeTokens.js'

/**
 * Dresses the frame's document as the modal's host is dressed: `data-theme`, the mode's palette,
 * the tokens derived from it, and the theme variables (`--airlock-*`; the ones no longer sent are
 * removed). All through the CSSOM, which the frame's CSP (`style-src 'self'`) allows. Only what
 * `theme` names changes: without a mode the mode stays, without variables they stay.
 */
export function applyFrameTheme(root: HTMLElement, theme: FrameTheme): void {
  const { style } = root
  for (const [name, value] of Object.entries(themeTokens)) style.setProperty(name, value)
  const mode = theme.themeMode ?? (root.dataset.theme === 'dark' ? 'dark' : 'light')
  root.dataset.theme = mode
  for (const [name, value] of Object.entries(themePalettes[mode])) style.setProperty(name, value)
  if (!theme.themeVariables) return
  const variables = getThemeCssVariables(theme.themeVariables)
  for (let index = style.length - 1; index >= 0; index--) {
    const name = style.item(index)
    if (name.startsWith('--airlock-') && !(name in variables)) style.removeProperty(name)
  }
  for (const [name, value] of Object.entries(variables)) style.setProperty(name, value)
}
