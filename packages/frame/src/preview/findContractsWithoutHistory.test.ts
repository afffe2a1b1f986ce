import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  numberToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devnetStatePath, startAnvil } from '../test/startAnvil.js'
import { findContractsWithoutHistory } from './findContractsWithoutHistory.js'

// The devnet's AUSD token (created and used long before these tests) and two of its accounts.
const ausd = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const second = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** The test mnemonic's account 0 (public, anvil's), which deploys and calls here. */
const deployer = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
/** Creation code of a contract whose code is one STOP: it accepts any call and any coin. */
const acceptAnything: Hex = '0x6001600c60003960016000f300'

let devnet: Awaited<ReturnType<typeof startAnvil>>
const rpc = (method: string, params: unknown[]) =>
  fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  }).then((response) => response.json())
const mine = (blocks: number) => rpc('anvil_mine', [numberToHex(blocks)])

async function deploy(): Promise<Address> {
  const wallet = createWalletClient({ account: deployer, transport: http(devnet.rpcUrl) })
  const chain = createPublicClient({ transport: http(devnet.rpcUrl) })
  const hash = await wallet.sendTransaction({ data: acceptAnything, chain: null })
  const { contractAddress } = await chain.waitForTransactionReceipt({ hash })
  return getAddress(contractAddress as Address)
}

async function call(to: Address) {
  const wallet = createWalletClient({ account: deployer, transport: http(devnet.rpcUrl) })
  const chain = createPublicClient({ transport: http(devnet.rpcUrl) })
  await chain.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to, value: 1n, chain: null }),
  })
}

const find = (addresses: Address[], rpcUrl = devnet.rpcUrl, timeoutMs = 3_000) =>
  findContractsWithoutHistory({ rpcUrl, addresses, signal: AbortSignal.timeout(timeoutMs) })

beforeAll(async () => {
  devnet = await startAnvil(31337, { loadState: devnetStatePath })
}, 60_000)
afterAll(() => devnet?.stop())

describe('findContractsWithoutHistory on anvil (Otterscan API)', () => {
  test('a contract nothing has called since its creation has no history, however old', async () => {
    const unused = await deploy()
    expect(await find([unused])).toEqual([unused])
    await mine(150)
    expect(await find([unused])).toEqual([unused])
  })

  test('a contract created in the last 10 blocks has no history even once called; after that it has', async () => {
    const used = await deploy()
    await call(used) // the block after its creation's
    expect(await find([used])).toEqual([used])
    await mine(8) // created 9 blocks ago
    expect(await find([used])).toEqual([used])
    await mine(1) // 10
    expect(await find([used])).toEqual([])
  })

  test('an old, used contract and an account with no code are not flagged; only the flagged are returned, once', async () => {
    await mine(100)
    const fresh = await deploy()
    expect(await find([ausd, second, fresh, fresh])).toEqual([fresh])
  })

  test('a node without the Otterscan API, or one that never answers, flags nothing', async () => {
    const lacking = await startFakeNode((body) =>
      body.map(({ id }) => ({
        jsonrpc: '2.0',
        id,
        error: { code: -32601, message: 'the method does not exist' },
      })),
    )
    const silent = await startFakeNode('never')
    try {
      expect(await find([ausd], lacking.rpcUrl)).toEqual([])
      const started = Date.now()
      expect(await find([ausd], silent.rpcUrl, 300)).toEqual([])
      expect(Date.now() - started).toBeLessThan(2_000)
    } finally {
      lacking.stop()
      silent.stop()
    }
  })
})

/** A JSON-RPC node on loopback that answers every batch with `answer(body)`, or never. */
async function startFakeNode(answer: ((body: { id: number }[]) => unknown) | 'never') {
  const server: Server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      if (answer === 'never') return
      const body = JSON.parse(text)
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(answer(Array.isArray(body) ? body : [body])))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    rpcUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}
