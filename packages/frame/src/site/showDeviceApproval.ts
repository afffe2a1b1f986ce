import { cardMessages } from '../messages/en/cards.js'
import { frameMessages } from '../messages/en/frame.js'
import type { FrameMessages } from '../messages/types.js'
import { element } from './element.js'

/**
 * The frame's card while a social login waits for the device approval mailed to the account's
 * address (F9): says where to approve, with the address when known, until `wait` resolves (the
 * link was followed: true) or the visitor clicks Cancel (the wait's signal aborts: false). Rejects
 * as `wait` does (the link expired). The card goes away in every case.
 */
export function showDeviceApproval(parameters: {
  /** The address the link went to, masked (`a•••@example.com`). */
  email?: string | undefined
  wait(signal: AbortSignal): Promise<void>
  document: Document
  /** The visitor's language; undefined: English. */
  messages?: FrameMessages | undefined
  showCard: (label: string, children: Node[]) => () => void
}): Promise<boolean> {
  const { document, email } = parameters
  const texts = parameters.messages ?? { ...cardMessages, cancel: frameMessages.cancel }
  const make = <tag extends keyof HTMLElementTagNameMap>(
    tag: tag,
    properties: Partial<HTMLElementTagNameMap[tag]>,
    children: (Node | string)[] = [],
  ) => element(document, tag, properties, children)
  const cancel = make('button', {
    type: 'button',
    className: 'secondary',
    textContent: texts.cancel,
  })
  const status = make('p', { className: 'status', textContent: texts.deviceWaiting })
  status.setAttribute('role', 'status')
  const title = texts.deviceTitle
  // The address stays in its own element, wherever the language puts it in the sentence.
  const [beforeEmail = '', afterEmail = ''] = texts.deviceInstructionTo.split('{email}')
  const close = parameters.showCard(title, [
    make('h1', { textContent: title }),
    make(
      'p',
      {},
      email
        ? [beforeEmail, make('strong', { textContent: email }), afterEmail]
        : [texts.deviceInstruction],
    ),
    make('p', { className: 'muted', textContent: texts.deviceNote }),
    status,
    make('div', { className: 'actions' }, [cancel]),
  ])
  const controller = new AbortController()
  let done = false
  return new Promise<boolean>((resolve, reject) => {
    const finish = (settle: () => void) => {
      if (done) return
      done = true
      close()
      settle()
    }
    cancel.addEventListener('click', () => {
      finish(() => resolve(false))
      controller.abort()
    })
    parameters.wait(controller.signal).then(
      () => finish(() => resolve(true)),
      (error: unknown) => finish(() => reject(error)),
    )
  })
}
