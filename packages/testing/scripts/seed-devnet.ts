import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devCollectionAbi, devTokenAbi, uniswapV2RouterAbi } from '../src/devnet/abis.js'
import {
  devAccounts,
  devnetCollection,
  devnetContracts,
  devnetSeed,
  devnetTokens,
} from '../src/devnet/devnet.js'
import { compileDevnetContracts } from './compile-contracts.js'

const require = createRequire(import.meta.url)
type Artifact = { abi: Abi; bytecode: string }
const loadArtifact = (path: string) => require(path) as Artifact

/**
 * Deploys and seeds the devnet contracts on a fresh chain at `rpcUrl` and returns their
 * addresses. Each step waits for its receipt so nonces, and therefore addresses, never vary.
 */
export async function seedDevnet(
  rpcUrl: string,
): Promise<Record<keyof typeof devnetContracts, Address>> {
  const compiled = compileDevnetContracts()
  const [deployerKeys, ...others] = devAccounts
  const deployer = privateKeyToAccount(deployerKeys.privateKey)
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  const chainId = await publicClient.getChainId()
  const chain = {
    id: chainId,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  } as const
  const wallet = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) })

  const confirm = async (hash: Hex) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
    return receipt
  }
  const deploy = async (abi: Abi, bytecode: string, args: readonly unknown[] = []) => {
    const hash = await wallet.deployContract({
      abi,
      bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex,
      args,
    })
    const receipt = await confirm(hash)
    if (!receipt.contractAddress) throw new Error('deployment returned no address')
    return receipt.contractAddress
  }

  const weth = loadArtifact('@uniswap/v2-periphery/build/WETH9.json')
  const factory = loadArtifact('@uniswap/v2-core/build/UniswapV2Factory.json')
  const router = loadArtifact('@uniswap/v2-periphery/build/UniswapV2Router02.json')

  const addresses = {
    weth: await deploy(weth.abi, weth.bytecode),
    uniswapV2Factory: await deploy(factory.abi, factory.bytecode, [deployer.address]),
    uniswapV2Router: '0x' as Address,
    usd: '0x' as Address,
    token: '0x' as Address,
    collection: '0x' as Address,
  }
  addresses.uniswapV2Router = await deploy(router.abi, router.bytecode, [
    addresses.uniswapV2Factory,
    addresses.weth,
  ])
  const { usd, token } = devnetTokens
  addresses.usd = await deploy(compiled.DevToken.abi as Abi, compiled.DevToken.bytecode, [
    usd.name,
    usd.symbol,
    usd.decimals,
  ])
  addresses.token = await deploy(compiled.DevToken.abi as Abi, compiled.DevToken.bytecode, [
    token.name,
    token.symbol,
    token.decimals,
  ])
  addresses.collection = await deploy(
    compiled.DevCollection.abi as Abi,
    compiled.DevCollection.bytecode,
    [devnetCollection.name, devnetCollection.symbol, devnetCollection.baseUri],
  )

  const mismatched = (Object.keys(devnetContracts) as (keyof typeof devnetContracts)[]).filter(
    (name) => addresses[name].toLowerCase() !== devnetContracts[name].toLowerCase(),
  )
  if (mismatched.length > 0) {
    throw new Error(
      `Seeding moved contracts (${mismatched.join(', ')}); update src/devnet/devnet.ts:\n${JSON.stringify(addresses, null, 2)}`,
    )
  }

  const write = async (
    request: Parameters<typeof wallet.writeContract>[0] extends infer R ? R : never,
  ) => confirm(await wallet.writeContract(request))

  for (const [tokenKey, definition] of Object.entries(devnetTokens)) {
    const address = addresses[tokenKey as keyof typeof devnetTokens]
    await write({
      address,
      abi: devTokenAbi,
      functionName: 'mint',
      args: [
        deployer.address,
        parseUnits(String(devnetSeed.firstAccountMint), definition.decimals),
      ],
    } as never)
    for (const other of others) {
      await write({
        address,
        abi: devTokenAbi,
        functionName: 'mint',
        args: [
          other.address,
          parseUnits(String(devnetSeed.otherAccountsMint), definition.decimals),
        ],
      } as never)
    }
    await write({
      address,
      abi: devTokenAbi,
      functionName: 'approve',
      args: [addresses.uniswapV2Router, maxUint256],
    } as never)
  }

  for (let minted = 0; minted < devnetCollection.mintedToFirstAccount; minted++) {
    await write({
      address: addresses.collection,
      abi: devCollectionAbi,
      functionName: 'mint',
      args: [deployer.address],
    } as never)
  }

  const deadline = BigInt(2 ** 32)
  await write({
    address: addresses.uniswapV2Router,
    abi: uniswapV2RouterAbi,
    functionName: 'addLiquidityETH',
    args: [
      addresses.token,
      parseUnits(String(devnetSeed.tokenEthPool.token), token.decimals),
      0n,
      0n,
      deployer.address,
      deadline,
    ],
    value: parseEther(String(devnetSeed.tokenEthPool.eth)),
  } as never)
  await write({
    address: addresses.uniswapV2Router,
    abi: uniswapV2RouterAbi,
    functionName: 'addLiquidity',
    args: [
      addresses.token,
      addresses.usd,
      parseUnits(String(devnetSeed.tokenUsdPool.token), token.decimals),
      parseUnits(String(devnetSeed.tokenUsdPool.usd), usd.decimals),
      0n,
      0n,
      deployer.address,
      deadline,
    ],
  } as never)

  return addresses
}
