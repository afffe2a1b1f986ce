import { useSignMessage } from 'wagmi'
import { describeFailure } from './describeFailure.js'

const message = 'Hello from the Airlock demo'

/** Signs a fixed message with the connected wallet, through wagmi's own hook. */
export function WagmiSignMessagePanel() {
  const { signMessage, data, error, isPending } = useSignMessage()
  return (
    <section aria-labelledby="sign-message-heading">
      <h2 id="sign-message-heading">Sign a message</h2>
      <p>
        Message: <code>{message}</code>
      </p>
      <button type="button" disabled={isPending} onClick={() => signMessage({ message })}>
        Sign message
      </button>
      <dl>
        <dt>Signature</dt>
        <dd data-testid="signature">{data ?? (error ? error.message : '—')}</dd>
        <dt>Sign error</dt>
        <dd data-testid="sign-error">{error ? describeFailure(error) : '—'}</dd>
      </dl>
    </section>
  )
}
