import {
  type ApprovalWindowAnswer,
  type ApprovalWindowReady,
  approvalWindowRequestSchema,
} from './approvalWindowMessages.js'
import type { FrameUi } from './createDomUi.js'
import type { ApprovalDescription } from './describeRequest.js'

type ApprovalOptions = NonNullable<Parameters<FrameUi['requestApproval']>[1]>

/** The parts of the approval window's own window it uses (injectable for tests). */
export type ApprovalWindowSelf = {
  readonly opener: { postMessage(message: unknown, targetOrigin: string): void } | null
  readonly top: unknown
  readonly location: { readonly origin: string }
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  close(): void
}

export type StartApprovalWindowParameters = {
  window: ApprovalWindowSelf
  ui: Pick<FrameUi, 'requestApproval' | 'setTheme' | 'setLanguage'>
  /** Shown while there is no request (yet, or at all: a window no frame opened); '' clears it. */
  showStatus(text: string): void
}

export type StartApprovalWindowReturnType = {
  /** The visitor's decision as sent to the frame; never settles without a request. */
  decision: Promise<boolean>
  stop(): void
}

/**
 * The approval window's program (the page at `/approve` on the frame's origin): it asks its opener,
 * the wallet frame, for the request; shows it with Approve and Reject as the frame would; and sends
 * the decision back with the request's nonce. Only its opener on the frame's exact origin is heard
 * and written to, and the page runs only as a top-level window (its CSP forbids framing it too).
 */
export function startApprovalWindow(
  parameters: StartApprovalWindowParameters,
): StartApprovalWindowReturnType {
  const { window, ui } = parameters
  const origin = window.location.origin
  const opener = window.opener
  let settle: (approved: boolean) => void = () => undefined
  const decision = new Promise<boolean>((resolve) => {
    settle = resolve
  })
  if (!opener || window.top !== window) {
    parameters.showStatus('Open this window from your wallet to review a request.')
    return { decision, stop: () => undefined }
  }

  const onMessage = async (event: MessageEvent) => {
    if (event.source !== opener || event.origin !== origin) return
    const request = approvalWindowRequestSchema.safeParse(event.data)
    if (!request.success) return
    // One request per window: a second one is not shown.
    window.removeEventListener('message', onMessage)
    parameters.showStatus('')
    ui.setTheme({ themeMode: request.data.themeMode, themeVariables: request.data.themeVariables })
    // The frame's language: its buttons, and right to left where the language is written so.
    if (request.data.language) await ui.setLanguage?.(request.data.language)
    // The frame card's options, less what cannot cross windows (its abort signal) and what the
    // card keeps (its Buy).
    const options = Object.fromEntries(
      Object.entries(request.data.options).filter(([key]) => key !== 'signal' && key !== 'fund'),
    ) as ApprovalOptions
    const approved =
      (await ui.requestApproval(request.data.description as ApprovalDescription, options)) === true
    const answer: ApprovalWindowAnswer = {
      type: 'airlock-approval-window/answer',
      nonce: request.data.nonce,
      approved,
    }
    opener.postMessage(answer, origin)
    settle(approved)
    window.close()
  }

  parameters.showStatus('Loading the request…')
  window.addEventListener('message', onMessage)
  const ready: ApprovalWindowReady = { type: 'airlock-approval-window/ready' }
  opener.postMessage(ready, origin)
  return { decision, stop: () => window.removeEventListener('message', onMessage) }
}
