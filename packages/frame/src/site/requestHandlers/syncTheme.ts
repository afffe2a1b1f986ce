import type { FrameRequestHandler } from './context.js'

/** `SYNC_THEME`: the frame's cards follow the dapp's light or dark mode. */
export const syncTheme: FrameRequestHandler<'SYNC_THEME'> = ({ ui }, { themeMode }) => {
  if (themeMode) ui.setThemeMode(themeMode)
  return undefined
}
