import type { AdapterCapabilities } from '@airlock/core'
import { type AdapterOperation, mapWalletError } from '@airlock/core/adapter'
import { type Config, estimateGas, sendTransaction, signMessage, writeContract } from '@wagmi/core'
import type { Abi, Address, Hex } from 'viem'

type Parameters<name extends keyof AdapterCapabilities> = globalThis.Parameters<
  AdapterCapabilities[name]
>[0]

async function guard<result>(
  operation: AdapterOperation,
  run: () => Promise<result>,
): Promise<result> {
  try {
    return await run()
  } catch (error) {
    throw mapWalletError(error, { namespace: 'eip155', operation })
  }
}

/** `eip155:signMessage` through wagmi's signMessage. */
export function signWithWagmi(
  config: Config,
  { message, address }: Parameters<'eip155:signMessage'>,
) {
  return guard('signMessage', () => signMessage(config, { message, account: address as Address }))
}

/** `eip155:sendTransaction` through wagmi's sendTransaction. */
export function sendWithWagmi(
  config: Config,
  { to, value, data, chainId }: Parameters<'eip155:sendTransaction'>,
) {
  return guard('sendTransaction', () =>
    sendTransaction(config, {
      to: to as Address,
      value,
      data: data as Hex | undefined,
      ...(chainId !== undefined ? { chainId } : {}),
    }),
  )
}

/** `eip155:writeContract` through wagmi's writeContract. */
export function writeWithWagmi(
  config: Config,
  { address, abi, functionName, args, chainId }: Parameters<'eip155:writeContract'>,
) {
  return guard('writeContract', () =>
    writeContract(config, {
      address: address as Address,
      abi: abi as Abi,
      functionName,
      args,
      ...(chainId !== undefined ? { chainId } : {}),
    } as globalThis.Parameters<typeof writeContract>[1]),
  )
}

/** `eip155:estimateGas` through wagmi's estimateGas. */
export function estimateWithWagmi(
  config: Config,
  { to, value, data }: Parameters<'eip155:estimateGas'>,
) {
  return guard('estimateGas', () =>
    estimateGas(config, { to: to as Address, value, data: data as Hex | undefined }),
  )
}
