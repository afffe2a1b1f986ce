import { useAccount, useBalance } from 'wagmi'

/** wagmi 2's own hooks on the adapter's config: they see the wallet connected through the modal. */
export function WagmiPanel() {
  const { address, chainId } = useAccount()
  const { data: balance } = useBalance({ address })
  return (
    <section aria-labelledby="wagmi-heading">
      <h2 id="wagmi-heading">wagmi 2</h2>
      <dl>
        <dt>useAccount: address</dt>
        <dd data-testid="wagmi-address">{address ?? '—'}</dd>
        <dt>useAccount: chain id</dt>
        <dd data-testid="wagmi-chain-id">{chainId ?? '—'}</dd>
        <dt>useBalance</dt>
        <dd data-testid="wagmi-balance">
          {balance ? `${balance.formatted} ${balance.symbol}` : '—'}
        </dd>
      </dl>
    </section>
  )
}
