import { cardMessages } from '../messages/en/cards.js'
import { formatFrameMessage } from '../messages/formatFrameMessage.js'
import type { FrameMessages } from '../messages/types.js'
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
function describeLogin(login: string, texts: typeof cardMessages): string {
  return login === 'email'
    ? texts.emailLogin
    : formatFrameMessage(texts.providerLogin, { provider: providerNames[login] ?? login })
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
  /** The visitor's language; undefined: English. */
  messages?: FrameMessages | undefined
  showCard: (label: string, children: Node[]) => () => void
  /** Watches the card of `node` for real visibility (F3). */
  watchVisibility: (node: Element, onChange: (open: boolean) => void) => VisibilityGate
}): Promise<boolean> {
  const { document, email, thisLogin, otherLogin } = parameters
  const texts = parameters.messages ?? cardMessages
  const make = <tag extends keyof HTMLElementTagNameMap>(
    tag: tag,
    properties: Partial<HTMLElementTagNameMap[tag]>,
  ) => Object.assign(document.createElement(tag), properties)
  return new Promise<boolean>((resolve) => {
    const link = make('button', {
      type: 'button',
      className: 'primary',
      textContent: texts.linkLogins,
      disabled: true,
    })
    const keep = make('button', {
      type: 'button',
      className: 'secondary',
      textContent: texts.keepSeparate,
    })
    const actions = make('div', { className: 'actions' })
    actions.append(keep, link)
    const close = parameters.showCard(texts.linkTitle, [
      make('h1', { textContent: texts.linkTitle }),
      make('p', {
        textContent: formatFrameMessage(texts.linkQuestion, {
          otherLogin: describeLogin(otherLogin, texts),
          email,
          thisLogin: describeLogin(thisLogin, texts),
        }),
      }),
      make('p', { className: 'muted', textContent: texts.linkNote }),
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
