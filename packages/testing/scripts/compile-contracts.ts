import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
// solc-js ships its own compiler as WebAssembly: compiling works offline.
import solc from 'solc'

const require = createRequire(import.meta.url)
const contractsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'contracts')

export type CompiledContract = { abi: unknown[]; bytecode: `0x${string}` }

/** Compiles the devnet's own contracts (DevToken, DevCollection) with solc-js. */
export function compileDevnetContracts(): Record<'DevToken' | 'DevCollection', CompiledContract> {
  const sources = Object.fromEntries(
    ['DevToken.sol', 'DevCollection.sol'].map((file) => [
      file,
      { content: readFileSync(join(contractsDir, file), 'utf8') },
    ]),
  )
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const findImports = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') }
    } catch {
      return { error: `not found: ${path}` }
    }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<
      string,
      Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>
    >
  }
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) {
    throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  }
  const pick = (file: string, name: string): CompiledContract => {
    const contract = output.contracts[file]?.[name]
    if (!contract) throw new Error(`${name} missing from the compiler output`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return {
    DevToken: pick('DevToken.sol', 'DevToken'),
    DevCollection: pick('DevCollection.sol', 'DevCollection'),
  }
}
