import { type AppKit, type ChainNamespace, selectAccount } from '@airlock/core'
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
}: AppKitButtonProps) {
  const connected = useStore(appKit, (state) => {
    const account = selectAccount(state, namespace)
    return account?.status === 'connected' && Boolean(account.address)
  })
  return connected ? (
    <AccountButton appKit={appKit} balance={balance} namespace={namespace} />
  ) : (
    <ConnectButton
      appKit={appKit}
      label={label}
      loadingLabel={loadingLabel}
      namespace={namespace}
    />
  )
}
