import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devMultiTokenAbi } from '../src/devnet/abis.js'
import { DevnetRequestError } from '../src/devnet/DevnetRequestError.js'
import { devAccounts } from '../src/devnet/devnet.js'
import { devnetMultiToken } from '../src/devnet/devnetMultiToken.js'
import { devnetDeployer } from '../src/devnet/devnetProtocols.js'

// The published build of OpenZeppelin 3.4 (solc 0.7), which @uniswap/v3-periphery depends on: its
// ERC1155PresetMinterPauser is a complete ERC-1155 with mint and mintBatch (5.x ships none).
const openZeppelinVersion = '3.4.2-solc-0.7'
const periphery = createRequire(
  createRequire(import.meta.url).resolve('@uniswap/v3-periphery/package.json'),
)

/**
 * Deploys the devnet's ERC-1155 from the deployer key (after `seedDevnetProtocols`) and makes its
 * seeded history: a batch mint to the deployer, a single mint to account 1, then a
 * `safeTransferFrom` to account 2 and a `safeBatchTransferFrom` to account 3.
 */
export async function seedDevnetMultiToken(rpcUrl: string): Promise<Address> {
  const { version } = periphery('@openzeppelin/contracts/package.json') as { version: string }
  if (version !== openZeppelinVersion)
    throw new DevnetRequestError(
      `@openzeppelin/contracts ${version} found, ${openZeppelinVersion} expected`,
    )
  const artifact = periphery(
    '@openzeppelin/contracts/build/contracts/ERC1155PresetMinterPauser.json',
  ) as { abi: Abi; bytecode: Hex }
  const deployer = privateKeyToAccount(devnetDeployer.privateKey)
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  const wallet = createWalletClient({ account: deployer, transport: http(rpcUrl) })
  const confirm = async (hash: Hex) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new DevnetRequestError(`transaction ${hash} reverted`)
    return receipt
  }
  const { contractAddress: address } = await confirm(
    await wallet.deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args: [devnetMultiToken.uri],
      chain: null,
    }),
  )
  if (!address) throw new DevnetRequestError('deployment returned no address')
  const write = async (functionName: string, args: readonly unknown[]) =>
    confirm(
      await wallet.writeContract({
        address,
        abi: devMultiTokenAbi,
        functionName,
        args,
        chain: null,
      } as never),
    )
  await write('mintBatch', [deployer.address, [1n, 2n, 3n], [100n, 50n, 20n], '0x'])
  await write('mint', [devAccounts[1].address, 1n, 10n, '0x'])
  await write('safeTransferFrom', [deployer.address, devAccounts[2].address, 2n, 10n, '0x'])
  await write('safeBatchTransferFrom', [
    deployer.address,
    devAccounts[3].address,
    [1n, 3n],
    [10n, 5n],
    '0x',
  ])
  return address
}
