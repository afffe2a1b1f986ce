import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createChainRuntimes } from '../../chains/chainRuntime.js'
import { DataSourceResponseError } from '../dataSourceErrors.js'
import { createEtherscanHistorySource } from './createEtherscanHistorySource.js'
import type { HistorySource } from './historySource.js'
import { parseEtherscanResponse, type TransactionBasics } from './parseEtherscanResponse.js'

// The fixtures follow the response shapes Etherscan documents for `module=account` (`txlist`,
// `txlistinternal`, `tokentx`, `tokennfttx`, `token1155tx`), which Blockscout's
// Etherscan-compatible `/api` serves too. No live Etherscan, Routescan or Blockscout answers here: these shapes are the test.
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/etherscan/${name}.json`, import.meta.url), 'utf8'))

const account = '0x4e83362442b8d1bec281594cea3050c8eb01311c'
const bob = '0x642ae78fafbb8032da552d619ad43f1d81e4dd7c'
const carol = '0x9aa99c23f67c81701c772b106b4f83f6e858dd2e'
const payer = '0x2c1ba59d6f58433fb1eaee7d20b26ed83bda51a3'
const mkr = '0x9f8f72aa9304c8b593d555f12ef6589cc3a579a2'
const kitties = '0x06012c8cf97bead5deae237070f9587f8e7a266d'
const parallel = '0x76be3b62873462d2142405439777e971754e8e77'
const hash = (n: number) => `0x${n.toString(16).padStart(2, '0').repeat(32)}`

/** What the node says of the transactions only token or internal rows name. */
const basics = new Map<string, TransactionBasics>([
  [
    hash(3),
    { from: bob, to: mkr, status: 'confirmed', selector: '0xa9059cbb', txIndex: 7, nonce: 300 },
  ],
  [
    hash(4),
    {
      from: carol,
      to: kitties,
      status: 'confirmed',
      selector: '0x23b872dd',
      txIndex: 1,
      nonce: 12,
    },
  ],
  [
    hash(8),
    {
      from: carol,
      to: kitties,
      status: 'confirmed',
      selector: '0x23b872dd',
      txIndex: 0,
      nonce: 13,
    },
  ],
  [
    hash(6),
    { from: bob, to: payer, status: 'confirmed', selector: '0x3ccfd60b', txIndex: 4, nonce: 301 },
  ],
  // ERC-1155 moves made by carol as the account's operator (a marketplace would be one).
  [
    hash(9),
    {
      from: carol,
      to: parallel,
      status: 'confirmed',
      selector: '0x2eb2c2d6',
      txIndex: 2,
      nonce: 14,
    },
  ],
  [
    hash(10),
    {
      from: carol,
      to: parallel,
      status: 'confirmed',
      selector: '0xf242432a',
      txIndex: 1,
      nonce: 15,
    },
  ],
])

/** An Etherscan-compatible API on loopback answering from the fixtures as the API pages them. */
let api: Server
let url: string
const requests: URL[] = []
let answerWith: unknown
/** Answer `token1155tx` as an API that predates it does. */
let refuse1155 = false

beforeAll(async () => {
  api = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://api.test')
    requests.push(query)
    const action = query.searchParams.get('action') ?? ''
    if (refuse1155 && action === 'token1155tx') {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ message: 'Unknown action', result: null, status: '0' }))
      return
    }
    let body = answerWith ?? fixture(action)
    const rows = (body as { result: unknown }).result
    if (answerWith === undefined && Array.isArray(rows)) {
      const end = Number(query.searchParams.get('endblock') ?? Number.MAX_SAFE_INTEGER)
      const sort = query.searchParams.get('sort') === 'asc' ? 1 : -1
      const kept = (rows as { blockNumber: string }[])
        .filter((row) => Number(row.blockNumber) <= end)
        .sort((a, b) => sort * (Number(a.blockNumber) - Number(b.blockNumber)))
        .slice(0, Number(query.searchParams.get('offset') ?? 10_000))
      body = kept.length === 0 ? fixture('empty') : { status: '1', message: 'OK', result: kept }
    }
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v2/api`
})
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())))

function source(apiKey?: string): HistorySource {
  const [chain] = createChainRuntimes([
    {
      id: 1,
      name: 'Ethereum',
      rpcUrl: 'http://127.0.0.1:9',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      tokens: [],
    },
  ]).values()
  return createEtherscanHistorySource({
    chain: chain!,
    url,
    apiKey,
    readBasics: async (txHash) => basics.get(txHash),
  })
}

describe('parseEtherscanResponse', () => {
  test('reads the documented rows of each action', () => {
    const [sent] = parseEtherscanResponse('txlist', fixture('txlist'))
    expect(sent).toMatchObject({
      blockNumber: 100,
      timeStamp: 1700001200,
      transactionIndex: 3,
      nonce: 6,
      from: account,
      to: bob,
      value: 10n ** 18n,
      isError: '0',
    })
    const [, received] = parseEtherscanResponse('tokentx', fixture('tokentx'))
    expect(received).toMatchObject({
      contractAddress: mkr,
      from: bob,
      to: account,
      value: 5901522149285533025181n,
      tokenSymbol: 'MKR',
      tokenDecimal: '18',
    })
    const [nft] = parseEtherscanResponse('tokennfttx', fixture('tokennfttx'))
    expect(nft).toMatchObject({
      contractAddress: kitties,
      tokenID: '42',
      to: account,
      tokenSymbol: 'CK',
    })
    const [, second] = parseEtherscanResponse('token1155tx', fixture('token1155tx'))
    expect(second).toMatchObject({
      contractAddress: parallel,
      from: carol,
      to: account,
      tokenID: '10372',
      tokenValue: 1n,
      tokenName: 'parallel',
      tokenSymbol: 'LL',
      transactionIndex: 2,
    })
    const [internal] = parseEtherscanResponse('txlistinternal', fixture('txlistinternal'))
    expect(internal).toMatchObject({
      from: payer,
      to: account,
      value: 5n * 10n ** 17n,
      type: 'call',
      isError: '0',
    })
  })

  test('"No transactions found" is an empty list; NOTOK answers are errors with the API\'s reason', () => {
    expect(parseEtherscanResponse('txlist', fixture('empty'))).toEqual([])
    expect(() => parseEtherscanResponse('tokentx', fixture('invalidApiKey'))).toThrow(
      expect.objectContaining({
        name: 'DataSourceResponseError',
        code: 'DATA_SOURCE_RESPONSE',
        shortMessage: 'etherscan: tokentx: Invalid API Key',
      }),
    )
    expect(() => parseEtherscanResponse('txlist', fixture('rateLimited'))).toThrow(
      /Max rate limit reached/,
    )
    expect(() =>
      parseEtherscanResponse('txlist', { status: '1', message: 'OK', result: [{ hash: 'nope' }] }),
    ).toThrow(DataSourceResponseError)
  })
})

describe('the Etherscan-compatible driver', () => {
  test("pages the merged lists newest first, with the account's transfers of each transaction", async () => {
    const history = source()
    const first = await history.getTransactions(account, { limit: 3 })
    expect(first.map((tx) => tx.hash)).toEqual([hash(7), hash(6), hash(8), hash(5)])
    const [nftSent, paid, nftReceived, failed] = first
    expect(nftSent).toMatchObject({
      chainId: 1,
      blockNumber: 140,
      txIndex: 0,
      from: account,
      to: kitties,
      nonce: 9,
      status: 'confirmed',
      time: 1700001680,
    })
    expect(nftSent!.transfers).toEqual([
      {
        kind: 'erc721',
        contract: kitties,
        from: account,
        to: carol,
        amount: 1n,
        tokenId: 42n,
        logIndex: 0,
      },
    ])
    expect(paid).toMatchObject({ from: bob, to: payer, txIndex: 4, nonce: 301 })
    expect(paid!.transfers).toEqual([
      {
        kind: 'native',
        contract: null,
        from: payer,
        to: account,
        amount: 5n * 10n ** 17n,
        tokenId: null,
        logIndex: -2,
      },
    ])
    expect(nftReceived!.transfers[0]).toMatchObject({ kind: 'erc721', tokenId: 43n, to: account })
    expect(failed).toMatchObject({ status: 'failed', selector: '0xa9059cbb', transfers: [] })

    const cursor = [nftReceived!.time, 1, nftReceived!.blockNumber, nftReceived!.txIndex] as [
      number,
      number,
      number,
      number,
    ]
    const second = await history.getTransactions(account, { before: cursor, limit: 3 })
    expect(second.map((tx) => tx.hash)).toEqual([hash(5), hash(4), hash(3), hash(2)])
    expect(second[2]!.transfers).toEqual([
      {
        kind: 'erc20',
        contract: mkr,
        from: bob,
        to: account,
        amount: 5901522149285533025181n,
        tokenId: null,
        logIndex: 0,
      },
    ])
    expect(second[3]).toMatchObject({ from: account, to: mkr, selector: '0xa9059cbb' })
    const last = await history.getTransactions(account, {
      before: [second[3]!.time, 1, 105, 0],
      limit: 3,
    })
    expect(last.map((tx) => tx.hash)).toEqual([hash(1), hash(10), hash(9)])
    // ERC-1155: each id moved is a transfer with its amount; a batch's rows share a transaction.
    expect(last[1]).toMatchObject({ from: carol, to: parallel, blockNumber: 95, txIndex: 1 })
    expect(last[1]!.transfers).toEqual([
      {
        kind: 'erc1155',
        contract: parallel,
        from: account,
        to: bob,
        amount: 1n,
        tokenId: 10371n,
        logIndex: 0,
      },
    ])
    expect(last[2]!.transfers).toEqual([
      expect.objectContaining({ kind: 'erc1155', to: account, tokenId: 10371n, amount: 3n }),
      expect.objectContaining({ kind: 'erc1155', to: account, tokenId: 10372n, amount: 1n }),
    ])
    expect(last[0]!.transfers).toEqual([
      {
        kind: 'native',
        contract: null,
        from: account,
        to: bob,
        amount: 10n ** 18n,
        tokenId: null,
        logIndex: -1,
      },
    ])
    // Etherscan's v2 API is told the chain; the key goes with every call.
    const call = requests.at(-1)!
    expect(call.searchParams.get('chainid')).toBe('1')
    expect(call.searchParams.get('endblock')).toBe('105')
    expect(call.searchParams.get('sort')).toBe('desc')
  })

  test("only the hashes asked for, such as an on-ramp's deliveries", async () => {
    const page = await source().getTransactions(account, { limit: 10, hashes: [hash(3), hash(1)] })
    expect(page.map((tx) => tx.hash)).toEqual([hash(3), hash(1)])
  })

  test('NFTs held: those whose latest transfer went to the account, ERC-1155 ids with what the account received less what it sent; tokens touched with their names', async () => {
    const history = source()
    expect(await history.getNfts(account)).toEqual([
      { kind: 'erc721', contract: kitties, tokenId: '43', balance: 1n },
      { kind: 'erc1155', contract: parallel, tokenId: '10371', balance: 2n },
      { kind: 'erc1155', contract: parallel, tokenId: '10372', balance: 1n },
    ])
    expect(await history.getTouchedTokens(account)).toEqual([
      { address: mkr, name: 'Maker', symbol: 'MKR', decimals: 18 },
    ])
  })

  test('an API that does not know token1155tx (Blockscout before 2025) still gives the rest of the history', async () => {
    refuse1155 = true
    try {
      const history = source()
      const page = await history.getTransactions(account, { limit: 10 })
      expect(page.map((tx) => tx.hash)).toEqual([7, 6, 8, 5, 4, 3, 2, 1].map((n) => hash(n)))
      expect(await history.getNfts(account)).toEqual([
        { kind: 'erc721', contract: kitties, tokenId: '43', balance: 1n },
      ])
    } finally {
      refuse1155 = false
    }
  })

  test('the API key is sent; a refusal is a DataSourceResponseError naming the reason', async () => {
    answerWith = fixture('invalidApiKey')
    try {
      await expect(source('bad-key').getTransactions(account, { limit: 3 })).rejects.toThrow(
        expect.objectContaining({
          name: 'DataSourceResponseError',
          shortMessage: expect.stringContaining('Invalid API Key'),
        }),
      )
      expect(requests.at(-1)!.searchParams.get('apikey')).toBe('bad-key')
    } finally {
      answerWith = undefined
    }
  })
})
