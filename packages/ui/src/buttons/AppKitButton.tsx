import { type AppKit, type AppKitState, type ChainNamespace, selectAccount } from '@airlock/core'
import { useStore } from '../store/useStore.js'
import { AccountButton } from './AccountButton.js'
import { ConnectButton } from './ConnectButton.js'

export type AppKitButtonProps = {
  appKit: AppKit
  /** Text while disconnected; default "Connect Wallet". */
  label?: string | undefined
  /** Text while a connection is being made; default "Connecting…". */
  loadingLabel?: string | undefined
  /** Show the native balance when connected; default 'show'. */
  balance?: 'show' | 'hide' | undefined
  /** Only this namespace: its account, and its ways to connect in the modal. */
  namespace?: ChainNamespace | undefined
  /** 'sm' or 'md' (default), as AppKit's. */
  size?: 'sm' | 'md' | undefined
  disabled?: boolean | undefined
  /** Characters of the address shown before and after the ellipsis; default 4 and 6. */
  charsStart?: number | undefined
  charsEnd?: number | undefined
}

/**
 * The one button a dapp needs: "Connect Wallet" while disconnected, the balance and truncated
 * address (opening Account) once connected.
 *
 * @example <AppKitButton appKit={appKit} />
 */
export function AppKitButton({
  appKit,
  label,
  loadingLabel,
  balance,
  namespace,
  size,
  disabled,
  charsStart,
  charsEnd,
}: AppKitButtonProps) {
  const connected = useStore(appKit, (state) => showsAccount(state, namespace))
  return connected ? (
    <AccountButton
      appKit={appKit}
      balance={balance}
      namespace={namespace}
      disabled={disabled}
      charsStart={charsStart}
      charsEnd={charsEnd}
    />
  ) : (
    <ConnectButton
      appKit={appKit}
      label={label}
      loadingLabel={loadingLabel}
      namespace={namespace}
      size={size}
      disabled={disabled}
    />
  )
}

/** Whether AppKitButton shows the account (else ConnectButton): connected, with an address. */
export function showsAccount(state: AppKitState, namespace?: ChainNamespace | undefined): boolean {
  const account = selectAccount(state, namespace)
  return account?.status === 'connected' && Boolean(account.address)
}
