import {
  type AppKit,
  getConnectList,
  getConnectMethodsOrder,
  pushView,
  type WalletsStatus,
  walletRegistryLimits,
} from '@airlock/core'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { EmailLogin } from '../components/EmailLogin.js'
import { LegalCheckboxSlot } from '../components/LegalCheckboxSlot.js'
import type { ViewProps } from '../components/lazyView.js'
import { PasskeyLogin } from '../components/PasskeyLogin.js'
import { SocialLogin } from '../components/SocialLogin.js'
import { useLegalCheckbox } from '../components/useLegalCheckbox.js'
import { useShownEffect, useShownLayoutEffect } from '../components/useShownEffect.js'
import { WalletRow } from '../components/WalletRow.js'
import { text } from '../i18n/text.js'
import { Icon } from '../icons/Icon.js'
import { useStore } from '../store/useStore.js'

/** The legal notice is a chunk of its own: only apps with legal links load it. */
const LazyLegalFooter = lazy(() =>
  import('../components/LegalFooter.js').then(({ LegalFooter }) => ({ default: LegalFooter })),
)
/**
 * The first view: the ways to connect in `features.connectMethodsOrder` (default email, social,
 * wallet; with `features.passkey`, "Continue with a passkey" beside email and social). Email shows when `features.email` is on and the auth connector exists; wallets come in
 * connector order (installed, then the registry's featured and recommended), then "All Wallets"
 * with the registry's count. With email on and `features.emailShowWallets` off, the wallets wait
 * behind "Continue with a wallet". Social login shows the configured socials (Farcaster with its
 * own view). Under the wallets, "Haven't got a wallet? Get started" opens the guide for visitors new
 * to wallets (WhatIsAWallet), unless `enableWalletGuide` is off.
 */
export function ConnectView({ appKit }: ViewProps) {
  const { features } = appKit.options
  const email = Boolean(appKit.auth) && features.email
  const [showWallets, setShowWallets] = useState(!email || features.emailShowWallets)
  const socials = (appKit.auth && features.socials) || []
  const methods = getConnectMethodsOrder(features).filter(
    (method) =>
      method === 'wallet' ||
      (method === 'email' && email) ||
      (method === 'social' && socials.length > 0) ||
      (method === 'passkey' && Boolean(appKit.auth)),
  )
  const legal = useStore(appKit, (state) =>
    Boolean(state.legal.termsConditionsUrl || state.legal.privacyPolicyUrl),
  )
  const legalCheckbox = useLegalCheckbox(appKit)
  return (
    <div className="stack">
      <LegalCheckboxSlot appKit={appKit} legal={legalCheckbox} />
      {/* With the legal checkbox, every way to connect stays disabled until it is ticked. */}
      <fieldset
        className="stack"
        disabled={legalCheckbox.gated}
        style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      >
        {methods.map((method, index) => (
          <div key={method} className="stack">
            {index > 0 ? (
              <p className="separator" aria-hidden="true">
                {text(appKit, 'or')}
              </p>
            ) : null}
            {method === 'email' ? (
              <EmailLogin appKit={appKit} />
            ) : method === 'social' ? (
              <SocialLogin appKit={appKit} socials={socials} />
            ) : method === 'passkey' ? (
              <PasskeyLogin appKit={appKit} />
            ) : showWallets ? (
              <WalletMethod appKit={appKit} />
            ) : (
              <button type="button" className="secondary" onClick={() => setShowWallets(true)}>
                {text(appKit, 'continueWithWallet')}
              </button>
            )}
          </div>
        ))}
      </fieldset>
      {legal && !legalCheckbox.shown ? (
        <Suspense fallback={null}>
          <LazyLegalFooter appKit={appKit} />
        </Suspense>
      ) : null}
    </div>
  )
}

/** A registry request that has not answered yet. */
const isPending = (status: WalletsStatus) => status === 'idle' || status === 'loading'

function WalletMethod({ appKit }: { appKit: AppKit }) {
  const countId = useId()
  const namespace = useStore(appKit, (state) => state.modal.namespace)
  useShownEffect(() => {
    // A task later: the view's first paint never waits for the registry client or its request.
    const timer = setTimeout(() => {
      import('./loadConnectWallets.js')
        .then((module) => module.loadConnectWallets(appKit, namespace))
        .catch(() => {})
    }, 0)
    return () => clearTimeout(timer)
  }, [appKit, namespace])
  const count = useStore(appKit, (state) => state.wallets.count)
  const items = useStore(appKit, (state) =>
    getConnectList({
      state,
      options: appKit.options,
      namespace: state.modal.namespace,
    }),
  )
  // Until the registry answers, a placeholder row holds the place of each wallet it may add
  // (the featured ones and 4 recommended), and the list keeps the height it had then once they
  // are in: the card does not jump as the list loads, nor when fewer wallets come back.
  const featuredIds = appKit.options.featuredWalletIds.length
  const pending = useStore(
    appKit,
    (state) =>
      (featuredIds > 0 && isPending(state.wallets.featuredStatus)) ||
      isPending(state.wallets.recommendedStatus),
  )
  const list = useRef<HTMLUListElement>(null)
  const [reserved, setReserved] = useState<number>()
  // While the placeholders show, their list's height as it settles (their count and the wallets
  // above them), read by a ResizeObserver once the browser has laid it out: reading it in the
  // commit would force a layout inside the click that opens the modal (about 5 ms there).
  useShownLayoutEffect(() => {
    const element = list.current
    const Observer = element?.ownerDocument.defaultView?.ResizeObserver
    if (!pending || !element || !Observer) return
    const observer = new Observer(() => setReserved(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [pending])
  return (
    <>
      <ul
        ref={list}
        className="stack"
        aria-label={text(appKit, 'connectWallet')}
        aria-busy={pending}
        style={!pending && reserved ? { minHeight: reserved } : undefined}
      >
        {items.map((item) => (
          <WalletRow
            key={item.kind === 'connector' ? item.connector.id : item.wallet.id}
            appKit={appKit}
            item={item}
          />
        ))}
        {pending
          ? Array.from({ length: featuredIds + walletRegistryLimits.recommended }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className="row skeleton" aria-hidden="true">
                <span className="logo" />
                <span className="skeleton-line" />
              </li>
            ))
          : null}
        {items.length === 0 && !pending ? (
          <li className="muted center">{text(appKit, 'noWalletsFound')}</li>
        ) : null}
        {appKit.options.features.allWallets ? (
          <li>
            <button
              type="button"
              className="row"
              aria-describedby={count === undefined ? undefined : countId}
              onClick={() => pushView(appKit, { view: 'AllWallets' })}
            >
              <span className="logo" aria-hidden="true">
                <Icon name="grid" />
              </span>
              <span className="row-label">{text(appKit, 'allWallets')}</span>
              {count === undefined ? null : (
                <span className="tag" id={countId} title={text(appKit, 'walletCount', { count })}>
                  {count}
                </span>
              )}
            </button>
          </li>
        ) : null}
      </ul>
      {appKit.options.enableWalletGuide ? (
        <p className="muted guide-line">
          {text(appKit, 'haveNoWallet')}{' '}
          <button
            type="button"
            className="text-button"
            onClick={() => pushView(appKit, { view: 'WhatIsAWallet' })}
          >
            {text(appKit, 'getStarted')}
          </button>
        </p>
      ) : null}
    </>
  )
}
