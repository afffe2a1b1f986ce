import { goBack, linkSocial, SocialPopupBlockedError, type SocialProvider } from '@airlock/core'
import { useState } from 'react'
import type { ViewProps } from '../components/lazyView.js'
import {
  describeSocialError,
  ProviderLogo,
  providerName,
  SocialStatus,
} from '../components/SocialLogin.js'
import { Icon } from '../icons/Icon.js'

type LinkableProvider = Exclude<SocialProvider, 'farcaster'>

/**
 * Links a social login to the embedded wallet (an Airlock addition): the app's socials (not
 * Farcaster, which signs in on the phone), each a row. A click opens the provider's window (from
 * the click, so it is not blocked); the wallet frame then names the login it found and links it
 * only on the visitor's click there. Linked, the view goes back to Account; a failure says why.
 */
export function LinkSocialView({ appKit }: ViewProps) {
  const providers = ((appKit.auth && appKit.options.features.socials) || []).filter(
    (provider): provider is LinkableProvider => provider !== 'farcaster',
  )
  const [state, setState] = useState<{
    busy?: LinkableProvider
    error?: string
    blocked?: boolean
  }>({})
  const start = (provider: LinkableProvider) => {
    if (state.busy) return
    setState({ busy: provider })
    linkSocial(appKit, { provider })
      .then(() => {
        setState({})
        if (appKit.state.router.view === 'LinkSocial') goBack(appKit)
      })
      .catch((cause: unknown) =>
        setState({
          error: describeSocialError(appKit, cause),
          blocked: cause instanceof SocialPopupBlockedError,
        }),
      )
  }
  return (
    <div className="stack">
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="row"
          onClick={() => start(provider)}
          aria-busy={state.busy === provider}
          disabled={Boolean(state.busy)}
        >
          <span className="logo round" aria-hidden="true">
            <ProviderLogo provider={provider} />
          </span>
          <span className="row-label">{providerName(provider)}</span>
          <Icon name="chevron" />
        </button>
      ))}
      <SocialStatus appKit={appKit} {...state} />
    </div>
  )
}
