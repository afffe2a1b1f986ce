import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'
import { expect, test } from 'vitest'
import { devIdRegistryCode } from './devIdRegistry.js'

test('the committed registry code is what contracts/DevIdRegistry.sol compiles to', () => {
  const source = join(dirname(fileURLToPath(import.meta.url)), '../../contracts/DevIdRegistry.sol')
  const input = {
    language: 'Solidity',
    sources: { 'DevIdRegistry.sol': { content: readFileSync(source, 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['evm.deployedBytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    contracts: Record<string, Record<string, { evm: { deployedBytecode: { object: string } } }>>
  }
  const compiled = output.contracts['DevIdRegistry.sol']?.DevIdRegistry?.evm.deployedBytecode
  expect(`0x${compiled?.object}`).toBe(devIdRegistryCode)
}, 60_000)
