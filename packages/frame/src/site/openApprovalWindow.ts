import {
  type ApprovalWindowRequest,
  approvalWindowAnswerSchema,
  approvalWindowPath,
  approvalWindowReadySchema,
} from './approvalWindowMessages.js'

/** The approval window as its opener sees it. */
export type ApprovalWindowProxy = {
  readonly closed: boolean
  postMessage(message: unknown, targetOrigin: string): void
  focus(): void
  close(): void
}

/** The parts of the frame's window that open and hear the approval window (injectable for tests). */
export type ApprovalOpenerWindow = {
  readonly location: { readonly origin: string }
  readonly crypto: { randomUUID(): string }
  open(url: string, target: string, features: string): ApprovalWindowProxy | null
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  setInterval(handler: () => void, timeout: number): ReturnType<typeof setInterval>
  clearInterval(id: ReturnType<typeof setInterval> | undefined): void
}

export type OpenApprovalWindowParameters = {
  window: ApprovalOpenerWindow
  /** What the window shows: the frame card's description and options. */
  request: Omit<ApprovalWindowRequest, 'type' | 'nonce'>
}

export type ApprovalWindow = {
  /** The visitor's decision in the window; `undefined` when it was closed without one. */
  readonly decision: Promise<boolean | undefined>
  /** Brings the window to the front. */
  focus(): void
  /** Closes the window; the decision becomes `undefined`. */
  close(): void
}

/** How often the frame looks whether the visitor closed the window. */
const closedPollMs = 500

/**
 * Opens the approval in a top-level window of the frame's own origin, where the embedding page
 * cannot style, cover or click it (F3, for browsers without IntersectionObserver v2). Call it in
 * the visitor's click. The window asks for the request when ready; only that window, on the
 * frame's exact origin, is heard, and its answer counts once, and only with the nonce it was given.
 * Returns `undefined` when the browser blocked the window.
 */
export function openApprovalWindow(
  parameters: OpenApprovalWindowParameters,
): ApprovalWindow | undefined {
  const { window, request } = parameters
  const origin = window.location.origin
  const popup = window.open(
    `${origin}${approvalWindowPath}`,
    '_blank',
    'popup,width=420,height=680',
  )
  if (!popup) return undefined
  let nonce: string | undefined = window.crypto.randomUUID()
  let settle: (decision: boolean | undefined) => void = () => undefined
  const decision = new Promise<boolean | undefined>((resolve) => {
    settle = resolve
  })

  const finish = (approved: boolean | undefined) => {
    nonce = undefined
    window.removeEventListener('message', onMessage)
    window.clearInterval(watch)
    if (!popup.closed) popup.close()
    settle(approved)
  }

  // Only the window this frame opened, on the frame's own origin, is heard.
  const onMessage = (event: MessageEvent) => {
    if (event.source !== popup || event.origin !== origin || !nonce) return
    if (approvalWindowReadySchema.safeParse(event.data).success) {
      popup.postMessage({ type: 'airlock-approval-window/request', nonce, ...request }, origin)
      return
    }
    const answer = approvalWindowAnswerSchema.safeParse(event.data)
    if (answer.success && answer.data.nonce === nonce) finish(answer.data.approved)
  }

  window.addEventListener('message', onMessage)
  const watch = window.setInterval(() => {
    if (popup.closed) finish(undefined)
  }, closedPollMs)
  return {
    decision,
    focus: () => popup.focus(),
    close: () => finish(undefined),
  }
}
