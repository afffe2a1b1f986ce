import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { AirlockError } from '@airlock/blockchain-api'
import solc from 'solc'
import type { Abi, Hex } from 'viem'

export type CompiledContract = { abi: Abi; bytecode: Hex }

/** Compiles the test smart account and its factory with solc-js (offline). */
export function compileOwnedAccount(): Record<
  'OwnedAccount' | 'OwnedAccountFactory',
  CompiledContract
> {
  const source = readFileSync(
    fileURLToPath(new URL('./contracts/OwnedAccount.sol', import.meta.url)),
    'utf8',
  )
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'OwnedAccount.sol': { content: source } },
        settings: {
          optimizer: { enabled: true, runs: 200 },
          evmVersion: 'cancun',
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
  }
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0)
    throw compileFailed(errors.map((error) => error.formattedMessage).join('\n'))
  const pick = (name: string): CompiledContract => {
    const contract = output.contracts['OwnedAccount.sol']?.[name]
    if (!contract) throw compileFailed(`${name} is missing from the compiler output.`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return { OwnedAccount: pick('OwnedAccount'), OwnedAccountFactory: pick('OwnedAccountFactory') }
}

function compileFailed(details: string): AirlockError {
  return new AirlockError('The test contracts did not compile', {
    code: 'TEST_CONTRACT_COMPILE_FAILED',
    details,
  })
}
