import { type AppKit, pushView, type RegistryWallet } from '@airlock/core'
import { useId, useState } from 'react'
import { text } from '../i18n/text.js'
import { findWalletConnectConnectorId } from '../navigation/startWalletConnect.js'
import { useStore } from '../store/useStore.js'
import { getWalletLinks } from './findRegistryWallet.js'
import { Logo } from './Logo.js'

export type RegistryWalletRowProps = {
  appKit: AppKit
  wallet: RegistryWallet
  /** Images of the first rows are fetched ahead; the others load when scrolled to. */
  lazyImage?: boolean | undefined
  /** Connected here lately (paired through WalletConnect): badged "Recent". */
  recent?: boolean | undefined
}

/**
 * A registry wallet that is not installed here. With WalletConnect, choosing it opens a pairing
 * for that wallet (ConnectingWalletConnect, spec §2); without, it shows where to open or get it:
 * its web or desktop app, or its store page.
 */
export function RegistryWalletRow({
  appKit,
  wallet,
  lazyImage = false,
  recent = false,
}: RegistryWalletRowProps) {
  const [open, setOpen] = useState(false)
  const labelId = useId()
  const tagId = useId()
  const panelId = useId()
  const preloaded = useStore(appKit, (state) => state.wallets.images[wallet.image_id])
  const pairable = useStore(appKit, (state) => findWalletConnectConnectorId(state) !== undefined)
  const { openLink, getLink } = getWalletLinks(wallet)
  return (
    <li>
      <button
        type="button"
        className="row"
        aria-labelledby={labelId}
        aria-describedby={recent ? tagId : undefined}
        {...(pairable
          ? {
              onClick: () =>
                pushView(appKit, {
                  view: 'ConnectingWalletConnect',
                  data: { walletId: wallet.id },
                }),
            }
          : { 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen(!open) })}
      >
        <Logo
          src={preloaded ?? wallet.imageUrl}
          name={wallet.name}
          alt={wallet.name}
          loading={lazyImage ? 'lazy' : 'eager'}
        />
        <span className="row-label" id={labelId}>
          {wallet.name}
        </span>
        {recent ? (
          <span className="tag" id={tagId} aria-hidden="true">
            {text(appKit, 'recent')}
          </span>
        ) : null}
      </button>
      {pairable ? null : (
        <div className="wallet-links" id={panelId} hidden={!open}>
          {openLink ? null : (
            <p className="muted">{text(appKit, 'walletNotInstalled', { wallet: wallet.name })}</p>
          )}
          {openLink ? (
            <a className="secondary" href={openLink} target="_blank" rel="noreferrer noopener">
              {text(appKit, 'openWallet', { wallet: wallet.name })}
            </a>
          ) : null}
          {getLink ? (
            <a className="secondary" href={getLink} target="_blank" rel="noreferrer noopener">
              {text(appKit, 'getWallet', { wallet: wallet.name })}
            </a>
          ) : null}
        </div>
      )}
    </li>
  )
}
