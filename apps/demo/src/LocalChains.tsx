import { devnetChains } from '@airlock/testing'
import { useEffect, useState } from 'react'
import { createPublicClient, http } from 'viem'

type ChainReading = { id: number; name: string; rpcUrl: string; block?: bigint; error?: string }

/** Shows each local chain as its RPC reports it, so a glance tells whether the stack is up. */
export function LocalChains() {
  const [readings, setReadings] = useState<ChainReading[]>(() =>
    Object.values(devnetChains).map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
  )

  useEffect(() => {
    let cancelled = false
    const read = async () => {
      const next = await Promise.all(
        Object.values(devnetChains).map(async ({ id, name, rpcUrl }): Promise<ChainReading> => {
          const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
          try {
            const [chainId, block] = await Promise.all([
              client.getChainId(),
              client.getBlockNumber(),
            ])
            return chainId === id
              ? { id, name, rpcUrl, block }
              : { id, name, rpcUrl, error: `reports chain ${chainId}` }
          } catch {
            return { id, name, rpcUrl, error: 'unreachable' }
          }
        }),
      )
      if (!cancelled) setReadings(next)
    }
    void read()
    const timer = setInterval(read, 4_000)
    return () => {
      cancelled = true
      clearInterval(timer)
    }
  }, [])

  return (
    <section aria-labelledby="local-chains">
      <h2 id="local-chains">Local chains</h2>
      <ul>
        {readings.map((reading) => (
          <li key={reading.id} aria-label={reading.name}>
            <strong>{reading.name}</strong> · chain {reading.id} · {reading.rpcUrl} ·{' '}
            {reading.error
              ? reading.error
              : reading.block === undefined
                ? 'connecting…'
                : `block ${reading.block}`}
          </li>
        ))}
      </ul>
    </section>
  )
}
