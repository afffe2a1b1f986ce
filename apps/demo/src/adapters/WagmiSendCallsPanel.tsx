import { parseEther } from 'viem'
import { useCapabilities, useConnection, useSendCalls, useWaitForCallsStatus } from 'wagmi'

/** The standard test mnemonic's accounts 5 and 6: the batch pays 0.01 and 0.02 ETH to them. */
const recipients = [
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
] as const

/** Two transfers as one EIP-5792 batch (`wallet_sendCalls`), through wagmi's own hooks. */
export function WagmiSendCallsPanel() {
  const { chainId } = useConnection()
  const capabilities = useCapabilities({ chainId })
  const { sendCalls, data, error, isPending } = useSendCalls()
  const status = useWaitForCallsStatus({ id: data?.id, pollingInterval: 500 })
  const atomic = (capabilities.data as { atomic?: { status?: string } } | undefined)?.atomic
  return (
    <section aria-labelledby="send-calls-heading">
      <h2 id="send-calls-heading">Send calls</h2>
      <p>
        0.01 ETH to <code>{recipients[0]}</code> and 0.02 ETH to <code>{recipients[1]}</code>, in
        one batch.
      </p>
      <button
        type="button"
        disabled={isPending}
        onClick={() =>
          sendCalls({
            calls: [
              { to: recipients[0], value: parseEther('0.01') },
              { to: recipients[1], value: parseEther('0.02') },
            ],
          })
        }
      >
        Send batched calls
      </button>
      <dl>
        <dt>Atomic batches</dt>
        <dd data-testid="calls-atomic">{atomic?.status ?? '—'}</dd>
        <dt>Calls status</dt>
        <dd data-testid="calls-status">
          {error ? error.message : (status.data?.status ?? (data ? 'pending' : '—'))}
        </dd>
        <dt>Transaction</dt>
        <dd data-testid="calls-transaction">
          {status.data?.receipts?.[0]?.transactionHash ?? '—'}
        </dd>
      </dl>
    </section>
  )
}
