import { getFreePort } from '@airlock/testing/devnet'
import { expect, test } from 'vitest'
import { createChainRuntimes } from '../chains/chainRuntime.js'
import { localChains } from '../config/localChains.js'
import { createStorage } from '../storage/createStorage.js'
import { createIndexer } from './createIndexer.js'

test('stop() wakes every chain waiting for its next poll, not only the last one', async () => {
  const storage = await createStorage({ dataDir: 'memory' })
  // Both chains' RPCs refuse connections, so each loop fails its step and waits out the interval.
  const chains = await Promise.all(
    localChains.map(async (chain) => ({
      ...chain,
      rpcUrl: `http://127.0.0.1:${await getFreePort()}`,
    })),
  )
  const warnings: string[] = []
  const indexer = createIndexer(
    storage,
    [...createChainRuntimes(chains).values()],
    { pollIntervalMs: 10 * 60_000 },
    { warn: (_object, message) => warnings.push(message) },
  )
  try {
    await expect
      .poll(() => Object.values(indexer.status()).map((chain) => chain.lastError !== null), {
        timeout: 30_000,
      })
      .toEqual([true, true])
    const stopping = Date.now()
    await indexer.stop()
    expect(Date.now() - stopping).toBeLessThan(30_000)
    expect(warnings).toEqual(['indexer step failed', 'indexer step failed'])
  } finally {
    await storage.close()
  }
}, 90_000)
