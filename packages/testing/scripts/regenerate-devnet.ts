import { mkdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startAnvil } from '../src/devnet/anvil.js'
import { devnetChains } from '../src/devnet/devnet.js'
import { devnetMultiToken } from '../src/devnet/devnetMultiToken.js'
import { compileDevnetContracts } from './compile-contracts.js'
import { seedDevnet } from './seed-devnet.js'
import { seedDevnetMultiToken } from './seed-devnet-multi-token.js'
import { expectedDevnetProtocolAddresses, seedDevnetProtocols } from './seed-devnet-protocols.js'

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
  const protocols = await seedDevnetProtocols(anvil.rpcUrl, compileDevnetContracts())
  console.log('Seeded protocols:', JSON.stringify(protocols, null, 2))
  const expected = JSON.stringify(expectedDevnetProtocolAddresses()).toLowerCase()
  if (JSON.stringify(protocols).toLowerCase() !== expected) {
    throw new Error('Seeding moved protocol contracts; update src/devnet/devnetProtocols.ts')
  }
  const multiToken = await seedDevnetMultiToken(anvil.rpcUrl)
  console.log('Seeded the ERC-1155:', multiToken)
  if (multiToken.toLowerCase() !== devnetMultiToken.address.toLowerCase()) {
    throw new Error('Seeding moved the ERC-1155; update src/devnet/devnetMultiToken.ts')
  }
} finally {
  await anvil.stop()
}
console.log(`Wrote ${statePath}`)
