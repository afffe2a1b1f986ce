import {
  createBlockchainApiClient,
  getBalances,
  getGasPrice,
  getSupportedChains,
  getTransactionHistory,
} from '@airlock/blockchain-api'
import { getFreePort } from '@airlock/testing/devnet'
import {
  type SolanaChain,
  sendSolanaTransfer,
  solanaDevAccounts,
  solanaDevTokens,
  solanaLocalChainReference,
  startSolanaChain,
} from '@airlock/testing/solana'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localSolanaNetworks, localSolanaPrices } from '../config/localSolanaNetworks.js'
import { type AirlockServer, createServer } from '../createServer.js'
import { createFixedPriceSource } from '../prices/priceSource.js'

const local = localSolanaNetworks[0]
if (!local) throw new Error('no local Solana network')
const chainId = local.caipNetworkId
const { wallet, receiver, fresh } = solanaDevAccounts
const usd = solanaDevTokens.usd

let chain: SolanaChain
let server: AirlockServer
let url: string
const client = () =>
  createBlockchainApiClient({ baseUrl: url, projectId: 'local-dev', retryCount: 0 })

beforeAll(async () => {
  chain = await startSolanaChain({ port: await getFreePort() })
  server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    indexer: false,
    relay: false,
    frame: false,
    rateLimit: false,
    chains: [],
    bitcoinNetworks: [],
    solanaNetworks: [{ ...local, rpcUrl: chain.rpcUrl }],
    priceSource: createFixedPriceSource(localSolanaPrices),
    balanceCacheMs: 0,
  })
  url = await server.listen()
}, 60_000)
afterAll(async () => {
  await server?.close()
  await chain?.close()
})

it('the local network config matches the local chain: its id and its tokens', () => {
  expect(chainId).toBe(`solana:${solanaLocalChainReference}`)
  expect(local.tokens).toEqual([solanaDevTokens.usd, solanaDevTokens.gold])
})

it('lists the Solana network among the supported chains', async () => {
  const { http } = await getSupportedChains(client())
  expect(http).toContain(chainId)
})

describe('balances', () => {
  it('SOL and the SPL tokens the account holds, with prices, from the chain', async () => {
    const balances = await getBalances(client(), { address: wallet.address, chainId })
    const bySymbol = Object.fromEntries(balances.map((balance) => [balance.symbol, balance]))
    expect(bySymbol.SOL).toMatchObject({
      name: 'Solana',
      chainId,
      price: 150,
      quantity: { decimals: '9', numeric: String(Number(chain.getBalance(wallet.address)) / 1e9) },
    })
    expect(bySymbol.SOL?.address).toBeUndefined()
    expect(bySymbol.AUSD).toMatchObject({
      name: 'Airlock USD',
      address: `${chainId}:${usd.address}`,
      price: 1,
      value: 1000,
      quantity: { decimals: '6', numeric: '1000' },
    })
    expect(bySymbol.AGLD).toMatchObject({ price: 2, quantity: { decimals: '9', numeric: '250' } })
  })

  it('an account without token accounts has SOL only; a token it does not hold is left out', async () => {
    const balances = await getBalances(client(), { address: fresh.address, chainId })
    expect(balances.map((balance) => balance.symbol)).toEqual(['SOL'])
  })

  it('an unknown Solana network answers no balances', async () => {
    const response = await fetch(
      `${url}/v1/account/${wallet.address}/balance?projectId=local-dev&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
    )
    expect(await response.json()).toEqual({ balances: [] })
  })
})

describe('history', () => {
  let splSignature: string
  let solSignature: string
  beforeAll(async () => {
    splSignature = await sendSolanaTransfer({
      rpcUrl: chain.rpcUrl,
      from: wallet,
      to: receiver.address,
      amount: 1_500_000n,
      mint: usd.address,
      decimals: usd.decimals,
    })
    solSignature = await sendSolanaTransfer({
      rpcUrl: chain.rpcUrl,
      from: wallet,
      to: fresh.address,
      amount: 250_000_000n,
    })
  })

  it("the sender's SPL and SOL sends, newest first, in the spec's shape", async () => {
    const { data, next } = await getTransactionHistory(client(), {
      account: wallet.address,
      chainId,
    })
    expect(next).toBeNull()
    expect(data.map((transaction) => transaction.metadata.hash)).toEqual([
      solSignature,
      splSignature,
    ])
    const [sol, spl] = data
    expect(spl).toEqual({
      id: `${chainId}:${splSignature}`,
      metadata: {
        operationType: 'send',
        hash: splSignature,
        minedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        sentFrom: wallet.address,
        sentTo: receiver.address,
        status: 'confirmed',
        nonce: 0,
        chain: chainId,
      },
      // The fee is not a transfer: only the token moved.
      transfers: [
        {
          fungible_info: {
            name: 'Airlock USD',
            symbol: 'AUSD',
            icon: { url: expect.any(String) },
          },
          direction: 'out',
          quantity: { numeric: '1.5' },
          price: 1,
          value: 1.5,
        },
      ],
    })
    expect(Date.now() - Date.parse(spl?.metadata.minedAt ?? '')).toBeLessThan(120_000)
    expect(sol?.metadata).toMatchObject({
      operationType: 'send',
      sentFrom: wallet.address,
      sentTo: fresh.address,
    })
    expect(sol?.transfers).toEqual([
      expect.objectContaining({
        fungible_info: expect.objectContaining({ symbol: 'SOL' }),
        direction: 'out',
        quantity: { numeric: '0.25' },
        price: 150,
        value: 37.5,
      }),
    ])
  })

  it("the receiver's side: an SPL token received from the sender", async () => {
    const { data } = await getTransactionHistory(client(), { account: receiver.address, chainId })
    expect(data).toHaveLength(1)
    expect(data[0]?.metadata).toMatchObject({
      operationType: 'receive',
      hash: splSignature,
      sentFrom: wallet.address,
      sentTo: receiver.address,
    })
    expect(data[0]?.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '1.5' } }),
    ])
  })

  it('pages with the cursor until next is null', async () => {
    const first = await getTransactionHistory(client(), {
      account: wallet.address,
      chainId,
      limit: 1,
    })
    expect(first.data.map((transaction) => transaction.metadata.hash)).toEqual([solSignature])
    expect(first.next).toEqual(expect.any(String))
    const second = await getTransactionHistory(client(), {
      account: wallet.address,
      chainId,
      limit: 1,
      cursor: first.next ?? undefined,
    })
    expect(second.data.map((transaction) => transaction.metadata.hash)).toEqual([splSignature])
    // The last page may still say there is more until a read finds nothing older.
    if (second.next) {
      const third = await getTransactionHistory(client(), {
        account: wallet.address,
        chainId,
        limit: 1,
        cursor: second.next,
      })
      expect(third).toEqual({ data: [], next: null })
    }
  })

  it('without chainId, every Solana network is read', async () => {
    const { data } = await getTransactionHistory(client(), { account: receiver.address })
    expect(data.map((transaction) => transaction.metadata.hash)).toEqual([splSignature])
  })

  it('a cursor the server did not give is refused', async () => {
    const response = await fetch(
      `${url}/v1/account/${wallet.address}/history?projectId=local-dev&chainId=${chainId}&cursor=abc`,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'Invalid cursor' })
  })
})

describe('gas price', () => {
  it('in lamports: what a transaction one key signs pays, as the chain charged a transfer', async () => {
    const gas = await getGasPrice(client(), { chainId })
    const standard = BigInt(gas.standard)
    expect(standard).toBeGreaterThan(0n)
    // No priority fees were paid on the local chain: faster speeds cost the same.
    expect(gas).toEqual({ standard: gas.standard, fast: gas.standard, instant: gas.standard })

    const before = chain.getBalance(wallet.address)
    await sendSolanaTransfer({
      rpcUrl: chain.rpcUrl,
      from: wallet,
      to: receiver.address,
      amount: 1000n,
    })
    expect(before - chain.getBalance(wallet.address) - 1000n).toBe(standard)
  })
})
