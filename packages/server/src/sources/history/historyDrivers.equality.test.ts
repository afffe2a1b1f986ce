import {
  devAccounts,
  devCollectionAbi,
  devMultiTokenAbi,
  devnetContracts,
  devnetMultiToken,
  devTokenAbi,
} from '@airlock/testing'
import {
  type AnvilInstance,
  getDevnetStatePath,
  getFreePort,
  startAnvil,
} from '@airlock/testing/devnet'
import { encodeFunctionData, type Hex, numberToHex, parseAbi } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { localChains } from '../../config/localChains.js'
import { type AirlockServer, type CreateServerOptions, createServer } from '../../createServer.js'

// One anvil chain from the devnet's seeded state (its deployments and ERC-1155 transfers are
// history made before any server starts), then a few hundred blocks of ETH, AUSD, AIR, LANTERN and
// ERC-1155 transfers (single, batch, a burn, one to the sender itself). Server A
// indexes it from block 0; server B starts at the head with no indexer and reads it through the
// Otterscan API. Every account touched must get the same answers from both.
const blocks = 240
const chainId = 'eip155:31337'
/** Addresses that only ever receive: no call trace names them, only `Transfer` logs do. */
const receivers = Array.from(
  { length: 4 },
  (_, i) => `0x${(0xbeef0000 + i).toString(16).padStart(40, '0')}` as const,
)
const senders = devAccounts.slice(0, 6).map((account) => account.address)
const accounts = [...senders, ...receivers, devAccounts[9].address]

let anvil: AnvilInstance
/** A second chain, indexed by both servers: pages without a chain id merge the two. */
let secondAnvil: AnvilInstance
let indexed: AirlockServer
let otterscan: AirlockServer
let readyAtStart: { status: number; body: Record<string, unknown> }

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/** Sends one block's transactions as a JSON-RPC batch (anvil's accounts are unlocked), then mines it. */
async function mineBlock(txs: { from: string; to: string; value?: bigint; data?: Hex }[]) {
  const response = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      txs.map((tx, id) => ({
        jsonrpc: '2.0',
        id,
        method: 'eth_sendTransaction',
        // An explicit gas limit: a transfer meant to fail is mined as failed, not refused.
        params: [{ ...tx, value: numberToHex(tx.value ?? 0n), gas: numberToHex(200_000) }],
      })),
    ),
  })
  const answers = (await response.json()) as { error?: { message: string } }[]
  const failed = answers.find((answer) => answer.error)
  if (failed) throw new Error(`eth_sendTransaction: ${failed.error?.message}`)
  await rpc('evm_mine', [])
}

/**
 * ERC-1155 moves by block: accounts 1, 2 and 3 hold items from the seeded state; some go to an
 * address that only ever receives, and account 4 passes on everything it got.
 */
const multiTokenMoves = new Map<number, { from: string; data: Hex }>(
  [
    [10, single(devAccounts[1].address, receivers[0]!, 1n, 3n)],
    [20, batch(devAccounts[3].address, devAccounts[4].address, [1n, 3n], [4n, 2n])],
    [30, single(devAccounts[2].address, devAccounts[1].address, 2n, 4n)],
    [40, batch(devAccounts[4].address, receivers[1]!, [1n, 3n], [4n, 2n])],
    [50, burn(devAccounts[1].address, 1n, 2n)],
    [60, batch(devAccounts[1].address, devAccounts[1].address, [1n, 2n], [1n, 1n])],
    [70, batch(devAccounts[2].address, receivers[0]!, [2n], [6n])],
  ].map(([block, move]) => [block as number, move as { from: string; data: Hex }]),
)

function single(from: string, to: string, id: bigint, amount: bigint) {
  const data = encodeFunctionData({
    abi: devMultiTokenAbi,
    functionName: 'safeTransferFrom',
    args: [from as Hex, to as Hex, id, amount, '0x'],
  })
  return { from, data }
}

function batch(from: string, to: string, ids: bigint[], amounts: bigint[]) {
  const data = encodeFunctionData({
    abi: devMultiTokenAbi,
    functionName: 'safeBatchTransferFrom',
    args: [from as Hex, to as Hex, ids, amounts, '0x'],
  })
  return { from, data }
}

function burn(from: string, id: bigint, amount: bigint) {
  const data = encodeFunctionData({
    abi: devMultiTokenAbi,
    functionName: 'burn',
    args: [from as Hex, id, amount],
  })
  return { from, data }
}

const erc20 = (to: string, amount: bigint) =>
  encodeFunctionData({ abi: devTokenAbi, functionName: 'transfer', args: [to as Hex, amount] })

function serverOptions(history: 'indexer' | 'otterscan'): CreateServerOptions {
  return {
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    chains: [
      {
        ...localChains[0]!,
        rpcUrl: anvil.rpcUrl,
        data: { history: history === 'indexer' ? { driver: 'indexer' } : { driver: 'otterscan' } },
      },
      { ...localChains[1]!, rpcUrl: secondAnvil.rpcUrl },
    ],
    indexer: { pollIntervalMs: 100, batchSize: 100 },
    relay: false,
    frame: false,
    rpc: false,
    rateLimit: false,
    balanceCacheMs: 0,
    // Icon links name the server: the same base for both.
    publicUrl: 'http://airlock.test',
    bitcoinNetworks: [],
    solanaNetworks: [],
  }
}

beforeAll(async () => {
  const start = async (chainId: number) =>
    startAnvil({ chainId, port: await getFreePort(), loadState: getDevnetStatePath() })
  ;[anvil, secondAnvil] = await Promise.all([start(31337), start(31338)])
  await rpc('evm_setAutomine', [false])
  const [ausd, air, collection] = [
    devnetContracts.usd,
    devnetContracts.token,
    devnetContracts.collection,
  ]
  // Each dev sender starts with a LANTERN of its own (account 0 already holds 1–3).
  await mineBlock(
    senders.map((from) => ({
      from: devAccounts[0].address,
      to: collection,
      data: encodeFunctionData({ abi: devCollectionAbi, functionName: 'mint', args: [from] }),
    })),
  )
  const nextTokenOf = new Map<string, bigint[]>(senders.map((from, i) => [from, [BigInt(4 + i)]]))
  nextTokenOf.get(senders[0]!)!.push(1n, 2n, 3n)
  for (let block = 0; block < blocks; block++) {
    const from = senders[block % senders.length]!
    const to = accounts[(block * 7 + 3) % accounts.length]!
    const txs: { from: string; to: string; value?: bigint; data?: Hex }[] = [
      { from, to, value: BigInt(block + 1) * 10n ** 15n },
      {
        from,
        to: ausd,
        data: erc20(receivers[block % receivers.length]!, BigInt(block + 1) * 1_000_000n),
      },
    ]
    if (block % 3 === 0)
      txs.push({
        from: senders[(block + 1) % senders.length]!,
        to: air,
        data: erc20(to, 10n ** 18n),
      })
    if (block % 17 === 5) {
      // More than the sender holds: mined, failed, moves nothing.
      txs.push({ from, to: air, data: erc20(to, 10n ** 30n) })
    }
    const tokens = nextTokenOf.get(from)!
    if (block % 5 === 2 && tokens.length > 0 && senders.includes(to as never) && to !== from) {
      const tokenId = tokens.shift()!
      nextTokenOf.get(to)!.push(tokenId)
      txs.push({
        from,
        to: collection,
        data: encodeFunctionData({
          abi: devCollectionAbi,
          functionName: 'transferFrom',
          args: [from as Hex, to as Hex, tokenId],
        }),
      })
    }
    const move = multiTokenMoves.get(block)
    if (move) txs.push({ ...move, to: devnetMultiToken.address })
    await mineBlock(txs)
  }
  await rpc('evm_setAutomine', [true])
  ;[indexed, otterscan] = await Promise.all([
    createServer(serverOptions('indexer')),
    createServer(serverOptions('otterscan')),
  ])
  await Promise.all([indexed.listen(), otterscan.listen()])
  const ready = await fetch(`${otterscan.url}/ready`)
  readyAtStart = { status: ready.status, body: (await ready.json()) as Record<string, unknown> }
  await Promise.all([waitForReady(indexed), waitForReady(otterscan)])
}, 120_000)

afterAll(async () => {
  await Promise.allSettled([indexed?.close(), otterscan?.close()])
  await Promise.allSettled([anvil?.stop(), secondAnvil?.stop()])
})

async function readBalance(account: string, id: bigint): Promise<bigint> {
  const data = encodeFunctionData({
    abi: devMultiTokenAbi,
    functionName: 'balanceOf',
    args: [account as Hex, id],
  })
  return BigInt((await rpc('eth_call', [{ to: devnetMultiToken.address, data }, 'latest'])) as Hex)
}

async function waitForReady(server: AirlockServer) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if ((await fetch(`${server.url}/ready`)).status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the indexing server was not ready within 60 s')
}

async function get(server: AirlockServer, path: string): Promise<unknown> {
  const separator = path.includes('?') ? '&' : '?'
  const response = await fetch(`${server.url}${path}${separator}projectId=local-dev`)
  expect(response.status, path).toBe(200)
  return response.json()
}

/** Every page of the account's history, following `next`. */
async function allPages(server: AirlockServer, account: string, limit: number, chain?: string) {
  const pages: unknown[] = []
  let cursor: string | null = null
  do {
    const page = (await get(
      server,
      `/v1/account/${account}/history?limit=${limit}${chain ? `&chainId=${chain}` : ''}${cursor ? `&cursor=${cursor}` : ''}`,
    )) as { data: unknown[]; next: string | null }
    pages.push(page)
    cursor = page.next
  } while (cursor && pages.length < 200)
  return pages
}

test('a server whose only chain reads through the Otterscan driver is ready at once', async () => {
  const options = serverOptions('otterscan')
  const alone = await createServer({ ...options, chains: options.chains?.slice(0, 1) })
  try {
    const ready = await fetch(`${await alone.listen()}/ready`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ chains: {}, history: { [chainId]: 'otterscan' } })
    expect(alone.indexer).toBeUndefined()
  } finally {
    await alone.close()
  }
})

test('a server indexes only the chains the indexer serves', () => {
  expect(Object.keys(readyAtStart.body.chains as object)).toEqual(['eip155:31338'])
  expect(readyAtStart.body.history).toEqual({ [chainId]: 'otterscan', 'eip155:31338': 'indexer' })
})

type Page = {
  data: {
    transfers: {
      nft_info?: { contract?: string; token_id?: string }
      quantity: { numeric: string }
    }[]
  }[]
}
const multiToken = devnetMultiToken.address.toLowerCase()

test('the indexer from block 0 and the Otterscan driver give the same history pages for every touched account', async () => {
  let transactions = 0
  const multiTokenTransfers: { token_id?: string; numeric: string }[] = []
  for (const account of accounts) {
    const [fromIndex, fromOtterscan] = await Promise.all([
      allPages(indexed, account, 25, chainId),
      allPages(otterscan, account, 25, chainId),
    ])
    expect(fromOtterscan, account).toEqual(fromIndex)
    const rows = fromIndex.flatMap((page) => (page as Page).data)
    transactions += rows.length
    for (const transfer of rows.flatMap((tx) => tx.transfers)) {
      if (transfer.nft_info?.contract === multiToken)
        multiTokenTransfers.push({
          token_id: transfer.nft_info.token_id,
          numeric: transfer.quantity.numeric,
        })
    }
  }
  // The comparison covers the generated history, not empty pages.
  expect(transactions).toBeGreaterThan(blocks * 2)
  // ERC-1155 transfers are in it, each id with the amount it moved: the seeded batch to
  // account 3, the generated single to a receiver that only ever receives, and the burn.
  expect(multiTokenTransfers.length).toBeGreaterThanOrEqual(12)
  expect(multiTokenTransfers).toEqual(
    expect.arrayContaining([
      { token_id: '3', numeric: '5' },
      { token_id: '1', numeric: '3' },
      { token_id: '2', numeric: '6' },
    ]),
  )
})

test('pages over both chains (cursors crossing from one chain to the other) are the same too', async () => {
  for (const account of [devAccounts[0].address, devAccounts[1].address, receivers[0]!]) {
    const [fromIndex, fromOtterscan] = await Promise.all([
      allPages(indexed, account, 7),
      allPages(otterscan, account, 7),
    ])
    expect(fromOtterscan, account).toEqual(fromIndex)
    const chains = new Set(
      fromIndex.flatMap((page) =>
        (page as { data: { metadata: { chain: string } }[] }).data.map((tx) => tx.metadata.chain),
      ),
    )
    if (account === devAccounts[0].address)
      expect(chains).toEqual(new Set([chainId, 'eip155:31338']))
  }
})

test('the same ERC-20 balances (as discovered) and NFTs for every touched account', async () => {
  const byAddress = (a: { address?: string }, b: { address?: string }) =>
    (a.address ?? '').localeCompare(b.address ?? '')
  let nfts = 0
  let tokens = 0
  const multiTokenHoldings: unknown[] = []
  for (const account of accounts) {
    const [balanceA, balanceB, nftsA, nftsB] = await Promise.all([
      get(
        indexed,
        `/v1/account/${account}/balance?chainId=${chainId}&forceUpdate=true&includeUnlisted=true`,
      ),
      get(
        otterscan,
        `/v1/account/${account}/balance?chainId=${chainId}&forceUpdate=true&includeUnlisted=true`,
      ),
      get(indexed, `/v1/account/${account}/nfts?chainId=${chainId}`),
      get(otterscan, `/v1/account/${account}/nfts?chainId=${chainId}`),
    ])
    const sorted = (balance: unknown) =>
      [...(balance as { balances: { address?: string }[] }).balances].sort(byAddress)
    expect(sorted(balanceB), account).toEqual(sorted(balanceA))
    expect(nftsB, account).toEqual(nftsA)
    nfts += (nftsA as { data: unknown[] }).data.length
    for (const nft of (nftsA as { data: { contract: string; tokenId: string; balance?: string }[] })
      .data) {
      if (nft.contract.toLowerCase() !== multiToken) continue
      const held = await readBalance(account, BigInt(nft.tokenId))
      expect(nft.balance, `${account} ${nft.tokenId}`).toBe(String(held))
      multiTokenHoldings.push(nft)
    }
    tokens += sorted(balanceA).filter((balance) => balance.address).length
  }
  expect(nfts).toBeGreaterThanOrEqual(senders.length + 3)
  // ERC-1155 holdings were compared, each with the balance the contract reports.
  expect(multiTokenHoldings.length).toBeGreaterThanOrEqual(4)
  // ERC-20s were compared (the unlisted ones included), not only native balances.
  expect(tokens).toBeGreaterThanOrEqual(accounts.length)
})

test('the Otterscan driver also shows ETH a contract sent the account (internal transfers), which the indexer does not record', async () => {
  // An account no other test compares: it wraps 1 ETH, then unwraps 0.4 (WETH sends it back).
  const account = devAccounts[7].address.toLowerCase()
  const weth = devnetContracts.weth
  const wethAbi = parseAbi(['function deposit() payable', 'function withdraw(uint256 wad)'])
  await rpc('eth_sendTransaction', [
    {
      from: account,
      to: weth,
      value: numberToHex(10n ** 18n),
      data: encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
    },
  ])
  const unwrap = (await rpc('eth_sendTransaction', [
    {
      from: account,
      to: weth,
      data: encodeFunctionData({ abi: wethAbi, functionName: 'withdraw', args: [4n * 10n ** 17n] }),
    },
  ])) as string
  const newest = async (server: AirlockServer) => {
    const deadline = Date.now() + 20_000
    while (Date.now() < deadline) {
      const page = (await get(
        server,
        `/v1/account/${account}/history?chainId=${chainId}&limit=2`,
      )) as {
        data: { metadata: { hash: string; operationType: string }; transfers: unknown[] }[]
      }
      if (page.data[0]?.metadata.hash === unwrap) return page.data
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('the unwrap never showed')
  }
  const [fromIndex, fromOtterscan] = await Promise.all([newest(indexed), newest(otterscan)])
  // The wrap is the same through both: its own value once (the node also lists that call among
  // the internal operations).
  expect(fromOtterscan[1]).toEqual(fromIndex[1])
  expect(fromIndex[0]!.transfers).toEqual([])
  expect(fromOtterscan[0]!.metadata.operationType).toBe('receive')
  expect(fromOtterscan[0]!.transfers).toEqual([
    expect.objectContaining({
      direction: 'in',
      quantity: { numeric: '0.4' },
      fungible_info: expect.objectContaining({ symbol: 'ETH' }),
    }),
  ])
})
