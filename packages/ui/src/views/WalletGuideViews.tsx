import { type MessageKey, pushView } from '@airlock/core'
import { findRegistryWallet } from '../components/findRegistryWallet.js'
import { getWalletInstallLinks, platformNames } from '../components/getWalletInstallLinks.js'
import { Logo } from '../components/Logo.js'
import type { ViewProps } from '../components/lazyView.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { text } from '../i18n/text.js'
import { Icon, type IconName } from '../icons/Icon.js'
import { useStore } from '../store/useStore.js'

const styles = `
.guide-points { display: flex; flex-direction: column; gap: 16px; padding: 8px 4px 16px; }
.guide-point { display: flex; gap: 12px; align-items: flex-start; }
.guide-point .logo { color: var(--accent); }
.guide-point h3 { font-size: inherit; font-weight: 600; }
.guide-wallet { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; padding: 8px;
  background: var(--_surface); border-radius: calc(var(--radius) * 4); }
.guide-wallet .row-label { flex: 1 1 auto; min-width: 0; }
.guide-links { display: flex; flex-wrap: wrap; gap: 8px; flex-basis: 100%; }
.guide-links a { text-decoration: none; background: var(--bg); min-height: 36px; padding: 0 12px; }
`

const points: readonly { icon: IconName; title: MessageKey; body: MessageKey }[] = [
  { icon: 'check', title: 'walletGuideSignInTitle', body: 'walletGuideSignInText' },
  { icon: 'wallet', title: 'walletGuideAssetsTitle', body: 'walletGuideAssetsText' },
  { icon: 'external', title: 'walletGuideAppsTitle', body: 'walletGuideAppsText' },
]

/**
 * "What is a wallet?" (AppKit's `WhatIsAWallet`): what a wallet does, in three points, and "Get a
 * wallet", which opens GetWallet.
 */
export function WhatIsAWalletView({ appKit }: ViewProps) {
  return (
    <div className="stack">
      <style>{styles}</style>
      <ul className="guide-points">
        {points.map((point) => (
          <li key={point.title} className="guide-point">
            <span className="logo" aria-hidden="true">
              <Icon name={point.icon} />
            </span>
            <div>
              <h3>{text(appKit, point.title)}</h3>
              <p className="muted">{text(appKit, point.body)}</p>
            </div>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="primary"
        onClick={() => pushView(appKit, { view: 'GetWallet', data: {} })}
      >
        <Icon name="wallet" size={18} />
        {text(appKit, 'getAWallet')}
      </button>
    </div>
  )
}

/**
 * "Get a wallet" (AppKit's `GetWallet`): the registry's featured and recommended wallets (the
 * wallet the visitor chose first, when there is one), each with its logo and one install link per
 * platform (its browser extension and phone apps, else its website), opening in a new tab.
 */
export function GetWalletView({ appKit }: ViewProps) {
  // Usually in already (the Connect view loads them); a direct open loads them here.
  useShownEffect(() => {
    import('./loadConnectWallets.js')
      .then((module) => module.loadConnectWallets(appKit))
      .catch(() => {})
  }, [appKit])
  const wallets = useStore(appKit, (state) => {
    const chosen = findRegistryWallet(appKit, state, state.router.data.walletId)
    const seen = new Set<string>()
    return [...(chosen ? [chosen] : []), ...state.wallets.featured, ...state.wallets.recommended]
      .filter((wallet) => {
        if (seen.has(wallet.id)) return false
        seen.add(wallet.id)
        return true
      })
      .map((wallet) => ({
        id: wallet.id,
        name: wallet.name,
        image:
          ('image_id' in wallet ? state.wallets.images[wallet.image_id] : undefined) ??
          wallet.imageUrl,
        links: getWalletInstallLinks(wallet),
      }))
      .filter((wallet) => wallet.links.length > 0)
  })
  const status = useStore(appKit, (state) => state.wallets.recommendedStatus)
  const label = text(appKit, 'getAWallet')
  return (
    <div className="stack">
      <style>{styles}</style>
      <p className="muted">{text(appKit, 'getWalletIntro')}</p>
      {wallets.length === 0 ? (
        status === 'error' ? (
          <p className="muted center" role="alert">
            {text(appKit, 'walletsUnavailable')}
          </p>
        ) : (
          <div className="placeholder" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="sr-only">{text(appKit, 'loading')}</span>
          </div>
        )
      ) : (
        <ul className="stack" aria-label={label}>
          {wallets.map((wallet) => (
            <li key={wallet.id} className="guide-wallet">
              <Logo src={wallet.image} name={wallet.name} alt={wallet.name} />
              {/* The logo names the wallet for assistive technology; each link names it too. */}
              <span className="row-label" aria-hidden="true">
                {wallet.name}
              </span>
              <span className="guide-links">
                {wallet.links.map(({ platform, href }) => (
                  <a
                    key={platform}
                    className="secondary"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={
                      platform === 'website'
                        ? text(appKit, 'walletWebsite', { wallet: wallet.name })
                        : text(appKit, 'installWalletOn', {
                            wallet: wallet.name,
                            platform: platformNames[platform],
                          })
                    }
                  >
                    {platform === 'website' ? text(appKit, 'website') : platformNames[platform]}
                  </a>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
