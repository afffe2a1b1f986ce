import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { encodeFunctionData, getAddress, type Hex, parseAbi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FrameRpcRequest } from '../protocol/rpc.js'
import { describeRequest } from '../site/describeRequest.js'
import { devnetStatePath, startAnvil } from '../test/startAnvil.js'
import { previewRequest } from './previewRequest.js'
import { readTokenMetadata } from './readTokenMetadata.js'
import { nativeTransferAddress } from './readTransferLogs.js'
import { simulateAssetChanges } from './simulateAssetChanges.js'

// The devnet's contracts, as `@airlock/testing/devnet` names them (devnetContracts, devAccounts).
const ausd = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const air = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9'
const uniswapV2Router = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
/** The devnet's ERC-721 collection (LANTERN); tokens 1 to 3 belong to `first`. */
const collection = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707'
const first = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const second = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** Holds no coin and no token on the devnet. */
const empty = '0x00000000000000000000000000000000000A11cE'

const tokenAbi = parseAbi([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
])
const routerAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
])
const transfer = (to: Hex, amount: bigint) =>
  encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [to, amount] })
const swap = (amount: bigint, deadline: bigint) =>
  encodeFunctionData({
    abi: routerAbi,
    functionName: 'swapExactTokensForTokens',
    args: [amount, 0n, [ausd, air], second, deadline],
  })

/** A JSON-RPC node on loopback that answers every call with `answer(body)`, or never. */
async function startFakeNode(answer: ((body: { id: number }) => unknown) | 'never') {
  const server: Server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      if (answer === 'never') return
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(answer(JSON.parse(text))))
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

let devnet: Awaited<ReturnType<typeof startAnvil>>
beforeAll(async () => {
  devnet = await startAnvil(31337, { loadState: devnetStatePath })
}, 60_000)
afterAll(() => devnet?.stop())

describe('simulateAssetChanges on the devnet', () => {
  test('an ERC-20 transfer of 10 AUSD: 10 AUSD (6 decimals) leave for the recipient', async () => {
    const simulation = await simulateAssetChanges({
      rpcUrl: devnet.rpcUrl,
      account: first,
      calls: [{ to: ausd, data: transfer(second, 10_000_000n) }],
    })
    expect(simulation).toMatchObject({
      status: 'success',
      changes: [
        {
          direction: 'out',
          asset: { kind: 'erc20', address: ausd },
          amount: 10_000_000n,
          counterparty: second,
        },
      ],
    })
    expect(simulation.tokens.get(ausd)).toEqual({ symbol: 'AUSD', decimals: 6, erc721: false })
  })

  test('a native send: the coin leaves for the recipient (traceTransfers)', async () => {
    const simulation = await simulateAssetChanges({
      rpcUrl: devnet.rpcUrl,
      account: first,
      calls: [{ to: second, value: parseEther('1.5') }],
    })
    expect(simulation).toMatchObject({
      status: 'success',
      changes: [
        {
          direction: 'out',
          asset: { kind: 'native' },
          amount: parseEther('1.5'),
          counterparty: second,
        },
      ],
      tokens: new Map(),
    })
  })

  test('a send to a contract nothing has used names it as a contract with no history; to an account, none', async () => {
    const deployed = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Anvil's unlocked account 0 deploys a contract whose code is one STOP (it takes any coin).
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendTransaction',
        params: [{ from: first, data: '0x6001600c60003960016000f300' }],
      }),
    }).then((response) => response.json() as Promise<{ result: Hex }>)
    // anvil may answer the hash before the block that holds it is committed: the receipt is read
    // until it is there (bounded).
    let receipt: { result: { contractAddress: Hex } | null } = { result: null }
    for (let attempt = 0; attempt < 100 && !receipt.result; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20))
      receipt = await fetch(devnet.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 2,
          method: 'eth_getTransactionReceipt',
          params: [deployed.result],
        }),
      }).then((response) => response.json() as Promise<{ result: { contractAddress: Hex } | null }>)
    }
    expect(receipt.result, 'the deployment has a receipt within 2 s').not.toBeNull()
    const contract = getAddress(receipt.result!.contractAddress)
    const toContract = await simulateAssetChanges({
      rpcUrl: devnet.rpcUrl,
      account: second,
      calls: [{ to: contract, value: parseEther('0.1') }],
    })
    expect(toContract).toMatchObject({ status: 'success', contractsWithoutHistory: [contract] })
    const toAccount = await simulateAssetChanges({
      rpcUrl: devnet.rpcUrl,
      account: second,
      calls: [{ to: first, value: parseEther('0.1') }],
    })
    expect(toAccount).toMatchObject({ status: 'success', contractsWithoutHistory: [] })
  })

  test('approve then swap, in one batch: AUSD leaves for the pool, AIR enters from it', async () => {
    const simulation = await simulateAssetChanges({
      rpcUrl: devnet.rpcUrl,
      account: second,
      calls: [
        {
          to: ausd,
          data: encodeFunctionData({
            abi: tokenAbi,
            functionName: 'approve',
            args: [uniswapV2Router, 100_000_000n],
          }),
        },
        { to: uniswapV2Router, data: swap(100_000_000n, 2n ** 40n) },
      ],
      tokens: [ausd],
    })
    if (simulation.status !== 'success') throw new Error(`simulation: ${simulation.status}`)
    const [sent, received] = simulation.changes
    expect(sent).toMatchObject({ direction: 'out', asset: { address: ausd }, amount: 100_000_000n })
    expect(received).toMatchObject({ direction: 'in', asset: { kind: 'erc20', address: air } })
    expect(received?.amount).toBeGreaterThan(0n)
    // The pool is on the other side of both.
    expect(received?.counterparty).toBe(sent?.counterparty)
    expect(simulation.tokens.get(air)).toEqual({ symbol: 'AIR', decimals: 18, erc721: false })
  })

  test('a call that reverts with Error(string): its message, and which call', async () => {
    const simulation = await simulateAssetChanges({
      rpcUrl: devnet.rpcUrl,
      account: second,
      // A deadline long past.
      calls: [{ to: uniswapV2Router, data: swap(1n, 1n) }],
    })
    expect(simulation).toMatchObject({
      status: 'reverted',
      callIndex: 0,
      reason: { kind: 'message', message: 'UniswapV2Router: EXPIRED' },
    })
  })

  test('a transfer of more than the balance: the custom error, by name and arguments', async () => {
    const simulation = await simulateAssetChanges({
      rpcUrl: devnet.rpcUrl,
      account: empty,
      calls: [{ to: ausd, data: transfer(second, 10_000_000n) }],
    })
    expect(simulation).toMatchObject({
      status: 'reverted',
      reason: {
        kind: 'custom',
        selector: '0xe450d38c',
        signature: `ERC20InsufficientBalance(${empty}, 0, 10000000)`,
      },
    })
  })

  test('a native send the account cannot pay: the node refuses it, with its message', async () => {
    const simulation = await simulateAssetChanges({
      rpcUrl: devnet.rpcUrl,
      account: empty,
      calls: [{ to: second, value: 1n }],
    })
    expect(simulation).toMatchObject({
      status: 'rejected',
      message: expect.stringMatching(/funds/i),
    })
  })
})

test('readTokenMetadata: symbol, decimals and ERC-721 in one batch, none from a node of another chain', async () => {
  const signal = AbortSignal.timeout(3_000)
  const read = await readTokenMetadata(devnet.rpcUrl, [ausd, air, collection, second], signal, {
    chainId: 31337,
  })
  expect(Object.fromEntries(read)).toEqual({
    [ausd]: { symbol: 'AUSD', decimals: 6, erc721: false },
    [air]: { symbol: 'AIR', decimals: 18, erc721: false },
    // A collection says so through ERC-165, and has no decimals.
    [collection]: { symbol: 'LANTERN', decimals: undefined, erc721: true },
    // An account: no contract answers.
    [second]: { symbol: undefined, decimals: undefined, erc721: false },
  })
  const elsewhere = await readTokenMetadata(devnet.rpcUrl, [ausd], signal, { chainId: 1 })
  expect(elsewhere.get(ausd)).toEqual({})
})

test('previewRequest: approve(to, 2) on an ERC-721 collection hands over token #2, on an ERC-20 it is an allowance', async () => {
  const data = encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [second, 2n] })
  const approval = async (to: Hex) => {
    const request = {
      method: 'eth_sendTransaction',
      params: [{ from: first, to, data }],
    } as const satisfies FrameRpcRequest
    const preview = await previewRequest({
      request,
      account: first,
      rpcUrl: devnet.rpcUrl,
      chainId: 31337,
    })
    return { risks: preview?.risks, row: describeRequest(request, { preview }).rows[0] }
  }
  expect(await approval(collection)).toEqual({
    risks: [{ kind: 'nftApproval', collection, spender: second, tokenId: 2n }],
    row: { label: 'Approval', value: `${second} can transfer your LANTERN #2 (0x5FC8…5707)` },
  })
  // The same calldata on an ERC-20: 2 base units (0.000002 AUSD).
  expect(await approval(ausd)).toEqual({
    risks: [
      {
        kind: 'allowance',
        source: 'approve',
        token: ausd,
        spender: second,
        amount: 2n,
        unlimited: false,
      },
    ],
    row: { label: 'Approval', value: `${second} can spend 0.000002 AUSD (0xCf7E…0Fc9)` },
  })
})

describe('simulateAssetChanges without a simulation', () => {
  test('a node answering method-not-found: unavailable (unsupported), not thrown', async () => {
    const calls: string[] = []
    const node = await startFakeNode((body) => {
      calls.push(JSON.stringify(body))
      return {
        jsonrpc: '2.0',
        id: body.id,
        error: {
          code: -32601,
          message: 'the method eth_simulateV1 does not exist/is not available',
        },
      }
    })
    try {
      const simulation = await simulateAssetChanges({
        rpcUrl: node.rpcUrl,
        account: first,
        calls: [{ to: ausd, data: transfer(second, 10_000_000n) }],
      })
      expect(simulation).toMatchObject({ status: 'unavailable', cause: 'unsupported' })
      expect(calls[0]).toContain('"traceTransfers":true')
      expect(calls[0]).toContain('"validation":false')
    } finally {
      node.stop()
    }
  })

  test('a node that never answers: unavailable (timeout) once the timeout is up', async () => {
    const node = await startFakeNode('never')
    try {
      const started = Date.now()
      const simulation = await simulateAssetChanges({
        rpcUrl: node.rpcUrl,
        account: first,
        calls: [{ to: second, value: 1n }],
        timeoutMs: 300,
      })
      expect(simulation).toMatchObject({ status: 'unavailable', cause: 'timeout' })
      expect(Date.now() - started).toBeLessThan(2_000)
    } finally {
      node.stop()
    }
  })

  test('nothing listening: unavailable (error)', async () => {
    const node = await startFakeNode('never')
    node.stop()
    const simulation = await simulateAssetChanges({
      rpcUrl: node.rpcUrl,
      account: first,
      calls: [{ to: second, value: 1n }],
    })
    expect(simulation).toMatchObject({ status: 'unavailable', cause: 'error' })
  })
})

test('the native-coin transfers come from the ERC-7528 address', () => {
  expect(nativeTransferAddress.toLowerCase()).toBe(`0x${'e'.repeat(40)}`)
})
