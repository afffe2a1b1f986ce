import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
// solc-js ships its own compiler as WebAssembly: compiling works offline.
import solc from 'solc'

const require = createRequire(import.meta.url)
const contractsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'contracts')

export type CompiledContract = { abi: unknown[]; bytecode: `0x${string}` }

const devnetContractNames = [
  'DevToken',
  'DevCollection',
  'DevUniversalResolver',
  'DevPriceFeed',
] as const
type DevnetContractName = (typeof devnetContractNames)[number]

/**
 * Compiles the devnet's own contracts (tokens, collection, Universal Resolver, price feed) with
 * solc-js. Imports resolve inside `contracts/` first (the vendored sources), then in node_modules.
 */
export function compileDevnetContracts(): Record<DevnetContractName, CompiledContract> {
  const sources = Object.fromEntries(
    devnetContractNames
      .map((name) => `${name}.sol`)
      .map((file) => [file, { content: readFileSync(join(contractsDir, file), 'utf8') }]),
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
      const local = join(contractsDir, path)
      return {
        contents: readFileSync(existsSync(local) ? local : require.resolve(path), 'utf8'),
      }
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
  return Object.fromEntries(
    devnetContractNames.map((name) => [name, pick(`${name}.sol`, name)]),
  ) as Record<DevnetContractName, CompiledContract>
}
