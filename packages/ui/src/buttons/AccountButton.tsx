import {
  type AppKit,
  type ChainNamespace,
  formatBalance,
  getLocale,
  getThemeCssVariables,
  openModal,
  selectAccount,
  truncateAddress,
} from '@airlock/core'
import { Avatar } from '../components/Avatar.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { useStore } from '../store/useStore.js'

export type AccountButtonProps = {
  appKit: AppKit
  /** Show the native balance beside the address; default 'show'. */
  balance?: 'show' | 'hide' | undefined
  /** Only this namespace: its account, and its ways to connect in the modal. */
  namespace?: ChainNamespace | undefined
  disabled?: boolean | undefined
  /** Characters of the address shown before and after the ellipsis; default 4 and 6. */
  charsStart?: number | undefined
  charsEnd?: number | undefined
}

/**
 * The connected account (balance, and its name with its avatar, else the truncated address);
 * opens the Account view. An eip155 account's name is looked up once shown (the server's own names,
 * else ENS). Renders nothing while disconnected.
 *
 * @example <AccountButton appKit={appKit} balance="hide" />
 */
export function AccountButton({
  appKit,
  balance = 'show',
  namespace,
  disabled,
  charsStart = 4,
  charsEnd = 6,
}: AccountButtonProps) {
  const account = useStore(appKit, (state) => selectAccount(state, namespace))
  const themeMode = useStore(appKit, (state) => state.theme.themeMode)
  const themeVariables = useStore(appKit, (state) => state.theme.themeVariables)
  // The balance is written in the visitor's locale, which follows the modal's language.
  useStore(appKit, (state) => state.language)
  const eip155Address = account?.caipAddress?.startsWith('eip155:') ? account.address : undefined
  useShownEffect(() => {
    if (!eip155Address) return
    void import('./loadAccountIdentity.js')
      .then((identity) => identity.default(appKit))
      .catch(() => undefined)
  }, [appKit, eip155Address])
  if (account?.status !== 'connected' || !account.address) return null
  const truncated = truncateAddress(account.address, { head: charsStart, tail: charsEnd })
  return (
    <button
      type="button"
      className="airlock-button"
      data-variant="account"
      data-theme={themeMode}
      disabled={disabled}
      style={getThemeCssVariables(themeVariables)}
      onClick={() => openModal(appKit, { view: 'Account', namespace })}
    >
      {balance === 'show' && account.balance !== undefined ? (
        <span>
          {formatBalance(account.balance, 3, getLocale(appKit))} {account.balanceSymbol}
        </span>
      ) : null}
      <span className="airlock-address">
        <Avatar address={account.address} src={account.profileImage} className="airlock-avatar" />
        {account.profileName ? (
          <>
            {account.profileName}
            <span className="airlock-sr-only">{truncated}</span>
          </>
        ) : (
          truncated
        )}
      </span>
    </button>
  )
}
