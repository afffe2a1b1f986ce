import { AirlockError, type AppKit, connectPasskey } from '@airlock/core'
import { useState } from 'react'
import { text } from '../i18n/text.js'
import { socialIntentHandlers } from './loginIntent.js'

/**
 * The passkey-first entry of the Connect view (`features.passkey`): "Continue with a passkey"
 * asks the wallet frame for its passkey card, where the visitor creates a passkey or uses theirs
 * (the frame's own card: a passkey needs a click inside the frame). A login that fails or is
 * cancelled says why here, and the button starts it again.
 */
export function PasskeyLogin({ appKit }: { appKit: AppKit }) {
  const [state, setState] = useState<{ busy?: boolean; error?: string }>({})
  const start = () => {
    if (state.busy) return
    setState({ busy: true })
    connectPasskey(appKit)
      .then(() => setState({}))
      .catch((cause: unknown) =>
        setState({
          error:
            cause instanceof AirlockError && cause.shortMessage
              ? cause.shortMessage
              : text(appKit, 'somethingWentWrong'),
        }),
      )
  }
  return (
    <div className="stack">
      <button
        type="button"
        className="secondary"
        {...socialIntentHandlers(appKit)}
        onClick={start}
        aria-busy={Boolean(state.busy)}
        disabled={Boolean(state.busy)}
      >
        {text(appKit, 'continueWithPasskey')}
      </button>
      {state.error ? (
        <p className="error-text center" role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  )
}
