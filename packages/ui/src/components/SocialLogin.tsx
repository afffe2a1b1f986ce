import {
  AirlockError,
  type AppKit,
  connectSocial,
  pushView,
  SocialPopupBlockedError,
  type SocialProvider,
} from '@airlock/core'
import { lazy, Suspense, useState } from 'react'
import { text } from '../i18n/text.js'
import { Icon } from '../icons/Icon.js'
import { socialIntentHandlers } from './loginIntent.js'

type LoginProvider = SocialProvider

/** A provider's name as the buttons say it: its id capitalised, GitHub's with its inner capital. */
export const providerName = (provider: LoginProvider) =>
  provider === 'github' ? 'GitHub' : provider[0]?.toUpperCase() + provider.slice(1)

/** The logos' paths are a chunk of their own, loaded with the first social button. */
const LazySocialLogo = lazy(() =>
  import('../icons/SocialLogo.js').then(({ SocialLogo }) => ({ default: SocialLogo })),
)

/** A provider's logo; an empty square of the same size until its chunk is in. */
export function ProviderLogo({ provider }: { provider: LoginProvider }) {
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: 20, height: 20 }} />}>
      <LazySocialLogo provider={provider} />
    </Suspense>
  )
}

/** What a social login or link is doing: waiting on the provider's window, or why it failed. */
export function SocialStatus(props: {
  appKit: AppKit
  busy?: string | undefined
  error?: string | undefined
  blocked?: boolean | undefined
}) {
  const { appKit } = props
  return (
    <>
      {props.busy ? (
        <p className="muted center" role="status">
          {text(appKit, 'socialConnectInProvider')}
        </p>
      ) : null}
      {props.error ? (
        <div className="center" role="alert">
          <p className="error-text">{props.error}</p>
          {props.blocked ? <p className="muted">{text(appKit, 'socialPopupBlocked')}</p> : null}
        </div>
      ) : null}
    </>
  )
}

/** The message a failed social login or link shows: the error's own words, else the generic one. */
export function describeSocialError(appKit: AppKit, cause: unknown): string {
  return cause instanceof AirlockError && cause.shortMessage
    ? cause.shortMessage
    : text(appKit, 'somethingWentWrong')
}

/** Icons shown next to the wide first button before the rest go under "more" (AppKit's layout). */
const visibleIcons = 3

/**
 * The social entry of the Connect view: the socials in the configured order, the first as a wide
 * "Continue with …" button, the next as icons, the rest under "more". A click opens the provider's
 * window (from the click, so it is not blocked) and connects the embedded wallet when it answers;
 * Farcaster opens ConnectingFarcaster. A pointer on a button, or keyboard focus moving onto one,
 * starts loading the login code. A login that fails says why, with "Try again" (the same
 * provider's window again; a wallet frame that never came up loads anew).
 */
export function SocialLogin({ appKit, socials }: { appKit: AppKit; socials: LoginProvider[] }) {
  const [expanded, setExpanded] = useState(false)
  const [state, setState] = useState<{
    busy?: LoginProvider
    error?: string
    blocked?: boolean
    /** The provider of the login that failed: Try again starts it again. */
    failed?: LoginProvider
  }>({})
  const [first, ...others] = socials
  if (!first) return null
  const icons = expanded ? others : others.slice(0, visibleIcons)
  const hidden = others.length - icons.length

  const start = (provider: LoginProvider) => {
    if (state.busy) return
    // Farcaster signs in on the phone: its own view shows the QR code.
    if (provider === 'farcaster') return pushView(appKit, { view: 'ConnectingFarcaster' })
    setState({ busy: provider })
    connectSocial(appKit, { provider })
      .then(() => setState({}))
      .catch((cause: unknown) =>
        setState({
          error: describeSocialError(appKit, cause),
          // The browser refused the window: say how to let it open.
          blocked: cause instanceof SocialPopupBlockedError,
          failed: provider,
        }),
      )
  }
  // Farcaster's view loads the login code as it opens; the "more" button is no login.
  const intent = socialIntentHandlers(appKit)
  const label = (provider: LoginProvider) =>
    text(appKit, 'continueWithSocial', { name: providerName(provider) })

  return (
    <div className="stack">
      <button
        type="button"
        className="secondary social-wide"
        {...intent}
        onClick={() => start(first)}
        aria-busy={state.busy === first}
        disabled={Boolean(state.busy)}
      >
        <ProviderLogo provider={first} />
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
              {...intent}
              onClick={() => start(provider)}
              aria-busy={state.busy === provider}
              disabled={Boolean(state.busy)}
              style={{ flex: 1 }}
            >
              <ProviderLogo provider={provider} />
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
      <SocialStatus appKit={appKit} {...state} />
      {state.failed ? (
        <button
          type="button"
          className="secondary"
          onClick={() => state.failed && start(state.failed)}
        >
          <Icon name="retry" size={18} />
          {text(appKit, 'retry')}
        </button>
      ) : null}
    </div>
  )
}
