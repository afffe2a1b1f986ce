import { pairingExpiryMarginMs, pushView } from '@airlock/core'
import { useId, useMemo } from 'react'
import { findRegistryWallet } from '../components/findRegistryWallet.js'
import { pickInstallLink } from '../components/getWalletInstallLinks.js'
import { Logo } from '../components/Logo.js'
import type { ViewProps } from '../components/lazyView.js'
import { toSafeHref } from '../components/toSafeHref.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { text } from '../i18n/text.js'
import { Icon } from '../icons/Icon.js'
import { copyWithToast } from '../navigation/copyWithToast.js'
import { getDeepLinkTarget } from '../navigation/deepLinkTarget.js'
import { formatWalletConnectDeepLink } from '../navigation/formatWalletConnectDeepLink.js'
import { startWalletConnect } from '../navigation/startWalletConnect.js'
import { qrCodePath } from '../qr/qrCodePath.js'
import { useQrColor } from '../qr/useQrColor.js'
import { useStore } from '../store/useStore.js'

const styles = `
.wc-qr { position: relative; width: 240px; height: 240px; margin: 0 auto; padding: 12px;
  background: var(--bg); color: var(--_fg); border: 1px solid var(--_border);
  border-radius: calc(var(--radius) * 4); box-sizing: content-box; }
.wc-qr[data-secondary] { width: 160px; height: 160px; }
.wc-qr svg { display: block; width: 100%; height: 100%; }
.wc-qr-placeholder { display: grid; place-items: center; }
.wc-actions { display: flex; gap: 8px; justify-content: center; flex-wrap: wrap; }
.wc-actions .button-link, .wc-open { display: inline-flex; align-items: center; text-decoration: none; }
.wc-lead { padding-top: 0; }
`

/**
 * WalletConnect pairing: a QR code of the pairing URI (theme colours, WalletConnect's mark in the
 * centre), "Copy link" and a retry when the attempt failed. For a wallet chosen from a list, which
 * is not installed in this browser, the wallet leads: its logo (also the QR code's centre), "<Wallet>
 * is not installed in this browser.", a link that installs it here (pickInstallLink) and "Don't have
 * <Wallet>? Get" (GetWallet); on a phone "Open <Wallet>", the deep link into its app, comes first
 * and the QR code, smaller, after it. A pairing about to expire is replaced by a new one (spec §4).
 */
export function ConnectingWalletConnectView({ appKit }: ViewProps) {
  const uri = useStore(appKit, (state) => state.connection.uri)
  const expiresAt = useStore(appKit, (state) => state.connection.uriExpiresAt)
  const error = useStore(appKit, (state) =>
    state.connection.status === 'error' ? state.connection.error : undefined,
  )
  const mobile = appKit.options.isMobile()
  const wallet = useStore(appKit, (state) => {
    const found = findRegistryWallet(appKit, state, state.router.data.walletId)
    if (!found) return undefined
    const preloaded = 'image_id' in found ? state.wallets.images[found.image_id] : undefined
    return {
      id: found.id,
      name: found.name,
      image: preloaded ?? found.imageUrl,
      mobileLink: toSafeHref(found.mobile_link),
      install: pickInstallLink(found, { mobile })?.href,
    }
  })
  const appLink = mobile ? wallet?.mobileLink : undefined
  const qrColor = useQrColor(appKit, 'currentColor')
  const qr = useMemo(
    () => (uri ? qrCodePath(uri, { ecc: 'H', clearCentre: 0.22 }) : undefined),
    [uri],
  )

  // Opened directly (ConnectingWalletConnectBasic) or after a failure: start a pairing.
  useShownEffect(() => {
    const { connection } = appKit.state
    if (!connection.uri && connection.status !== 'pending') startWalletConnect(appKit)
  }, [appKit])

  // A pairing counts as expired 10 s before its expiry: then a new one starts by itself.
  useShownEffect(() => {
    if (!expiresAt) return
    const timer = setTimeout(
      () => startWalletConnect(appKit),
      Math.max(0, expiresAt - pairingExpiryMarginMs - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [appKit, expiresAt])

  const copy = () => {
    if (uri) copyWithToast(appKit, uri, 'linkCopied')
  }
  const openLabel = text(appKit, 'openWallet', {
    wallet: wallet?.name ?? text(appKit, 'walletConnect'),
  })

  return (
    <div className="stack">
      <style>{styles}</style>
      {wallet ? (
        <div className="center wc-lead">
          <Logo src={wallet.image} name={wallet.name} alt={wallet.name} size="large" />
          <p className="muted">{text(appKit, 'walletNotInstalled', { wallet: wallet.name })}</p>
        </div>
      ) : null}
      {appLink ? (
        uri ? (
          <a
            className="primary wc-open"
            href={formatWalletConnectDeepLink(appLink, uri)}
            target={getDeepLinkTarget()}
            rel="noreferrer noopener"
          >
            {openLabel}
          </a>
        ) : (
          // The pairing is not in yet: the same place, not yet usable.
          <button type="button" className="primary" disabled>
            <span className="spinner" aria-hidden="true" />
            {openLabel}
          </button>
        )
      ) : null}
      {qr ? (
        <div className="wc-qr" data-secondary={appLink ? '' : undefined}>
          <svg
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            role="img"
            aria-label={text(appKit, 'walletConnectQrCode')}
            shapeRendering="crispEdges"
          >
            <path d={qr.path} fill={qrColor} />
            {wallet?.image ? (
              <WalletLogoMark size={qr.size} src={wallet.image} />
            ) : (
              <WalletConnectMark size={qr.size} />
            )}
          </svg>
        </div>
      ) : (
        <div
          className="wc-qr wc-qr-placeholder"
          data-secondary={appLink ? '' : undefined}
          role="status"
        >
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">{text(appKit, 'loading')}</span>
        </div>
      )}
      {error ? (
        <p className="error-text" role="alert">
          {text(appKit, error)}
        </p>
      ) : (
        <p className="muted center">{text(appKit, 'scanWithPhone')}</p>
      )}
      <div className="wc-actions">
        {wallet?.install ? (
          <a
            className="secondary button-link"
            href={wallet.install}
            target="_blank"
            rel="noopener noreferrer"
          >
            {text(appKit, 'installWallet', { wallet: wallet.name })}
          </a>
        ) : null}
        <button type="button" className="secondary" onClick={copy} disabled={!uri}>
          <Icon name="copy" size={18} />
          {text(appKit, 'copyLink')}
        </button>
        {error ? (
          <button type="button" className="secondary" onClick={() => startWalletConnect(appKit)}>
            <Icon name="retry" size={18} />
            {text(appKit, 'retry')}
          </button>
        ) : null}
      </div>
      {wallet ? (
        <p className="muted guide-line">
          {text(appKit, 'dontHaveWallet', { wallet: wallet.name })}{' '}
          <button
            type="button"
            className="text-button"
            onClick={() => pushView(appKit, { view: 'GetWallet', data: { walletId: wallet.id } })}
          >
            {text(appKit, 'get')}
          </button>
        </p>
      ) : null}
    </div>
  )
}

/** The chosen wallet's logo on a rounded tile, centred in a QR code of `size` modules. */
function WalletLogoMark({ size, src }: { size: number; src: string }) {
  const tile = size * 0.2
  const origin = (size - tile) / 2
  // An id usable in url(#…): React's ids hold characters a fragment would have to escape.
  const clipId = `wc-logo-${useId().replace(/[^\w-]/g, '')}`
  return (
    <g>
      <clipPath id={clipId}>
        <rect x={origin} y={origin} width={tile} height={tile} rx={tile / 4} />
      </clipPath>
      <image
        href={src}
        x={origin}
        y={origin}
        width={tile}
        height={tile}
        preserveAspectRatio="xMidYMid slice"
        clipPath={`url(#${clipId})`}
      />
    </g>
  )
}

/** WalletConnect's mark (blue tile, white bridge), centred in a QR code of `size` modules. */
function WalletConnectMark({ size }: { size: number }) {
  const tile = size * 0.18
  const origin = (size - tile) / 2
  return (
    <g transform={`translate(${origin} ${origin}) scale(${tile / 40})`}>
      <rect width="40" height="40" rx="10" fill="#3396ff" />
      <path
        d="M12.2 15.6c4.3-4.2 11.3-4.2 15.6 0l.5.5a.5.5 0 010 .8l-1.8 1.7a.3.3 0 01-.4 0l-.7-.7c-3-2.9-7.8-2.9-10.8 0l-.8.7a.3.3 0 01-.4 0l-1.8-1.7a.5.5 0 010-.8zm19.3 3.6l1.6 1.6a.5.5 0 010 .8l-7.2 7a.6.6 0 01-.8 0l-5.1-5a.1.1 0 00-.2 0l-5.1 5a.6.6 0 01-.8 0l-7.2-7a.5.5 0 010-.8l1.6-1.6a.6.6 0 01.8 0l5.1 5a.1.1 0 00.2 0l5.1-5a.6.6 0 01.8 0l5.1 5a.1.1 0 00.2 0l5.1-5a.6.6 0 01.8 0z"
        fill="#fff"
      />
    </g>
  )
}
