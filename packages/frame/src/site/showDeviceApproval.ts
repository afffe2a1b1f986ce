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
  showCard: (label: string, children: Node[]) => () => void
}): Promise<boolean> {
  const { document, email } = parameters
  const make = <tag extends keyof HTMLElementTagNameMap>(
    tag: tag,
    properties: Partial<HTMLElementTagNameMap[tag]>,
    children: (Node | string)[] = [],
  ) => element(document, tag, properties, children)
  const cancel = make('button', { type: 'button', className: 'secondary', textContent: 'Cancel' })
  const status = make('p', { className: 'status', textContent: 'Waiting for the approval…' })
  status.setAttribute('role', 'status')
  const title = 'Approve this device'
  const close = parameters.showCard(title, [
    make('h1', { textContent: title }),
    make('p', {}, [
      'Approve this device from the link we sent to your email',
      ...(email ? [', ', make('strong', { textContent: email })] : []),
      '.',
    ]),
    make('p', {
      className: 'muted',
      textContent:
        'You logged in on a device or site your wallet has not been used on. Once approved, your wallet opens here.',
    }),
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
