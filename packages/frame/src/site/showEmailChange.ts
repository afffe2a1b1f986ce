import { cardMessages } from '../messages/en/cards.js'
import { frameMessages } from '../messages/en/frame.js'
import type { FrameMessages } from '../messages/types.js'
import { element } from './element.js'

/** The gate that enables the confirming button (F3's visibility gate, as Approve uses). */
export type EmailChangeGate = {
  /** Whether the confirming click may count now. */
  readonly isOpen: boolean
  stop(): void
}

/**
 * The frame's card asking whether to move the login to another email address (F4), naming the
 * page that asks, the current address and the new one. Resolves true only on a real click on
 * 'Change email' ('Add email' for a login without an address) while the gate is open (the card
 * really visible, as for Approve), false on 'Cancel'. Until then the frame tells the server
 * nothing.
 */
export function showEmailChange(parameters: {
  /** The login's address now; null for a login without one (passkey-first or social): it adds one. */
  currentEmail: string | null
  newEmail: string
  /** The embedding page's origin, as the frame verified it. */
  origin: string
  document: Document
  /** The visitor's language; undefined: English. */
  messages?: FrameMessages | undefined
  showCard: (label: string, children: Node[]) => () => void
  /** Watches the card of `node`; `onChange(true)` once a click on it may count. */
  watchVisibility: (node: Element, onChange: (open: boolean) => void) => EmailChangeGate
}): Promise<boolean> {
  const { document, currentEmail, newEmail, origin } = parameters
  const texts = parameters.messages ?? { ...frameMessages, ...cardMessages }
  // The origin stays in its own element, wherever the language puts it in the sentence.
  const [beforeOrigin = '', afterOrigin = ''] = texts.requestFrom.split('{origin}')
  const make = <tag extends keyof HTMLElementTagNameMap>(
    tag: tag,
    properties: Partial<HTMLElementTagNameMap[tag]>,
    children: (Node | string)[] = [],
  ) => element(document, tag, properties, children)
  const row = (label: string, value: string) =>
    make('div', { className: 'row' }, [
      make('dt', { textContent: label }),
      make('dd', {}, [make('pre', { textContent: value })]),
    ])
  return new Promise<boolean>((resolve) => {
    // A login without an email adds one: nothing is moved away, and the card says so.
    const adding = currentEmail === null
    const change = make('button', {
      type: 'button',
      className: 'primary',
      textContent: adding ? texts.addEmail : texts.changeEmail,
      disabled: true,
    })
    const cancel = make('button', {
      type: 'button',
      className: 'secondary',
      textContent: texts.cancel,
    })
    const title = adding ? texts.addEmailTitle : texts.changeEmailTitle
    const close = parameters.showCard(title, [
      make('p', { className: 'origin' }, [
        make('span', { className: 'muted', textContent: beforeOrigin }),
        make('strong', { textContent: origin }),
        ...(afterOrigin ? [make('span', { className: 'muted', textContent: afterOrigin })] : []),
      ]),
      make('h1', { textContent: title }),
      make(
        'dl',
        {},
        adding
          ? [row(texts.newEmail, newEmail)]
          : [row(texts.currentEmail, currentEmail), row(texts.newEmail, newEmail)],
      ),
      make('p', {
        className: 'muted',
        textContent: adding ? texts.addEmailNote : texts.changeEmailNote,
      }),
      make('div', { className: 'actions' }, [cancel, change]),
    ])
    const gate = parameters.watchVisibility(change, (open) => {
      change.disabled = !open
    })
    const finish = (confirmed: boolean) => {
      gate.stop()
      close()
      resolve(confirmed)
    }
    // Only a click the browser made confirms: the page's scripts cannot reach this document, and
    // a script in it cannot make a trusted click.
    change.addEventListener('click', (event) => event.isTrusted && gate.isOpen && finish(true))
    cancel.addEventListener('click', () => finish(false))
  })
}
