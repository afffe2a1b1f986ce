import { AirlockError } from '@airlock/blockchain-api'
import { UserRejectedError } from '../errors/frame.js'
import { frameMessages } from '../messages/en/frame.js'
import type { FrameMessages } from '../messages/types.js'
import { element } from './element.js'

/** What a failed step says: an Airlock error's short text (it names the fallback), else the browser's. */
function describeFailure(error: unknown, fallback: string): string {
  if (error instanceof AirlockError && error.shortMessage) return error.shortMessage
  return error instanceof Error && error.message ? error.message : fallback
}

/**
 * The frame's passkey-first card: "Create a passkey" (sign-up) and "Use your passkey" (login),
 * each run on the visitor's click in the frame (a passkey needs a user activation there), and
 * Cancel. A step that fails says why on the card (a passkey without PRF names the fallback:
 * email or a social login) and may be tried again. Resolves with the step's result; Cancel
 * rejects with UserRejectedError. The card goes away once it settles.
 */
export function showPasskeyLogin<result>(parameters: {
  signUp(): Promise<result>
  logIn(): Promise<result>
  document: Document
  /** The visitor's language; undefined: English. */
  messages?: FrameMessages | undefined
  showCard: (label: string, children: Node[]) => () => void
}): Promise<result> {
  const { document } = parameters
  const texts = parameters.messages ?? frameMessages
  const button = (className: string, textContent: string) =>
    element(document, 'button', { type: 'button', className, textContent })
  const create = button('primary', texts.createPasskey)
  const use = button('secondary', texts.usePasskey)
  const cancel = button('secondary', texts.cancel)
  const status = element(document, 'p', { className: 'status' })
  status.setAttribute('role', 'status')
  const failure = element(document, 'p', { className: 'error-text', hidden: true })
  failure.setAttribute('role', 'alert')
  const close = parameters.showCard(texts.passkeyLoginTitle, [
    element(document, 'h1', { textContent: texts.passkeyLoginTitle }),
    element(document, 'p', { className: 'muted', textContent: texts.passkeyLoginDescription }),
    element(document, 'div', { className: 'stack' }, [create, use]),
    status,
    failure,
    element(document, 'div', { className: 'actions' }, [cancel]),
  ])
  return new Promise<result>((resolve, reject) => {
    let busy = false
    const run = async (step: () => Promise<result>) => {
      if (busy) return
      busy = true
      failure.hidden = true
      create.disabled = use.disabled = true
      status.textContent = texts.waitingForPasskey
      try {
        const value = await step()
        close()
        resolve(value)
      } catch (error) {
        status.textContent = ''
        failure.textContent = describeFailure(error, texts.passkeyFailed)
        failure.hidden = false
        create.disabled = use.disabled = false
        busy = false
      }
    }
    // Only the visitor's own click: a passkey ceremony in a frame needs their activation.
    create.addEventListener('click', (event) => {
      if (event.isTrusted) void run(parameters.signUp)
    })
    use.addEventListener('click', (event) => {
      if (event.isTrusted) void run(parameters.logIn)
    })
    cancel.addEventListener('click', () => {
      if (busy) return
      close()
      reject(new UserRejectedError())
    })
  })
}
