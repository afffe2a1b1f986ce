import { type AppKit, type ConnectListItem, getConnectorImageUrl } from '@airlock/core'
import { useId } from 'react'
import { text } from '../i18n/text.js'
import { connectWithConnector } from '../navigation/connectWithConnector.js'
import { Logo } from './Logo.js'
import { RegistryWalletRow } from './RegistryWalletRow.js'
import { toSafeHref } from './toSafeHref.js'

/**
 * One wallet of a list: a button that connects through the wallet's connector, a link to a custom
 * wallet's site, or a registry wallet with its links. The button's name is the wallet's name; a
 * "Recent" or "Installed" tag describes it.
 */
export function WalletRow({
  appKit,
  item,
  lazyImage,
}: {
  appKit: AppKit
  item: ConnectListItem
  /** For registry wallets: load the image only when it scrolls into view. */
  lazyImage?: boolean | undefined
}) {
  const tagId = useId()
  if (item.kind === 'registry') {
    return (
      <RegistryWalletRow
        appKit={appKit}
        wallet={item.wallet}
        recent={item.recent}
        lazyImage={lazyImage}
      />
    )
  }
  if (item.kind === 'wallet') {
    const href = toSafeHref(item.wallet.webapp_link) ?? toSafeHref(item.wallet.homepage)
    if (!href) return null
    return (
      <li>
        <a className="row" href={href} target="_blank" rel="noreferrer noopener">
          <Logo src={item.wallet.imageUrl} name={item.wallet.name} />
          <span className="row-label">{item.wallet.name}</span>
        </a>
      </li>
    )
  }
  const { connector } = item
  const tag = item.recent
    ? text(appKit, 'recent')
    : connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'
      ? text(appKit, 'installed')
      : undefined
  return (
    <li>
      <button
        type="button"
        className="row"
        aria-describedby={tag ? tagId : undefined}
        onClick={() => connectWithConnector(appKit, connector.id)}
      >
        <Logo src={getConnectorImageUrl(appKit, connector)} name={connector.name} />
        <span className="row-label">{connector.name}</span>
        {tag ? (
          <span className="tag" id={tagId} aria-hidden="true">
            {tag}
          </span>
        ) : null}
      </button>
    </li>
  )
}
