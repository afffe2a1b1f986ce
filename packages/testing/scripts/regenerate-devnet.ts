import { mkdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startAnvil } from '../src/devnet/anvil.js'
import { devnetChains } from '../src/devnet/devnet.js'
import { seedDevnet } from './seed-devnet.js'

// Rebuilds devnet/state.json: a fresh anvil, the seeding, then anvil writes its state on exit.
const statePath = join(dirname(fileURLToPath(import.meta.url)), '..', 'devnet', 'state.json')
mkdirSync(dirname(statePath), { recursive: true })
rmSync(statePath, { force: true })

const anvil = await startAnvil({
  chainId: devnetChains.primary.id,
  port: 18545,
  dumpState: statePath,
})
try {
  const addresses = await seedDevnet(anvil.rpcUrl)
  console.log('Seeded contracts:', addresses)
} finally {
  await anvil.stop()
}
console.log(`Wrote ${statePath}`)
