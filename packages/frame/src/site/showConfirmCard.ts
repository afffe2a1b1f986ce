import type { FrameMessages } from '../messages/types.js'
import { element } from './element.js'

/** The gate that enables the confirming button (F3's visibility gate, as Approve uses). */
export type ConfirmGate = {
  /** Whether the confirming click may count now. */
  readonly isOpen: boolean
  stop(): void
}

/**
 * A card of the frame that asks the visitor to confirm a change to their login: the page that
 * asks (its verified origin first), a title, rows of what changes, a note, then Cancel and the
 * confirming button. Resolves true only on a real click on that button while the gate is open
 * (the card really visible, as for Approve), false on Cancel. Until then the frame tells the
 * server nothing.
 */
export function showConfirmCard(parameters: {
  title: string
  rows: readonly (readonly [label: string, value: string])[]
  note: string
  confirm: string
  /** The embedding page's origin, as the frame verified it. */
  origin: string
  document: Document
  texts: Pick<FrameMessages, 'requestFrom' | 'cancel'>
  showCard: (label: string, children: Node[]) => () => void
  /** Watches the card of `node`; `onChange(true)` once a click on it may count. */
  watchVisibility: (node: Element, onChange: (open: boolean) => void) => ConfirmGate
}): Promise<boolean> {
  const { document, texts, title } = parameters
  // The origin stays in its own element, wherever the language puts it in the sentence.
  const [beforeOrigin = '', afterOrigin = ''] = texts.requestFrom.split('{origin}')
  const make = <tag extends keyof HTMLElementTagNameMap>(
    tag: tag,
    properties: Partial<HTMLElementTagNameMap[tag]>,
    children: (Node | string)[] = [],
  ) => element(document, tag, properties, children)
  return new Promise<boolean>((resolve) => {
    const confirm = make('button', {
      type: 'button',
      className: 'primary',
      textContent: parameters.confirm,
      disabled: true,
    })
    const cancel = make('button', {
      type: 'button',
      className: 'secondary',
      textContent: texts.cancel,
    })
    const close = parameters.showCard(title, [
      make('p', { className: 'origin' }, [
        make('span', { className: 'muted', textContent: beforeOrigin }),
        make('strong', { textContent: parameters.origin }),
        ...(afterOrigin ? [make('span', { className: 'muted', textContent: afterOrigin })] : []),
      ]),
      make('h1', { textContent: title }),
      make(
        'dl',
        {},
        parameters.rows.map(([label, value]) =>
          make('div', { className: 'row' }, [
            make('dt', { textContent: label }),
            make('dd', {}, [make('pre', { textContent: value })]),
          ]),
        ),
      ),
      make('p', { className: 'muted', textContent: parameters.note }),
      make('div', { className: 'actions' }, [cancel, confirm]),
    ])
    const gate = parameters.watchVisibility(confirm, (open) => {
      confirm.disabled = !open
    })
    const finish = (confirmed: boolean) => {
      gate.stop()
      close()
      resolve(confirmed)
    }
    // Only a click the browser made confirms: the page's scripts cannot reach this document, and
    // a script in it cannot make a trusted click.
    confirm.addEventListener('click', (event) => event.isTrusted && gate.isOpen && finish(true))
    cancel.addEventListener('click', () => finish(false))
  })
}
