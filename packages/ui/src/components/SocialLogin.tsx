import { AirlockError, type AppKit, connectSocial, type SocialProvider } from '@airlock/core'
import { useState } from 'react'
import { text } from '../i18n/text.js'
import { Icon } from '../icons/Icon.js'

type LoginProvider = Exclude<SocialProvider, 'farcaster'>

/** Providers' names and brand colours (the mark is a dot of the brand colour for now). */
const providers: Record<LoginProvider, { name: string; color: string }> = {
  google: { name: 'Google', color: '#4285F4' },
  github: { name: 'GitHub', color: '#24292F' },
  apple: { name: 'Apple', color: '#000000' },
  facebook: { name: 'Facebook', color: '#1877F2' },
  x: { name: 'X', color: '#000000' },
  discord: { name: 'Discord', color: '#5865F2' },
}

/** Icons shown next to the wide first button before the rest go under "more" (AppKit's layout). */
const visibleIcons = 3

function ProviderMark({ provider }: { provider: LoginProvider }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="10" fill={providers[provider].color} />
    </svg>
  )
}

/**
 * The social entry of the Connect view: the socials in the configured order, the first as a wide
 * "Continue with …" button, the next as icons, the rest under "more". A click opens the provider's
 * window (from the click, so it is not blocked) and connects the embedded wallet when it answers.
 */
export function SocialLogin({ appKit, socials }: { appKit: AppKit; socials: LoginProvider[] }) {
  const [expanded, setExpanded] = useState(false)
  const [state, setState] = useState<{ busy?: LoginProvider; error?: string }>({})
  const [first, ...others] = socials
  if (!first) return null
  const icons = expanded ? others : others.slice(0, visibleIcons)
  const hidden = others.length - icons.length

  const start = (provider: LoginProvider) => {
    if (state.busy) return
    setState({ busy: provider })
    connectSocial(appKit, { provider })
      .then(() => setState({}))
      .catch((cause: unknown) =>
        setState({
          error:
            cause instanceof AirlockError && cause.shortMessage
              ? cause.shortMessage
              : text(appKit, 'somethingWentWrong'),
        }),
      )
  }
  const label = (provider: LoginProvider) =>
    text(appKit, 'continueWithSocial', { name: providers[provider].name })

  return (
    <div className="stack">
      <button
        type="button"
        className="secondary social-wide"
        onClick={() => start(first)}
        aria-busy={state.busy === first}
        disabled={Boolean(state.busy)}
      >
        <ProviderMark provider={first} />
        <span>{label(first)}</span>
      </button>
      {others.length > 0 ? (
        <div className="social-icons" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {icons.map((provider) => (
            <button
              key={provider}
              type="button"
              className="secondary icon-button"
              aria-label={label(provider)}
              title={label(provider)}
              onClick={() => start(provider)}
              aria-busy={state.busy === provider}
              disabled={Boolean(state.busy)}
              style={{ flex: 1 }}
            >
              <ProviderMark provider={provider} />
            </button>
          ))}
          {hidden > 0 ? (
            <button
              type="button"
              className="secondary icon-button"
              aria-label={text(appKit, 'moreSocials')}
              title={text(appKit, 'moreSocials')}
              onClick={() => setExpanded(true)}
              style={{ flex: 1 }}
            >
              <Icon name="grid" />
            </button>
          ) : null}
        </div>
      ) : null}
      {state.busy ? (
        <p className="muted center" role="status">
          {text(appKit, 'socialConnectInProvider')}
        </p>
      ) : null}
      {state.error ? (
        <p className="error-text center" role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  )
}
