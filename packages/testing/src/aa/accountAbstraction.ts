import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  http,
  parseEther,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { airlockAccountFactoryCode } from './airlockAccountFactoryCode.js'

/** The deterministic deployment proxy anvil ships (and most chains have). */
const create2Deployer = '0x4e59b44847b379578588920ca78fbf26c0b4956c' as const

/** Salt the EntryPoint 0.8 authors deployed with: the npm artifact then lands on the canonical address. */
const entryPointSalt = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9' as const
const factorySalt = toHex(0, { size: 32 })

/**
 * The ERC-4337 contracts on the devnet chains, at the addresses they have on public chains: the
 * EntryPoint 0.8 and its SimpleAccountFactory from the `@account-abstraction/contracts` artifacts,
 * deployed through the CREATE2 proxy, so viem's `entryPoint08Address` holds unchanged; and the
 * embedded wallet's own account factory (`contracts/AirlockAccount.sol`: SimpleAccount 0.8 with
 * ERC-1271), through the same proxy, at the address it gets on any chain with that proxy; and
 * the EIP-7702 delegate `Simple7702Account` (0.8, no constructor arguments) at its canonical
 * address, which an EOA's authorization names to become a smart account at its own address.
 */
export const devnetAccountAbstraction = {
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  simpleAccountFactory: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
  airlockAccountFactory: '0x77fb83689B4B0b976D4B24EDE873e25e7403fdd9',
  simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
} as const satisfies Record<string, Address>

/**
 * Key that sends the deployments (funded on the fly): not one of the dev accounts, whose nonces
 * tests may count on.
 */
const deployerKey = '0x4337433743374337433743374337433743374337433743374337433743374337' as const

function readArtifact(name: 'EntryPoint' | 'SimpleAccountFactory' | 'Simple7702Account'): Hex {
  const require = createRequire(import.meta.url)
  const path = require.resolve(`@account-abstraction/contracts/artifacts/${name}.json`)
  return (JSON.parse(readFileSync(path, 'utf8')) as { bytecode: Hex }).bytecode
}

export type DeployAccountAbstractionParameters = {
  /** An anvil node (the deployer is funded with `anvil_setBalance`). */
  rpcUrl: string
}

export type DeployAccountAbstractionReturnType = typeof devnetAccountAbstraction

/**
 * Deploys the EntryPoint 0.8, the SimpleAccountFactory, the AirlockAccountFactory and the
 * Simple7702Account on an anvil chain, unless they are there already (a second call costs four
 * `eth_getCode`).
 *
 * @example await deployAccountAbstraction({ rpcUrl: 'http://127.0.0.1:8545' })
 */
export async function deployAccountAbstraction({
  rpcUrl,
}: DeployAccountAbstractionParameters): Promise<DeployAccountAbstractionReturnType> {
  const transport = http(rpcUrl)
  const client = createPublicClient({ transport })
  const chainId = await client.getChainId()
  const chain = {
    id: chainId,
    name: `anvil ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  } as const
  const account = privateKeyToAccount(deployerKey)
  const wallet = createWalletClient({ account, chain, transport })
  let funded = false
  const deploy = async (bytecode: Hex, salt: Hex, expected: Address) => {
    const address = getContractAddress({ opcode: 'CREATE2', from: create2Deployer, salt, bytecode })
    if (address !== expected) throw new Error(`${expected} would deploy at ${address}`)
    const code = await client.getCode({ address })
    if (code && code !== '0x') return
    if (!funded) {
      await client.request({
        method: 'anvil_setBalance' as never,
        params: [account.address, toHex(parseEther('10'))] as never,
      })
      funded = true
    }
    const hash = await wallet.sendTransaction({
      to: create2Deployer,
      data: concat([salt, bytecode]),
      gas: 8_000_000n,
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`Deploying ${expected} reverted`)
  }
  await deploy(readArtifact('EntryPoint'), entryPointSalt, devnetAccountAbstraction.entryPoint)
  await deploy(
    concat([
      readArtifact('SimpleAccountFactory'),
      encodeAbiParameters([{ type: 'address' }], [devnetAccountAbstraction.entryPoint]),
    ]),
    factorySalt,
    devnetAccountAbstraction.simpleAccountFactory,
  )
  await deploy(
    concat([
      airlockAccountFactoryCode,
      encodeAbiParameters([{ type: 'address' }], [devnetAccountAbstraction.entryPoint]),
    ]),
    factorySalt,
    devnetAccountAbstraction.airlockAccountFactory,
  )
  await deploy(
    readArtifact('Simple7702Account'),
    factorySalt,
    devnetAccountAbstraction.simple7702Account,
  )
  return devnetAccountAbstraction
}
