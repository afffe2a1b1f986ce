import type { AppKit, MessageKey } from '@airlock/core'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'

/** A link the page may open: http(s) only, so an option cannot run script from the modal. */
const webUrl = (value: string | undefined) =>
  value && /^https?:\/\//i.test(value) ? value : undefined

/**
 * The legal notice under the Connect view's ways to connect (AppKit's `termsConditionsUrl` and
 * `privacyPolicyUrl`): "By connecting, you agree to our Terms of Service and Privacy Policy.",
 * each a link opening in a new tab. A chunk of its own, loaded only when an app sets a link.
 */
export function LegalFooter({ appKit }: { appKit: AppKit }) {
  const legal = useStore(appKit, (state) => state.legal)
  const terms = webUrl(legal.termsConditionsUrl)
  const privacy = webUrl(legal.privacyPolicyUrl)
  if (!terms && !privacy) return null
  const key: MessageKey =
    terms && privacy ? 'legalNotice' : terms ? 'legalNoticeTerms' : 'legalNoticePrivacy'
  // The sentence is translated whole; the links go where its placeholders are.
  const links: Record<string, [string | undefined, MessageKey]> = {
    '\uE000': [terms, 'termsOfService'],
    '\uE001': [privacy, 'privacyPolicy'],
  }
  const parts = text(appKit, key, { terms: '\uE000', privacy: '\uE001' }).split(/([\uE000\uE001])/)
  return (
    <p className="muted" style={{ textAlign: 'center', margin: 0 }}>
      {parts.map((part, index) => {
        const [href, label] = links[part] ?? []
        return href && label ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
          <a key={index} href={href} target="_blank" rel="noopener noreferrer">
            {text(appKit, label)}
          </a>
        ) : (
          part
        )
      })}
    </p>
  )
}
