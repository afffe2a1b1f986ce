import { cardMessages } from '../messages/en/cards.js'
import { frameMessages } from '../messages/en/frame.js'
import type { FrameMessages } from '../messages/types.js'
import { type ConfirmGate, showConfirmCard } from './showConfirmCard.js'

/** The gate that enables the confirming button (F3's visibility gate, as Approve uses). */
export type EmailChangeGate = ConfirmGate

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
  const { currentEmail, newEmail } = parameters
  const texts = parameters.messages ?? { ...frameMessages, ...cardMessages }
  // A login without an email adds one: nothing is moved away, and the card says so.
  const adding = currentEmail === null
  return showConfirmCard({
    ...parameters,
    texts,
    title: adding ? texts.addEmailTitle : texts.changeEmailTitle,
    rows: adding
      ? [[texts.newEmail, newEmail]]
      : [
          [texts.currentEmail, currentEmail],
          [texts.newEmail, newEmail],
        ],
    note: adding ? texts.addEmailNote : texts.changeEmailNote,
    confirm: adding ? texts.addEmail : texts.changeEmail,
  })
}
