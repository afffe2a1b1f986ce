import { parseEther } from 'viem'
import { useSendTransaction } from 'wagmi'
import { describeFailure } from './describeFailure.js'

/** The standard test mnemonic's account 5, which the demo's transfer pays. */
const recipient = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'

/** Sends 0.001 ETH with the connected wallet, through wagmi's own hook. */
export function WagmiSendTransactionPanel() {
  const { sendTransaction, data, error, isPending } = useSendTransaction()
  return (
    <section aria-labelledby="send-transaction-heading">
      <h2 id="send-transaction-heading">Send a transaction</h2>
      <p>
        0.001 ETH to <code>{recipient}</code>.
      </p>
      <button
        type="button"
        disabled={isPending}
        onClick={() => sendTransaction({ to: recipient, value: parseEther('0.001') })}
      >
        Send transaction
      </button>
      <dl>
        <dt>Transaction</dt>
        <dd data-testid="transaction">{data ?? '—'}</dd>
        <dt>Transaction error</dt>
        <dd data-testid="transaction-error">{error ? describeFailure(error) : '—'}</dd>
      </dl>
    </section>
  )
}
