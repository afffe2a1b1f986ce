import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  getCreate2Address,
  type Hex,
  http,
  keccak256,
  labelhash,
  maxUint256,
  namehash,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devTokenAbi } from '../src/devnet/abis.js'
import { devnetContracts, devnetTokens } from '../src/devnet/devnet.js'
import {
  devnetDeployer,
  devnetEns,
  devnetMulticall3,
  devnetPriceFeeds,
  devnetUniswapV3,
} from '../src/devnet/devnetProtocols.js'
import type { CompiledContract } from './compile-contracts.js'

const require = createRequire(import.meta.url)
const vendorDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'contracts', 'vendor')
type Artifact = { abi: Abi; bytecode: string }
const npmArtifact = (path: string) => require(path) as Artifact
const vendoredArtifact = (name: string) =>
  JSON.parse(readFileSync(join(vendorDir, 'artifacts', `${name}.json`), 'utf8')) as Artifact

type DevnetProtocolAddresses = {
  ens: Record<'registry' | 'publicResolver' | 'reverseRegistrar' | 'universalResolver', Address>
  uniswapV3: Record<'factory' | 'positionManager' | 'quoterV2' | 'swapRouter02', Address> & {
    pools: Record<keyof typeof devnetUniswapV3.pools, Address>
  }
  priceFeeds: Record<keyof typeof devnetPriceFeeds, Address>
}

/**
 * Deploys Multicall3, ENS, Uniswap V3 and the Chainlink feeds on a chain already seeded by
 * `seedDevnet`, from the deployer key (funded here with anvil's `anvil_setBalance`).
 */
export async function seedDevnetProtocols(
  rpcUrl: string,
  compiled: Record<'DevUniversalResolver' | 'DevPriceFeed', CompiledContract>,
): Promise<DevnetProtocolAddresses> {
  const deployer = privateKeyToAccount(devnetDeployer.privateKey)
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  const wallet = createWalletClient({ account: deployer, transport: http(rpcUrl) })
  const rpc = (method: string, params: unknown[]) =>
    publicClient.request({ method, params } as never) as Promise<unknown>

  await rpc('anvil_setBalance', [deployer.address, `0x${parseEther('1000').toString(16)}`])

  // Multicall3: the runtime code of the creation code viem publishes (and deploys itself for
  // deployless multicalls), placed at the canonical address.
  const { data: multicall3Runtime } = await publicClient.call({
    data: readViemMulticall3Bytecode(),
  })
  if (!multicall3Runtime) throw new Error('Multicall3 creation code returned no runtime code')
  await rpc('anvil_setCode', [devnetMulticall3.address, multicall3Runtime])

  const confirm = async (hash: Hex) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
    return receipt
  }
  const deploy = async (artifact: Artifact, args: readonly unknown[] = []) => {
    const bytecode = (
      artifact.bytecode.startsWith('0x') ? artifact.bytecode : `0x${artifact.bytecode}`
    ) as Hex
    const receipt = await confirm(
      await wallet.deployContract({ abi: artifact.abi, bytecode, args, chain: null }),
    )
    if (!receipt.contractAddress) throw new Error('deployment returned no address')
    return receipt.contractAddress
  }
  const write = async (
    address: Address,
    abi: Abi,
    functionName: string,
    args: unknown[],
    value?: bigint,
  ) => confirm(await wallet.writeContract({ address, abi, functionName, args, value } as never))

  // Deployments first, so each address follows from the deployer's nonce alone.
  const ensRegistry = vendoredArtifact('ENSRegistry')
  const publicResolver = vendoredArtifact('PublicResolver')
  const reverseRegistrar = vendoredArtifact('ReverseRegistrar')
  const universalResolver = compiled.DevUniversalResolver as unknown as Artifact
  const ens = {
    registry: await deploy(ensRegistry),
    publicResolver: '0x' as Address,
    reverseRegistrar: '0x' as Address,
    universalResolver: '0x' as Address,
  }
  ens.publicResolver = await deploy(publicResolver, [ens.registry])
  ens.reverseRegistrar = await deploy(reverseRegistrar, [ens.registry, ens.publicResolver])
  ens.universalResolver = await deploy(universalResolver, [ens.registry])

  const v3Factory = npmArtifact(
    '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
  )
  const positionManager = npmArtifact(
    '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
  )
  const quoterV2 = npmArtifact(
    '@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json',
  )
  const swapRouter02 = vendoredArtifact('SwapRouter02')
  const uniswap = {
    factory: await deploy(v3Factory),
    positionManager: '0x' as Address,
    quoterV2: '0x' as Address,
    swapRouter02: '0x' as Address,
  }
  // No token descriptor: positions have no tokenURI on the devnet.
  uniswap.positionManager = await deploy(positionManager, [
    uniswap.factory,
    devnetContracts.weth,
    zeroAddress,
  ])
  uniswap.quoterV2 = await deploy(quoterV2, [uniswap.factory, devnetContracts.weth])
  uniswap.swapRouter02 = await deploy(swapRouter02, [
    devnetContracts.uniswapV2Factory,
    uniswap.factory,
    uniswap.positionManager,
    devnetContracts.weth,
  ])

  const feed = compiled.DevPriceFeed as unknown as Artifact
  const priceFeeds = {} as Record<keyof typeof devnetPriceFeeds, Address>
  for (const [key, definition] of Object.entries(devnetPriceFeeds)) {
    priceFeeds[key as keyof typeof devnetPriceFeeds] = await deploy(feed, [
      definition.decimals,
      definition.description,
      definition.answer,
    ])
  }

  // ENS: the .eth and addr.reverse nodes, the names, then the reverse records.
  const registryAbi = ensRegistry.abi
  const resolverAbi = publicResolver.abi
  const root = `0x${'00'.repeat(32)}` as Hex
  await write(ens.registry, registryAbi, 'setSubnodeOwner', [
    root,
    labelhash('eth'),
    deployer.address,
  ])
  await write(ens.registry, registryAbi, 'setSubnodeOwner', [
    root,
    labelhash('reverse'),
    deployer.address,
  ])
  await write(ens.registry, registryAbi, 'setSubnodeOwner', [
    namehash('reverse'),
    labelhash('addr'),
    deployer.address,
  ])
  for (const entry of Object.values(devnetEns.names)) {
    const label = entry.name.replace(/\.eth$/, '')
    const node = namehash(entry.name)
    await write(ens.registry, registryAbi, 'setSubnodeRecord', [
      namehash('eth'),
      labelhash(label),
      deployer.address,
      ens.publicResolver,
      0n,
    ])
    await write(ens.publicResolver, resolverAbi, 'setAddr', [node, entry.address])
    await write(ens.publicResolver, resolverAbi, 'setText', [node, 'avatar', entry.avatar])
    await write(ens.registry, registryAbi, 'setOwner', [node, entry.address])
  }
  const reverseRecords = [
    ...Object.values(devnetEns.names).map((entry) => ({
      address: entry.address,
      name: entry.name,
    })),
    { address: devnetEns.mismatchedReverse.address, name: devnetEns.mismatchedReverse.claimedName },
  ]
  for (const record of reverseRecords) {
    const label = record.address.slice(2).toLowerCase()
    const node = namehash(`${label}.addr.reverse`)
    await write(ens.registry, registryAbi, 'setSubnodeRecord', [
      namehash('addr.reverse'),
      labelhash(label),
      deployer.address,
      ens.publicResolver,
      0n,
    ])
    await write(ens.publicResolver, resolverAbi, 'setName', [node, record.name])
    await write(ens.registry, registryAbi, 'setOwner', [node, record.address])
  }
  // From now on accounts change their own reverse record through the registrar.
  await write(ens.registry, registryAbi, 'setOwner', [
    namehash('addr.reverse'),
    ens.reverseRegistrar,
  ])

  // Uniswap V3 pools, full range, priced like the V2 pools.
  const wethAbi = npmArtifact('@uniswap/v2-periphery/build/WETH9.json').abi
  const pools = {} as Record<keyof typeof devnetUniswapV3.pools, Address>
  for (const [key, pool] of Object.entries(devnetUniswapV3.pools)) {
    const amountOf = (token: Address) => {
      if (token === devnetContracts.weth) return parseEther(String(pool.amounts.eth))
      if (token === devnetContracts.token && 'token' in pool.amounts)
        return parseUnits(String(pool.amounts.token), devnetTokens.token.decimals)
      if (token === devnetContracts.usd && 'usd' in pool.amounts)
        return parseUnits(String(pool.amounts.usd), devnetTokens.usd.decimals)
      throw new Error(`no amount for ${token} in pool ${key}`)
    }
    const [token0, token1] =
      BigInt(pool.tokenA) < BigInt(pool.tokenB)
        ? [pool.tokenA, pool.tokenB]
        : [pool.tokenB, pool.tokenA]
    const amount0 = amountOf(token0)
    const amount1 = amountOf(token1)
    for (const [token, amount] of [
      [token0, amount0],
      [token1, amount1],
    ] as const) {
      if (token === devnetContracts.weth) {
        await write(token, wethAbi, 'deposit', [], amount)
      } else {
        await write(token, devTokenAbi as Abi, 'mint', [deployer.address, amount])
      }
      await write(token, devTokenAbi as Abi, 'approve', [uniswap.positionManager, maxUint256])
    }
    await write(
      uniswap.positionManager,
      positionManager.abi,
      'createAndInitializePoolIfNecessary',
      [token0, token1, pool.fee, sqrtPriceX96(amount0, amount1)],
    )
    await write(uniswap.positionManager, positionManager.abi, 'mint', [
      {
        token0,
        token1,
        fee: pool.fee,
        tickLower: pool.tickLower,
        tickUpper: pool.tickUpper,
        amount0Desired: amount0,
        amount1Desired: amount1,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: deployer.address,
        deadline: BigInt(2 ** 32),
      },
    ])
    const deployed = (await publicClient.readContract({
      address: uniswap.factory,
      abi: v3Factory.abi,
      functionName: 'getPool',
      args: [token0, token1, pool.fee],
    })) as Address
    // The periphery finds pools by this hash: it must match the factory's pool code.
    const computed = getCreate2Address({
      from: uniswap.factory,
      salt: keccak256(
        encodeAbiParameters(
          [{ type: 'address' }, { type: 'address' }, { type: 'uint24' }],
          [token0, token1, pool.fee],
        ),
      ),
      bytecodeHash: devnetUniswapV3.poolInitCodeHash,
    })
    if (deployed !== computed) throw new Error(`pool ${key} is at ${deployed}, not ${computed}`)
    pools[key as keyof typeof devnetUniswapV3.pools] = deployed
  }

  return { ens, uniswapV3: { ...uniswap, pools }, priceFeeds }
}

/** `multicall3Bytecode` of the installed viem (not among its exports: read from its build). */
function readViemMulticall3Bytecode(): Hex {
  const viemDir = dirname(require.resolve('viem/package.json'))
  const source = readFileSync(join(viemDir, '_esm', 'constants', 'contracts.js'), 'utf8')
  const match = /multicall3Bytecode\s*=\s*'(0x[0-9a-f]+)'/.exec(source)
  if (!match?.[1]) throw new Error('multicall3Bytecode not found in viem')
  return match[1] as Hex
}

/** The pool price amount1/amount0 as a Q64.96 square root. */
function sqrtPriceX96(amount0: bigint, amount1: bigint): bigint {
  const value = (amount1 << 192n) / amount0
  if (value < 2n) return value
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + value / x) / 2n
  }
  return x
}

/** The addresses `src/devnet/devnetProtocols.ts` promises, to compare with what was deployed. */
export function expectedDevnetProtocolAddresses(): DevnetProtocolAddresses {
  return {
    ens: {
      registry: devnetEns.registry,
      publicResolver: devnetEns.publicResolver,
      reverseRegistrar: devnetEns.reverseRegistrar,
      universalResolver: devnetEns.universalResolver,
    },
    uniswapV3: {
      factory: devnetUniswapV3.factory,
      positionManager: devnetUniswapV3.positionManager,
      quoterV2: devnetUniswapV3.quoterV2,
      swapRouter02: devnetUniswapV3.swapRouter02,
      pools: {
        tokenEth: devnetUniswapV3.pools.tokenEth.address,
        usdEth: devnetUniswapV3.pools.usdEth.address,
      },
    },
    priceFeeds: {
      ethUsd: devnetPriceFeeds.ethUsd.address,
      tokenUsd: devnetPriceFeeds.tokenUsd.address,
      usdUsd: devnetPriceFeeds.usdUsd.address,
    },
  }
}
