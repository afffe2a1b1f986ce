import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
// solc-js ships its own compiler as WebAssembly: compiling works offline.
import solc from 'solc'

const require = createRequire(import.meta.url)
const here = dirname(fileURLToPath(import.meta.url))

/**
 * Compiles `contracts/AirlockAccount.sol` (the embedded wallet's ERC-4337 account with ERC-1271,
 * and its factory) with solc-js: solc 0.8.30, optimizer 200 runs, cancun. Answers the factory's
 * creation code (it deploys the account implementation itself).
 */
export function compileAirlockAccountFactory(): `0x${string}` {
  const input = {
    language: 'Solidity',
    sources: {
      'AirlockAccount.sol': {
        content: readFileSync(join(here, '..', 'contracts', 'AirlockAccount.sol'), 'utf8'),
      },
    },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { 'AirlockAccount.sol': { AirlockAccountFactory: ['evm.bytecode.object'] } },
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
    contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>
  }
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const object = output.contracts['AirlockAccount.sol']?.AirlockAccountFactory?.evm.bytecode.object
  if (!object) throw new Error('AirlockAccountFactory missing from the compiler output')
  return `0x${object}`
}

// `tsx scripts/compile-account.ts`: rewrites the committed creation code.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const code = compileAirlockAccountFactory()
  const lines = code.match(/.{1,96}/g) ?? []
  const target = join(here, '..', 'src', 'aa', 'airlockAccountFactoryCode.ts')
  writeFileSync(
    target,
    [
      "import type { Hex } from 'viem'",
      '',
      '/**',
      ' * Creation code of `AirlockAccountFactory` (`contracts/AirlockAccount.sol`, solc 0.8.30, optimizer',
      ' * 200 runs, cancun), written by `scripts/compile-account.ts`; a test compiles the source again',
      ' * and compares.',
      ' */',
      'export const airlockAccountFactoryCode: Hex = [',
      ...lines.map((line) => `  '${line}',`),
      "].join('') as Hex",
      '',
    ].join('\n'),
  )
  console.log(`${target}: ${(code.length - 2) / 2} bytes`)
}
