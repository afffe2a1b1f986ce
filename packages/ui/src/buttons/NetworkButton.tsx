import { type AppKit, getActiveNetwork, getThemeCssVariables, openModal } from '@airlock/core'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'

export type NetworkButtonProps = {
  appKit: AppKit
  /** Text in place of the network's name. */
  label?: string | undefined
  disabled?: boolean | undefined
}

/**
 * The active network's logo and name; opens the Networks view (UnsupportedChain while the wallet sits on a
 * network the app does not support). The logo is the network's own image (`chainImages` included),
 * else, for a well-known network, one bundled with the package (loaded on demand, no server).
 *
 * @example <NetworkButton appKit={appKit} />
 */
export function NetworkButton({ appKit, label, disabled }: NetworkButtonProps) {
  const network = useStore(appKit, (state) => getActiveNetwork({ options: appKit.options, state }))
  const unsupported = useStore(appKit, (state) => state.unsupportedChain)
  // Its text is in the modal's language: re-render when that changes.
  const language = useStore(appKit, (state) => state.language)
  const themeMode = useStore(appKit, (state) => state.theme.themeMode)
  const themeVariables = useStore(appKit, (state) => state.theme.themeVariables)
  const imageUrl = network.assets?.imageUrl
  return (
    <button
      type="button"
      className="airlock-button"
      lang={language}
      data-variant="account"
      data-theme={themeMode}
      disabled={disabled}
      style={getThemeCssVariables(themeVariables)}
      onClick={() => openModal(appKit, { view: unsupported ? 'UnsupportedChain' : 'Networks' })}
    >
      {unsupported ? null : (
        <img
          className="airlock-network-logo"
          src={imageUrl}
          alt=""
          hidden={!imageUrl}
          // Without an own image, a well-known network's bundled logo fills it (loaded on demand).
          ref={(image) =>
            void import('../icons/networks/show.js').then((show) => show.default(image, network))
          }
        />
      )}
      {unsupported ? text(appKit, 'unsupportedChain') : (label ?? network.name)}
    </button>
  )
}
