import type { FrameRequestHandler } from './context.js'

/**
 * `SYNC_THEME`: the frame's cards wear the modal's theme, its mode and theme variables (accent,
 * colour mix, font, font size and radius units). The payload passed its strict schema first: known
 * names only, each a plain value of its kind within bounds, so the page cannot hide what a card
 * says. AppKit's derived `w3mThemeVariables` are not needed: the frame derives its own.
 */
export const syncTheme: FrameRequestHandler<'SYNC_THEME'> = (
  { ui },
  { themeMode, themeVariables },
) => {
  ui.setTheme({ themeMode, themeVariables })
  return undefined
}
