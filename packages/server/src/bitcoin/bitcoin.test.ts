import {
  broadcastBitcoinTransaction,
  createBlockchainApiClient,
  getBitcoinFeeEstimates,
  getBitcoinTransactions,
  getBitcoinUtxos,
  getFungiblePrice,
  getNativeBalance,
  getSupportedChains,
  getTransactionHistory,
  nativeTokenAddress,
} from '@airlock/blockchain-api'
import { bitcoinDevAccounts, bitcoinRegtest } from '@airlock/testing'
import { getFreePort, type RegtestNode, startRegtest } from '@airlock/testing/devnet'
import * as ecc from '@bitcoinerlab/secp256k1'
import { address as bitcoinAddress, initEccLib, networks, Psbt } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BitcoinNetworkConfig } from '../config/types.js'
import { type AirlockServer, createServer } from '../createServer.js'
import { hexToBytes } from './bitcoinAddress.js'

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)
const network = bitcoinRegtest.caipNetworkId.slice('bip122:'.length)
const [sender, receiver] = bitcoinDevAccounts
if (!sender || !receiver) throw new Error('dev accounts')

let node: RegtestNode
let server: AirlockServer
let url: string
const client = () =>
  createBlockchainApiClient({ baseUrl: url, projectId: 'local-dev', retryCount: 0 })

/** A server serving the regtest network from `source` and nothing else. */
const createBitcoinServer = (source: BitcoinNetworkConfig['source']) =>
  createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    indexer: false,
    relay: false,
    rateLimit: false,
    chains: [],
    bitcoinNetworks: [
      {
        caipNetworkId: bitcoinRegtest.caipNetworkId,
        name: 'Bitcoin Regtest',
        addressFormat: 'regtest',
        source,
      },
    ],
  })

beforeAll(async () => {
  node = await startRegtest({ rpcPort: await getFreePort() })
  server = await createBitcoinServer({
    type: 'core',
    rpcUrl: node.rpcUrl,
    rpcUser: node.rpcUser,
    rpcPassword: node.rpcPassword,
  })
  url = await server.listen()
}, 60_000)
afterAll(async () => {
  await server?.close()
  await node?.stop()
})

/** A P2WPKH payment from the first dev account, built from the server's unspent outputs. */
async function buildPayment(to: string, sats: bigint, feeRate: number, api = client()) {
  const utxos = await getBitcoinUtxos(api, { network, address: sender!.payment.address })
  const utxo = utxos[0]
  if (!utxo) throw new Error('no utxo')
  const key = ECPair.fromPrivateKey(hexToBytes(sender!.payment.privateKey), {
    network: networks.regtest,
  })
  const script = bitcoinAddress.toOutputScript(sender!.payment.address, networks.regtest)
  const psbt = new Psbt({ network: networks.regtest })
  psbt.addInput({
    hash: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script, value: BigInt(utxo.value) },
  })
  psbt.addOutput({ address: to, value: sats })
  const fee = BigInt(Math.ceil(141 * feeRate))
  psbt.addOutput({ address: sender!.payment.address, value: BigInt(utxo.value) - sats - fee })
  psbt.signInput(0, key).finalizeAllInputs()
  return psbt.extractTransaction().toHex()
}

describe('bip122 in the data API', () => {
  it('lists the regtest network among the supported chains', async () => {
    expect((await getSupportedChains(client())).http).toContain(bitcoinRegtest.caipNetworkId)
  })

  it('answers the BTC balance of a bcrt1 address with 8 decimals', async () => {
    expect(
      await getNativeBalance(client(), {
        address: sender.payment.address,
        chainId: bitcoinRegtest.caipNetworkId,
      }),
    ).toMatchObject({ symbol: 'BTC', decimals: 8, numeric: '100' })
    const response = await fetch(
      `${url}/v1/account/${receiver.ordinals.address}/balance?projectId=local-dev`,
    )
    expect(await response.json()).toMatchObject({
      balances: [
        { symbol: 'BTC', chainId: bitcoinRegtest.caipNetworkId, quantity: { numeric: '0' } },
      ],
    })
  })
})

describe('the Esplora-compatible API over the regtest node', () => {
  it('serves unspent outputs, fee rates, broadcast and history', async () => {
    const utxos = await getBitcoinUtxos(client(), { network, address: sender.payment.address })
    expect(utxos).toHaveLength(2)
    expect(utxos.every((utxo) => utxo.value === 5_000_000_000 && utxo.status.confirmed)).toBe(true)

    const fees = await getBitcoinFeeEstimates(client(), { network })
    expect(fees['1']).toBeGreaterThan(0)

    const hex = await buildPayment(receiver.payment.address, 1_500_000n, fees['1'] ?? 2)
    const txid = await broadcastBitcoinTransaction(client(), { network, hex })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)

    // The regtest node mines it on its own.
    await expect
      .poll(
        async () =>
          (
            await getBitcoinTransactions(client(), { network, address: receiver.payment.address })
          )[0]?.status.confirmed,
        { timeout: 20_000 },
      )
      .toBe(true)
    const [received] = await getBitcoinTransactions(client(), {
      network,
      address: receiver.payment.address,
    })
    expect(received?.txid).toBe(txid)
    expect(received?.vout[0]).toMatchObject({
      scriptpubkey_address: receiver.payment.address,
      scriptpubkey_type: 'v0_p2wpkh',
      value: 1_500_000,
    })
    expect(received?.vin[0]?.prevout?.scriptpubkey_address).toBe(sender.payment.address)
    expect(received?.fee).toBeGreaterThan(0)
    expect(
      await getBitcoinUtxos(client(), { network, address: receiver.payment.address }),
    ).toMatchObject([{ txid, vout: 0, value: 1_500_000 }])
    expect(await node.getBalance(receiver.payment.address)).toBe(1_500_000n)

    const senderHistory = await getBitcoinTransactions(client(), {
      network,
      address: sender.payment.address,
    })
    expect(senderHistory[0]?.txid).toBe(txid)
  })

  it('answers 400 with the node reason for a transaction it refuses', async () => {
    const response = await fetch(`${url}/v1/bitcoin/${network}/tx?projectId=local-dev`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '0200000000',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'TRANSACTION_REJECTED' })
  })

  it('refuses an address of another network and an unknown network', async () => {
    const mainnet = await fetch(
      `${url}/v1/bitcoin/${network}/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4/utxo?projectId=local-dev`,
    )
    expect(mainnet.status).toBe(400)
    const unknown = await fetch(
      `${url}/v1/bitcoin/000000000019d6689c085ae165831e93/fee-estimates?projectId=local-dev`,
    )
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ code: 'UNSUPPORTED_NETWORK' })
  })
})

describe('bip122 history and prices in the data API', () => {
  it('lists the payment seen from both sides, newest first, priced, in pages', async () => {
    // The test before paid 1,500,000 sats from the sender to the receiver.
    const [payment] = await getBitcoinTransactions(client(), {
      network,
      address: receiver.payment.address,
    })
    if (!payment) throw new Error('the payment of the test before is missing')
    const received = await getTransactionHistory(client(), {
      account: receiver.payment.address,
      chainId: bitcoinRegtest.caipNetworkId,
    })
    expect(received).toEqual({
      data: [
        {
          id: `${bitcoinRegtest.caipNetworkId}:${payment.txid}`,
          metadata: {
            operationType: 'receive',
            hash: payment.txid,
            minedAt: new Date((payment.status.block_time ?? 0) * 1000).toISOString(),
            sentFrom: sender.payment.address,
            sentTo: receiver.payment.address,
            status: 'confirmed',
            nonce: 0,
            chain: bitcoinRegtest.caipNetworkId,
          },
          transfers: [
            {
              fungible_info: { name: 'Bitcoin', symbol: 'BTC', icon: { url: expect.any(String) } },
              direction: 'in',
              quantity: { numeric: '0.015' },
              price: 100_000,
              value: 1500,
            },
          ],
        },
      ],
      next: null,
    })

    // The sender: the payment (what left to others, not the change), then the two coinbases.
    const first = await getTransactionHistory(client(), {
      account: sender.payment.address,
      chainId: bitcoinRegtest.caipNetworkId,
      limit: 2,
    })
    expect(first.data.map((tx) => [tx.metadata.operationType, tx.transfers[0]?.quantity])).toEqual([
      ['send', { numeric: '0.015' }],
      ['receive', { numeric: '50' }],
    ])
    expect(first.data[0]?.metadata).toMatchObject({
      hash: payment.txid,
      sentFrom: sender.payment.address,
      sentTo: receiver.payment.address,
    })
    expect(first.data[0]?.transfers[0]?.direction).toBe('out')
    expect(first.next).toBe(`${network}:${first.data[1]?.metadata.hash}`)
    const second = await getTransactionHistory(client(), {
      account: sender.payment.address,
      chainId: bitcoinRegtest.caipNetworkId,
      cursor: first.next ?? undefined,
      limit: 2,
    })
    expect(second.data.map((tx) => tx.metadata.operationType)).toEqual(['receive'])
    expect(second.data[0]?.metadata.hash).not.toBe(first.data[1]?.metadata.hash)
    expect(second.next).toBeNull()

    // Without chainId: the networks the address belongs to; an EVM network has none of it.
    const all = await getTransactionHistory(client(), { account: sender.payment.address })
    expect(all.data).toHaveLength(3)
    const onEvm = await fetch(
      `${url}/v1/account/${sender.payment.address}/history?projectId=local-dev&chainId=eip155:1`,
    )
    expect(await onEvm.json()).toEqual({ data: [], next: null })
    const badCursor = await fetch(
      `${url}/v1/account/${sender.payment.address}/history?projectId=local-dev&cursor=nope`,
    )
    expect(badCursor.status).toBe(400)
  })

  it('prices BTC in balances and in the price route', async () => {
    const response = await fetch(
      `${url}/v1/account/${receiver.payment.address}/balance?projectId=local-dev`,
    )
    expect(await response.json()).toMatchObject({
      balances: [{ symbol: 'BTC', price: 100_000, value: 1500, quantity: { numeric: '0.015' } }],
    })
    const prices = await getFungiblePrice(client(), {
      addresses: [`${bitcoinRegtest.caipNetworkId}:${nativeTokenAddress}`],
    })
    expect(prices.fungibles).toMatchObject([{ symbol: 'BTC', price: 100_000 }])
  })
})

describe('a server pointed at an Esplora', () => {
  // Server B reads the regtest network through server A's Esplora-compatible API, as it would
  // read mempool.space or a self-hosted electrs.
  let esploraServer: AirlockServer
  let esploraUrl: string
  const esploraClient = () =>
    createBlockchainApiClient({ baseUrl: esploraUrl, projectId: 'local-dev', retryCount: 0 })
  beforeAll(async () => {
    esploraServer = await createBitcoinServer({
      type: 'esplora',
      url: `${url}/v1/bitcoin/${network}?projectId=local-dev`,
    })
    esploraUrl = await esploraServer.listen()
  })
  afterAll(() => esploraServer?.close())

  it('answers what the node answers: balances, outputs, history, fee rates, broadcast', async () => {
    for (const address of [sender.payment.address, receiver.payment.address]) {
      const balance = { address, chainId: bitcoinRegtest.caipNetworkId }
      expect(await getNativeBalance(esploraClient(), balance)).toEqual(
        await getNativeBalance(client(), balance),
      )
      expect(await getBitcoinUtxos(esploraClient(), { network, address })).toEqual(
        await getBitcoinUtxos(client(), { network, address }),
      )
      expect(await getBitcoinTransactions(esploraClient(), { network, address })).toEqual(
        await getBitcoinTransactions(client(), { network, address }),
      )
    }
    expect(
      await getNativeBalance(esploraClient(), {
        address: receiver.payment.address,
        chainId: bitcoinRegtest.caipNetworkId,
      }),
    ).toMatchObject({ numeric: '0.015' })
    expect(await node.getBalance(receiver.payment.address)).toBe(1_500_000n)

    // History in pages: the second page reads Esplora's `/txs/chain/{last txid}`.
    const history = { account: sender.payment.address, chainId: bitcoinRegtest.caipNetworkId }
    // Icons are served by each server itself.
    const fromA = async (query: Parameters<typeof getTransactionHistory>[1]) =>
      JSON.parse(
        JSON.stringify(await getTransactionHistory(client(), query)).replaceAll(url, esploraUrl),
      )
    const first = await getTransactionHistory(esploraClient(), { ...history, limit: 2 })
    expect(first).toEqual(await fromA({ ...history, limit: 2 }))
    expect(first.data).toHaveLength(2)
    const cursor = first.next ?? undefined
    expect(cursor).toBeDefined()
    expect(await getTransactionHistory(esploraClient(), { ...history, cursor })).toEqual(
      await fromA({ ...history, cursor }),
    )

    const fees = await getBitcoinFeeEstimates(esploraClient(), { network })
    expect(fees).toEqual(await getBitcoinFeeEstimates(client(), { network }))

    const hex = await buildPayment(
      receiver.ordinals.address,
      250_000n,
      fees['1'] ?? 2,
      esploraClient(),
    )
    const txid = await broadcastBitcoinTransaction(esploraClient(), { network, hex })
    await expect
      .poll(() => node.getBalance(receiver.ordinals.address), { timeout: 20_000 })
      .toBe(250_000n)
    expect(
      await getBitcoinUtxos(esploraClient(), { network, address: receiver.ordinals.address }),
    ).toMatchObject([{ txid, vout: 0, value: 250_000 }])

    const refused = await fetch(`${esploraUrl}/v1/bitcoin/${network}/tx?projectId=local-dev`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '0200000000',
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ code: 'TRANSACTION_REJECTED' })
  })
})
