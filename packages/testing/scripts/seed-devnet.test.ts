import { describe, expect, it } from 'vitest'
import { startAnvil } from '../src/devnet/anvil.js'
import { devnetContracts } from '../src/devnet/devnet.js'
import { getFreePort } from '../src/devnet/freePort.js'
import { seedDevnet } from './seed-devnet.js'

describe('seedDevnet', () => {
  it('deploys every contract at the committed address on a fresh chain', async () => {
    const anvil = await startAnvil({ chainId: 31337, port: await getFreePort() })
    try {
      const addresses = await seedDevnet(anvil.rpcUrl)
      const lower = (record: Record<string, string>) =>
        Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value.toLowerCase()]))
      expect(lower(addresses)).toEqual(lower(devnetContracts))
    } finally {
      await anvil.stop()
    }
  }, 60_000)
})
