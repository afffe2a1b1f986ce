import { type Address, createPublicClient, http, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devMultiTokenAbi } from './abis.js'
import { type AnvilInstance, startAnvil } from './anvil.js'
import { type AssetsServer, startAssetsServer } from './assetsServer.js'
import { devAccounts } from './devnet.js'
import { devnetMultiToken } from './devnetMultiToken.js'
import { devnetDeployer } from './devnetProtocols.js'
import { getFreePort } from './freePort.js'
import { getDevnetStatePath } from './startDevnet.js'

let anvil: AnvilInstance
let assets: AssetsServer

beforeAll(async () => {
  ;[anvil, assets] = await Promise.all([
    getFreePort().then((port) =>
      startAnvil({ chainId: 31337, port, loadState: getDevnetStatePath() }),
    ),
    getFreePort().then(startAssetsServer),
  ])
})
afterAll(async () => {
  await Promise.allSettled([anvil?.stop(), assets?.stop()])
})

const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })

describe('the devnet ERC-1155', () => {
  it('holds the exported balances for the dev accounts', async () => {
    const entries = Object.entries(devnetMultiToken.holdings).flatMap(([holder, ids]) =>
      Object.entries(ids).map(([id, amount]) => ({
        holder: holder as Address,
        id: BigInt(id),
        amount,
      })),
    )
    const balances = await client().readContract({
      address: devnetMultiToken.address,
      abi: devMultiTokenAbi,
      functionName: 'balanceOfBatch',
      args: [entries.map((entry) => entry.holder), entries.map((entry) => entry.id)],
    })
    expect(balances).toEqual(entries.map((entry) => entry.amount))
    // Account 0 (the demo's) holds none: its NFTs stay the collection's.
    const first = await client().readContract({
      address: devnetMultiToken.address,
      abi: devMultiTokenAbi,
      functionName: 'balanceOfBatch',
      args: [
        [devAccounts[0].address, devAccounts[0].address, devAccounts[0].address],
        [1n, 2n, 3n],
      ],
    })
    expect(first).toEqual([0n, 0n, 0n])
  })

  it('has a TransferSingle and a TransferBatch between accounts in its seeded history, besides mints', async () => {
    const logs = await client().getContractEvents({
      address: devnetMultiToken.address,
      abi: devMultiTokenAbi,
      fromBlock: 0n,
    })
    const moves = logs.map((log) =>
      log.eventName === 'TransferSingle'
        ? { event: log.eventName, from: log.args.from, to: log.args.to, ids: [log.args.id] }
        : { event: log.eventName, from: log.args.from, to: log.args.to, ids: log.args.ids },
    )
    expect(moves).toEqual([
      { event: 'TransferBatch', from: zeroAddress, to: devnetDeployer.address, ids: [1n, 2n, 3n] },
      { event: 'TransferSingle', from: zeroAddress, to: devAccounts[1].address, ids: [1n] },
      {
        event: 'TransferSingle',
        from: devnetDeployer.address,
        to: devAccounts[2].address,
        ids: [2n],
      },
      {
        event: 'TransferBatch',
        from: devnetDeployer.address,
        to: devAccounts[3].address,
        ids: [1n, 3n],
      },
    ])
  })

  it('names each id in metadata the assets server answers at its uri', async () => {
    const uri = await client().readContract({
      address: devnetMultiToken.address,
      abi: devMultiTokenAbi,
      functionName: 'uri',
      args: [3n],
    })
    expect(uri).toBe(devnetMultiToken.uri)
    const url = uri
      .replace(devnetMultiToken.uri.split('/item/')[0]!, assets.baseUrl)
      .replace('{id}', (3).toString(16).padStart(64, '0'))
    const metadata = (await (await fetch(url)).json()) as { name: string; image: string }
    expect(metadata.name).toBe(devnetMultiToken.items[3])
    const image = await fetch(metadata.image)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect((await fetch(`${assets.baseUrl}/item/${'0'.repeat(63)}9.json`)).status).toBe(404)
  })
})
