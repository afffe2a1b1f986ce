import type { VisibilityGate } from './createVisibilityGate.js'

const providerNames: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

/** How the question names a login: 'email login', 'Google login'. */
function describeLogin(login: string): string {
  return login === 'email' ? 'email login' : `${providerNames[login] ?? login} login`
}

/**
 * The frame's card asking whether to link the login just made with another login of the same
 * verified email, naming both. Resolves true only on a real click on 'Link logins' (enabled only
 * while the card is really visible, as Approve is), false on 'Keep separate'.
 */
export function showLinkChoice(parameters: {
  email: string
  thisLogin: string
  otherLogin: string
  document: Document
  showCard: (label: string, children: Node[]) => () => void
  /** Watches the card of `node` for real visibility (F3). */
  watchVisibility: (node: Element, onChange: (open: boolean) => void) => VisibilityGate
}): Promise<boolean> {
  const { document, email, thisLogin, otherLogin } = parameters
  const make = <tag extends keyof HTMLElementTagNameMap>(
    tag: tag,
    properties: Partial<HTMLElementTagNameMap[tag]>,
  ) => Object.assign(document.createElement(tag), properties)
  return new Promise<boolean>((resolve) => {
    const link = make('button', {
      type: 'button',
      className: 'primary',
      textContent: 'Link logins',
      disabled: true,
    })
    const keep = make('button', {
      type: 'button',
      className: 'secondary',
      textContent: 'Keep separate',
    })
    const actions = make('div', { className: 'actions' })
    actions.append(keep, link)
    const close = parameters.showCard('Link your logins?', [
      make('h1', { textContent: 'Link your logins?' }),
      make('p', {
        textContent: `Your ${describeLogin(otherLogin)} uses ${email} too. Link it with this ${describeLogin(thisLogin)}, so both open the same wallet?`,
      }),
      make('p', {
        className: 'muted',
        textContent:
          'Nothing is linked unless you choose it. Keep them separate to use a wallet of its own with this login.',
      }),
      actions,
    ])
    const gate = parameters.watchVisibility(link, (open) => {
      link.disabled = !open
    })
    const finish = (linked: boolean) => {
      gate.stop()
      close()
      resolve(linked)
    }
    // Only a click the browser made links: a script in the frame's document cannot.
    link.addEventListener('click', (event) => event.isTrusted && gate.isOpen && finish(true))
    keep.addEventListener('click', () => finish(false))
  })
}
