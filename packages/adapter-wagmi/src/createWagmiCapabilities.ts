import type { AdapterCapabilities } from '@airlock/core'
import { type Config, estimateGas, sendTransaction, signMessage, writeContract } from '@wagmi/core'
import type { Abi, Address, Hex } from 'viem'
import { toAdapterError } from './toAdapterError.js'

export type WagmiCapabilities = Pick<
  AdapterCapabilities,
  'eip155:signMessage' | 'eip155:sendTransaction' | 'eip155:writeContract' | 'eip155:estimateGas'
>

/**
 * The eip155 capabilities of the wagmi adapter, each running through wagmi's action on the
 * current connection. User rejections surface as core's `UserRejectedRequestError` (the wallet's
 * 4001 error is its `cause`).
 *
 * @example await createWagmiCapabilities(config)['eip155:signMessage']({ message, address })
 */
export function createWagmiCapabilities(config: Config): WagmiCapabilities {
  const guard = async <result>(run: () => Promise<result>): Promise<result> => {
    try {
      return await run()
    } catch (error) {
      throw toAdapterError(error)
    }
  }
  return {
    'eip155:signMessage': ({ message, address }) =>
      guard(() => signMessage(config, { message, account: address as Address })),
    'eip155:sendTransaction': ({ to, value, data, chainId }) =>
      guard(() =>
        sendTransaction(config, {
          to: to as Address,
          value,
          data: data as Hex | undefined,
          ...(chainId !== undefined ? { chainId } : {}),
        }),
      ),
    'eip155:writeContract': ({ address, abi, functionName, args, chainId }) =>
      guard(() =>
        writeContract(config, {
          address: address as Address,
          abi: abi as Abi,
          functionName,
          args,
          ...(chainId !== undefined ? { chainId } : {}),
        } as Parameters<typeof writeContract>[1]),
      ),
    'eip155:estimateGas': ({ to, value, data }) =>
      guard(() => estimateGas(config, { to: to as Address, value, data: data as Hex | undefined })),
  }
}
