import type { FrameRequestHandler } from './context.js'

/**
 * `SYNC_DAPP_DATA`: the dapp's name, which the approval cards show, and the modal's language,
 * which the cards speak from now on (its catalogue loads on its own; cards asked for meanwhile
 * wait for it).
 */
export const syncDappData: FrameRequestHandler<'SYNC_DAPP_DATA'> = (
  { state, ui },
  { metadata, language },
) => {
  state.dappName = metadata?.name
  if (language) void ui.setLanguage?.(language)
  return undefined
}
