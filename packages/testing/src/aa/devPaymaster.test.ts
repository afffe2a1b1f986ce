import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'
import { expect, test } from 'vitest'
import { devPaymasterBytecode } from './devPaymaster.js'

test('the committed paymaster code is what contracts/DevPaymaster.sol compiles to', () => {
  const require = createRequire(import.meta.url)
  const source = join(dirname(fileURLToPath(import.meta.url)), '../../contracts/DevPaymaster.sol')
  const input = {
    language: 'Solidity',
    sources: { 'DevPaymaster.sol': { content: readFileSync(source, 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['evm.bytecode.object'] } },
    },
  }
  const findImports = (path: string) => ({ contents: readFileSync(require.resolve(path), 'utf8') })
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as {
    contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>
  }
  const compiled = output.contracts['DevPaymaster.sol']?.DevPaymaster?.evm.bytecode
  expect(`0x${compiled?.object}`).toBe(devPaymasterBytecode)
}, 60_000)
