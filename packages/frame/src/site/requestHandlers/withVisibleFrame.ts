import type { FrameVisibilityReason } from '../../protocol/schemas.js'
import type { FrameHandlerContext } from './context.js'

/** Shows the frame over the page for request `id` while `run` asks the visitor, then hides it. */
export async function withVisibleFrame<result>(
  context: FrameHandlerContext,
  reason: FrameVisibilityReason,
  id: string,
  run: () => Promise<result>,
) {
  context.setVisible(true, reason, id)
  try {
    return await run()
  } finally {
    context.setVisible(false, reason, id)
  }
}
