import { cancelSignIn, signInWithWallet } from '@airlock/core'
import { Logo } from '../components/Logo.js'
import type { ViewProps } from '../components/lazyView.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'

/**
 * Asks the visitor to sign the sign-in message: the dapp's icon and name, why, Sign and Cancel
 * (which disconnects when sign-in is required). Failures show as a toast from the action.
 */
export function SIWXSignMessageView({ appKit }: ViewProps) {
  const signing = useStore(appKit, (state) => state.siwx.status === 'signing')
  const metadata = appKit.options.metadata
  const app = metadata?.name ?? text(appKit, 'siwxDefaultApp')
  const descriptionId = 'airlock-siwx-description'
  return (
    <div className="stack center">
      <Logo src={metadata?.icons[0]} name={app} alt="" size="large" />
      <p id={descriptionId} className="muted center">
        {text(appKit, 'siwxDescription', { app })}
      </p>
      <div className="button-pair">
        <button
          type="button"
          className="secondary"
          disabled={signing}
          onClick={() => void cancelSignIn(appKit)}
        >
          {text(appKit, 'siwxCancel')}
        </button>
        <button
          type="button"
          className="primary"
          aria-describedby={descriptionId}
          aria-busy={signing}
          disabled={signing}
          onClick={() => void signInWithWallet(appKit).catch(() => {})}
        >
          {text(appKit, signing ? 'siwxSigning' : 'siwxSign')}
        </button>
      </div>
    </div>
  )
}
