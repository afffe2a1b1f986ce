import { type Address, createPublicClient, createTestClient, http } from 'viem'
import { devIdRegistryCode, farcasterIdRegistryAddress } from './devIdRegistry.js'

export type InstallDevIdRegistryParameters = {
  /** An anvil's RPC URL. */
  rpcUrl: string
  /** Default: Farcaster's IdRegistry address on Optimism. */
  address?: Address | undefined
}

/**
 * Puts the dev ID registry (`idOf` / `custodyOf` / `register`) on an anvil chain, at Farcaster's
 * IdRegistry address unless told otherwise. Already there: left as it is (its fids stay).
 *
 * @example await installDevIdRegistry({ rpcUrl: 'http://127.0.0.1:8545' })
 */
export async function installDevIdRegistry(
  parameters: InstallDevIdRegistryParameters,
): Promise<Address> {
  const address = parameters.address ?? farcasterIdRegistryAddress
  const transport = http(parameters.rpcUrl)
  const code = await createPublicClient({ transport }).getCode({ address })
  if (code?.toLowerCase() !== devIdRegistryCode.toLowerCase()) {
    await createTestClient({ mode: 'anvil', transport }).setCode({
      address,
      bytecode: devIdRegistryCode,
    })
  }
  return address
}
