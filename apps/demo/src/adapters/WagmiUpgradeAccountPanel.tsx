import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Client } from 'viem'
import { useConnectorClient } from 'wagmi'
import { describeFailure } from './describeFailure.js'

type UpgradeAnswer = { address: string; delegate: string; transactionHash?: string }
type UndoAnswer = { address: string; transactionHash?: string }

/**
 * Asks the embedded wallet to upgrade its EOA to a smart account at the same address (EIP-7702,
 * Airlock's `airlock_upgradeAccount`): the frame shows what it delegates to and signs the
 * authorization itself; the page names no delegate and never sees the authorization. The undo
 * (`airlock_undoAccountUpgrade`) removes the delegation the same way.
 */
export function WagmiUpgradeAccountPanel() {
  const { data: client } = useConnectorClient()
  const upgrade = useAccountChange<UpgradeAnswer>('airlock_upgradeAccount')
  const undo = useAccountChange<UndoAnswer>('airlock_undoAccountUpgrade')
  return (
    <section aria-labelledby="upgrade-account-heading">
      <h2 id="upgrade-account-heading">Smart account (EIP-7702)</h2>
      <p>The embedded wallet's address becomes a smart account: batched, sponsorable calls.</p>
      <button
        type="button"
        disabled={!client || upgrade.isPending}
        onClick={() => client && upgrade.mutate(client)}
      >
        Upgrade to a smart account
      </button>
      <button
        type="button"
        disabled={!client || undo.isPending}
        onClick={() => client && undo.mutate(client)}
      >
        Undo the upgrade
      </button>
      <dl>
        <dt>Upgrade</dt>
        <dd data-testid="upgrade-status">
          {statusOf(upgrade, (data) => `upgraded to ${data.delegate}`)}
        </dd>
        <dt>Upgrade transaction</dt>
        <dd data-testid="upgrade-transaction">{upgrade.data?.transactionHash ?? '—'}</dd>
        <dt>Undo</dt>
        <dd data-testid="undo-status">{statusOf(undo, () => 'undone')}</dd>
        <dt>Undo transaction</dt>
        <dd data-testid="undo-transaction">{undo.data?.transactionHash ?? '—'}</dd>
      </dl>
    </section>
  )
}

/**
 * One of the frame's account changes, sent through the connected client (the buttons are off
 * without one); the account's capabilities change with it (atomic batches), so every query is read
 * again after it.
 */
function useAccountChange<answer>(method: 'airlock_upgradeAccount' | 'airlock_undoAccountUpgrade') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (client: Client) => (await client.request({ method } as never)) as answer,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

/** A request's state as the panel shows it: its failure, its answer, pending, or nothing yet. */
function statusOf<data>(
  mutation: { error: unknown; data: data | undefined; isPending: boolean },
  done: (data: data) => string,
): string {
  if (mutation.error) return describeFailure(mutation.error)
  if (mutation.data) return done(mutation.data)
  return mutation.isPending ? 'pending' : '—'
}
