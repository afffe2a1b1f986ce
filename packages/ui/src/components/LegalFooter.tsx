import type { AppKit, MessageKey } from '@airlock/core'
import { useId } from 'react'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { legalCheckboxMessages } from './legalCheckboxMessages.js'

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
  const parts = withLinks(
    appKit,
    text(appKit, key, { terms: '\uE000', privacy: '\uE001' }),
    terms,
    privacy,
  )
  return (
    <p className="muted" style={{ textAlign: 'center', margin: 0 }}>
      {parts}
    </p>
  )
}

/**
 * AppKit's `features.legalCheckbox`: "I agree to the Terms of Service and the Privacy Policy." as a
 * checkbox (links in a new tab); the Connect view keeps its ways to connect disabled until it is
 * ticked. In the legal notice's chunk, with its own texts, so no dapp loads it at start.
 */
export function LegalCheckbox({
  appKit,
  checked,
  onChange,
}: {
  appKit: AppKit
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  const legal = useStore(appKit, (state) => state.legal)
  const language = useStore(appKit, (state) => state.language)
  const terms = webUrl(legal.termsConditionsUrl)
  const privacy = webUrl(legal.privacyPolicyUrl)
  if (!terms && !privacy) return null
  const [both, termsOnly, privacyOnly] = legalCheckboxMessages[language]
  const template = terms && privacy ? both : terms ? termsOnly : privacyOnly
  const sentence = template.replace('{terms}', '\uE000').replace('{privacy}', '\uE001')
  return (
    <label className="muted" style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      <input
        type="checkbox"
        aria-labelledby={id}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span id={id}>{withLinks(appKit, sentence, terms, privacy)}</span>
    </label>
  )
}

/** A translated sentence with its placeholders (U+E000 terms, U+E001 privacy) turned into links. */
function withLinks(
  appKit: AppKit,
  sentence: string,
  terms: string | undefined,
  privacy: string | undefined,
) {
  const links: Record<string, [string | undefined, MessageKey]> = {
    '\uE000': [terms, 'termsOfService'],
    '\uE001': [privacy, 'privacyPolicy'],
  }
  return sentence.split(/([\uE000\uE001])/).map((part, index) => {
    const [href, label] = links[part] ?? []
    return href && label ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
      <a key={index} href={href} target="_blank" rel="noopener noreferrer">
        {text(appKit, label)}
      </a>
    ) : (
      part
    )
  })
}
