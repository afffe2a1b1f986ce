import type { AppKit } from '../../createAppKit.js'
import type { ViewName } from '../../state/types.js'
import { resetView } from '../router.js'

/**
 * After a flow that began on `started` ends well: back to the step that opened it, as the visitor
 * left it (Send's form, when Buy or Swap funds a send), or the account as before when the account
 * opened it or it was the modal's first view.
 */
export function returnToOpener(appKit: AppKit, started: ViewName): void {
  const { router } = appKit.state
  const index = router.history.lastIndexOf(started)
  const opener = index > 0 ? router.history[index - 1] : undefined
  if (!opener || opener === 'Account') {
    resetView(appKit, { view: 'Account' })
    return
  }
  router.history = router.history.slice(0, index)
  router.view = opener
  // The swap the flow was given is done; what the opener was given (Send's arguments) stays.
  router.data = { ...router.data, swap: undefined }
}
