import { AirlockError, connectFarcaster } from '@airlock/core'
import { useId, useMemo, useState } from 'react'
import type { ViewProps } from '../components/lazyView.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { text } from '../i18n/text.js'
import { Icon } from '../icons/Icon.js'
import { copyWithToast } from '../navigation/copyWithToast.js'
import { getDeepLinkTarget } from '../navigation/deepLinkTarget.js'
import { qrCodePath } from '../qr/qrCodePath.js'
import { useQrColor } from '../qr/useQrColor.js'

const styles = `
.fc-qr { width: 240px; height: 240px; margin: 0 auto; padding: 12px; background: var(--bg);
  color: var(--_fg); border: 1px solid var(--_border); border-radius: calc(var(--radius) * 4);
  box-sizing: content-box; }
.fc-qr svg { display: block; width: 100%; height: 100%; }
.fc-qr-placeholder { display: grid; place-items: center; }
.fc-actions { display: flex; gap: 8px; justify-content: center; flex-wrap: wrap; }
.fc-actions .button-link { display: inline-flex; align-items: center; text-decoration: none; }
`

/**
 * Sign In With Farcaster (spec: ConnectingFarcaster): the channel's QR code for the phone's
 * camera or the Farcaster app, the same link to open the app on this device, and "Copy link".
 * Once the visitor has signed in the app, the embedded wallet connects and the modal moves on.
 */
export function ConnectingFarcasterView({ appKit }: ViewProps) {
  const [url, setUrl] = useState<string>()
  const [error, setError] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const hintId = useId()
  const qrColor = useQrColor(appKit, 'currentColor')
  const qr = useMemo(() => (url ? qrCodePath(url, { ecc: 'M' }) : undefined), [url])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry starts a new attempt
  useShownEffect(() => {
    let live = true
    setUrl(undefined)
    setError(undefined)
    connectFarcaster(appKit, { onUrl: (value) => live && setUrl(value) }).catch(
      (cause: unknown) => {
        if (!live) return
        setError(
          cause instanceof AirlockError && cause.shortMessage
            ? cause.shortMessage
            : text(appKit, 'somethingWentWrong'),
        )
      },
    )
    return () => {
      live = false
    }
  }, [appKit, attempt])

  return (
    <div className="stack">
      <style>{styles}</style>
      {qr ? (
        <div className="fc-qr">
          <svg
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            role="img"
            aria-label="Farcaster"
            aria-describedby={hintId}
            shapeRendering="crispEdges"
          >
            <path d={qr.path} fill={qrColor} />
          </svg>
        </div>
      ) : (
        <div className="fc-qr fc-qr-placeholder" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">{text(appKit, 'loading')}</span>
        </div>
      )}
      {error ? (
        <p className="error-text center" role="alert">
          {error}
        </p>
      ) : (
        <p className="muted center" id={hintId}>
          {text(appKit, 'scanWithPhone')}
        </p>
      )}
      <div className="fc-actions">
        {url ? (
          <a
            className="secondary button-link"
            href={url}
            target={getDeepLinkTarget()}
            rel="noreferrer noopener"
          >
            {text(appKit, 'openWallet', { wallet: 'Farcaster' })}
          </a>
        ) : null}
        <button
          type="button"
          className="secondary"
          disabled={!url}
          onClick={() => url && copyWithToast(appKit, url, 'linkCopied')}
        >
          <Icon name="copy" size={18} />
          {text(appKit, 'copyLink')}
        </button>
        {error ? (
          <button type="button" className="secondary" onClick={() => setAttempt(attempt + 1)}>
            <Icon name="retry" size={18} />
            {text(appKit, 'retry')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
