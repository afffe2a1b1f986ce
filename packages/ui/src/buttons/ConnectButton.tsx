import { type AppKit, type ChainNamespace, getThemeCssVariables, openModal } from '@airlock/core'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'

export type ConnectButtonProps = {
  appKit: AppKit
  /** Text while disconnected; default "Connect Wallet". */
  label?: string | undefined
  /** Text while a connection is being made; default "Connecting…". */
  loadingLabel?: string | undefined
  /** Only this namespace: its account, and its ways to connect in the modal. */
  namespace?: ChainNamespace | undefined
  /** 'sm' or 'md' (default), as AppKit's. */
  size?: 'sm' | 'md' | undefined
  disabled?: boolean | undefined
}

/**
 * Opens the modal to connect a wallet.
 *
 * @example <ConnectButton appKit={appKit} />
 */
export function ConnectButton({
  appKit,
  label,
  loadingLabel,
  namespace,
  size,
  disabled,
}: ConnectButtonProps) {
  const connecting = useStore(appKit, (state) => state.connection.status === 'pending')
  // Its text is in the modal's language: re-render when that changes.
  const language = useStore(appKit, (state) => state.language)
  const themeMode = useStore(appKit, (state) => state.theme.themeMode)
  const themeVariables = useStore(appKit, (state) => state.theme.themeVariables)
  return (
    <button
      type="button"
      className="airlock-button"
      lang={language}
      data-theme={themeMode}
      data-size={size}
      disabled={disabled}
      style={getThemeCssVariables(themeVariables)}
      aria-busy={connecting || undefined}
      onClick={() => openModal(appKit, { namespace })}
    >
      {getConnectButtonLabel(appKit, connecting, { label, loadingLabel })}
    </button>
  )
}

/** The button's text: the loading label while a connection is being made, else the label. */
export function getConnectButtonLabel(
  appKit: AppKit,
  connecting: boolean,
  { label, loadingLabel }: Pick<ConnectButtonProps, 'label' | 'loadingLabel'>,
): string {
  return connecting
    ? (loadingLabel ?? text(appKit, 'connecting'))
    : (label ?? text(appKit, 'connectWallet'))
}
