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
 * 'Change email' while the gate is open (the card really visible, as for Approve), false on
 * 'Cancel'. Until then the frame tells the server nothing.
 */
export function showEmailChange(parameters: {
  /** The login's address now; null for a social login without one. */
  currentEmail: string | null
  newEmail: string
  /** The embedding page's origin, as the frame verified it. */
  origin: string
  document: Document
  showCard: (label: string, children: Node[]) => () => void
  /** Watches the card of `node`; `onChange(true)` once a click on it may count. */
  watchVisibility: (node: Element, onChange: (open: boolean) => void) => EmailChangeGate
}): Promise<boolean> {
  const { document, currentEmail, newEmail, origin } = parameters
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
    const change = make('button', {
      type: 'button',
      className: 'primary',
      textContent: 'Change email',
      disabled: true,
    })
    const cancel = make('button', { type: 'button', className: 'secondary', textContent: 'Cancel' })
    const title = 'Change your login email?'
    const close = parameters.showCard(title, [
      make('p', { className: 'origin' }, [
        make('span', { className: 'muted', textContent: 'Request from ' }),
        make('strong', { textContent: origin }),
      ]),
      make('h1', { textContent: title }),
      make('dl', {}, [
        row('Current email', currentEmail ?? 'None (a social login)'),
        row('New email', newEmail),
      ]),
      make('p', {
        className: 'muted',
        textContent:
          'Your email is how you log in and recover this wallet. Change it only if you asked for this yourself.',
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
