import { getNetworkImageUrl, selectAccount } from '@airlock/core'
import { useMemo } from 'react'
import { Logo } from '../components/Logo.js'
import type { ViewProps } from '../components/lazyView.js'
import { text } from '../i18n/text.js'
import { Icon } from '../icons/Icon.js'
import { copyWithToast } from '../navigation/copyWithToast.js'
import { qrCodePath } from '../qr/qrCodePath.js'
import { useQrColor } from '../qr/useQrColor.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'

/** The address as a QR code and as text, a copy button, and the networks it can receive on. */
export function WalletReceiveView({ appKit }: ViewProps) {
  const namespace = useStore(appKit, (state) => state.activeNamespace)
  const address = useStore(appKit, (state) => selectAccount(state)?.address)
  const qrColor = useQrColor(appKit, '#000')
  const path = useMemo(() => (address ? qrCodePath(address, { ecc: 'M' }) : undefined), [address])
  if (!address || !path) return null
  const networks = appKit.options.networks.filter((network) => network.chainNamespace === namespace)

  const copy = () => {
    copyWithToast(appKit, address, 'addressCopied')
  }

  return (
    <div className="stack">
      <style>{accountStyles}</style>
      <svg
        className="qr"
        viewBox={`0 0 ${path.size} ${path.size}`}
        role="img"
        aria-label={text(appKit, 'addressQrCode')}
        shapeRendering="crispEdges"
      >
        <path d={path.path} fill={qrColor} />
      </svg>
      <p className="break">{address}</p>
      <button type="button" className="secondary" onClick={copy}>
        <Icon name="copy" size={18} />
        {text(appKit, 'copyAddress')}
      </button>
      <p className="muted">{text(appKit, 'receiveDescription')}</p>
      <ul className="list" aria-label={text(appKit, 'receiveNetworks')}>
        {networks.map((network) => (
          <li key={network.caipNetworkId} className="item">
            <Logo src={getNetworkImageUrl(appKit, network)} name={network.name} round />
            <span className="item-main">{network.name}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
