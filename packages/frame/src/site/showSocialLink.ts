import { cardMessages } from '../messages/en/cards.js'
import { frameMessages } from '../messages/en/frame.js'
import type { FrameMessages } from '../messages/types.js'
import { type ConfirmGate, showConfirmCard } from './showConfirmCard.js'

/** A provider's name as the cards say it: its id capitalised, GitHub's with its inner capital. */
const providerName = (provider: string) =>
  provider === 'github' ? 'GitHub' : `${provider.charAt(0).toUpperCase()}${provider.slice(1)}`

/**
 * The frame's card asking whether to link the social login a link attempt found to this wallet,
 * naming the page that asks, the provider, the login's name and the email it verified. Resolves
 * true only on a real click on 'Link logins' while the card is really visible, false on Cancel:
 * a login someone else finished at the provider (a forwarded link) shows a name that is not the
 * visitor's, and is never linked unless they confirm it.
 */
export function showSocialLink(parameters: {
  provider: string
  userName: string
  email: string | null
  /** The embedding page's origin, as the frame verified it. */
  origin: string
  document: Document
  /** The visitor's language; undefined: English. */
  messages?: FrameMessages | undefined
  showCard: (label: string, children: Node[]) => () => void
  watchVisibility: (node: Element, onChange: (open: boolean) => void) => ConfirmGate
}): Promise<boolean> {
  const texts = parameters.messages ?? { ...frameMessages, ...cardMessages }
  const provider = providerName(parameters.provider)
  return showConfirmCard({
    ...parameters,
    texts,
    title: texts.linkSocialTitle.replace('{provider}', provider),
    rows: [
      [texts.socialLogin, `${provider}: ${parameters.userName}`],
      ...(parameters.email ? [[texts.socialEmail, parameters.email] as const] : []),
    ],
    note: texts.linkSocialNote,
    confirm: texts.linkLogins,
  })
}
