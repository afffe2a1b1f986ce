import { type Address, createPublicClient, createTestClient, http, numberToHex } from 'viem'
import { devIdRegistryCode, farcasterIdRegistryAddress } from './devIdRegistry.js'

export type InstallDevIdRegistryParameters = {
  /** An anvil's RPC URL. */
  rpcUrl: string
  /** Default: Farcaster's IdRegistry address on Optimism. */
  address?: Address | undefined
}

/**
 * Puts the dev ID registry (`idOf` / `custodyOf` / `register`) on an anvil chain, at Farcaster's
 * IdRegistry address unless told otherwise, its fids counting on from the current second (the
 * chain restarts, a server's database remembers fids). Already there: left as it is.
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
    const anvil = createTestClient({ mode: 'anvil', transport })
    await anvil.setCode({ address, bytecode: devIdRegistryCode })
    // The chain is new on every start but a server's database is not: fids count on from the
    // start's second (`idCounter`, slot 2), so a fid is never handed to two people.
    await anvil.setStorageAt({
      address,
      index: 2,
      value: numberToHex(Math.floor(Date.now() / 1000), { size: 32 }),
    })
  }
  return address
}
