import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devAccounts, devnetTokens } from '@airlock/testing'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  pad,
  parseAbi,
  parseUnits,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createChainRuntimes } from '../../chains/chainRuntime.js'
import { localChains } from '../../config/localChains.js'
import { type AirlockServer, createServer } from '../../createServer.js'
import { startTestStack, type TestStack } from '../../test/startTestStack.js'
import { createTokenSource } from './createTokenSource.js'

let stack: TestStack
let listServer: Server
let listUrl: string
/** A server whose chain lists no token of its own: its ERC-20s come from the list URL and history. */
let listed: AirlockServer
let listedUrl: string
/** A token made in the test: in no list, without a price, moved to `holder`. */
const spam = '0x00000000000000000000000000000000005ba400' as Address
const holder = devAccounts[3]

const chain = () => ({
  id: 31337,
  name: 'local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [stack.rpcUrls.primary] } },
})

/** A short Solidity string in its storage slot: the bytes, then twice the length in the last byte. */
const shortString = (text: string): Hex => {
  const bytes = new TextEncoder().encode(text)
  const word = new Uint8Array(32)
  word.set(bytes)
  word[31] = bytes.length * 2
  return toHex(word)
}

beforeAll(async () => {
  stack = await startTestStack({ relay: false, frame: false })
  listServer = createHttpServer((_request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify({
        name: 'Local list',
        timestamp: '2026-01-01T00:00:00.000Z',
        version: { major: 1, minor: 0, patch: 0 },
        tokens: [devnetTokens.usd, devnetTokens.token].map((token) => ({
          chainId: 31337,
          address: token.address,
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
        })),
      }),
    )
  })
  await new Promise<void>((resolve) => listServer.listen(0, '127.0.0.1', resolve))
  listUrl = `http://127.0.0.1:${(listServer.address() as AddressInfo).port}/list.json`
  listed = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    chains: [
      {
        ...localChains[0]!,
        rpcUrl: stack.rpcUrls.primary,
        tokens: [],
        data: { history: { driver: 'otterscan' }, tokens: { lists: [listUrl] } },
      },
    ],
    nftMetadata: { allowHosts: [new URL(listUrl).host] },
    indexer: false,
    relay: false,
    frame: false,
    rpc: false,
    rateLimit: false,
    bitcoinNetworks: [],
    solanaNetworks: [],
  })
  listedUrl = await listed.listen()

  // The spam token: the devnet token's code at a new address, named, and minted to the holder.
  const test = createPublicClient({ chain: chain(), transport: http() })
  const code = await test.getCode({ address: devnetTokens.token.address })
  await test.request({ method: 'anvil_setCode' as never, params: [spam, code] as never })
  for (const [slot, text] of [
    [3, 'Free Airdrop'],
    [4, 'FREE'],
  ] as const) {
    await test.request({
      method: 'anvil_setStorageAt' as never,
      params: [spam, pad(toHex(slot)), shortString(text)] as never,
    })
  }
  const wallet = createWalletClient({
    account: privateKeyToAccount(holder.privateKey),
    chain: chain(),
    transport: http(),
  })
  const hash = await wallet.writeContract({
    address: spam,
    abi: parseAbi(['function mint(address to, uint256 amount)']),
    functionName: 'mint',
    args: [holder.address, 5n * 10n ** 18n],
  })
  await test.waitForTransactionReceipt({ hash })
}, 90_000)
afterAll(async () => {
  await listed?.close()
  listServer?.close()
  await stack?.stop()
})

const readBalances = async (base: string, address: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams({ projectId: 'local-dev', chainId: 'eip155:31337', ...query })
  const response = await fetch(`${base}/v1/account/${address}/balance?${search}`)
  if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`)
  const body = (await response.json()) as {
    balances: { symbol: string; address?: string; quantity: { numeric: string } }[]
  }
  return body.balances
}

/** Reads no list URL: these sources are given none. */
const noListAccess = {
  rewrites: {},
  allowHosts: [],
  ipfsGateway: 'https://ipfs.io/ipfs/',
  timeoutMs: 1000,
  maxBytes: 1024,
  maxRedirects: 0,
}

const perTokenRead = (token: Address, owner: Address) =>
  createPublicClient({ chain: chain(), transport: http() }).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

describe('token balances', () => {
  test('one aggregate3 answers what per-token balanceOf reads answer, a broken token undefined', async () => {
    const runtime = [
      ...createChainRuntimes([{ ...localChains[0]!, rpcUrl: stack.rpcUrls.primary }]).values(),
    ][0]!
    const source = createTokenSource({
      chain: runtime,
      access: noListAccess,
    })
    // The third target is an account, not a contract: its call answers nothing.
    const tokens = [devnetTokens.usd.address, devnetTokens.token.address, devAccounts[9].address]
    for (const account of devAccounts) {
      const batched = await source.balancesOf(account.address, tokens)
      const direct = await Promise.all(
        tokens.slice(0, 2).map((token) => perTokenRead(token, account.address)),
      )
      expect(batched).toEqual([...direct, undefined])
    }
  })

  test('on a chain without Multicall3 the balances are read one call per token, with the same answers', async () => {
    const runtime = [
      ...createChainRuntimes([
        {
          ...localChains[0]!,
          rpcUrl: stack.rpcUrls.primary,
          // No contract lives here.
          data: { tokens: { multicall3: '0x000000000000000000000000000000000000dEaD' } },
        },
      ]).values(),
    ][0]!
    const source = createTokenSource({ chain: runtime, access: noListAccess })
    const tokens = [devnetTokens.usd.address, devnetTokens.token.address, devAccounts[9].address]
    const account = devAccounts[0].address
    expect(await source.balancesOf(account, tokens)).toEqual([
      await perTokenRead(tokens[0]!, account),
      await perTokenRead(tokens[1]!, account),
      undefined,
    ])
  })

  test('the balances from a token list URL and Multicall3 equal the per-token reads', async () => {
    for (const account of devAccounts.slice(0, 5)) {
      const balances = await readBalances(listedUrl, account.address)
      for (const token of [devnetTokens.usd, devnetTokens.token]) {
        const direct = await perTokenRead(token.address, account.address)
        const row = balances.find((balance) => balance.symbol === token.symbol)
        if (direct === 0n) {
          // A listed token the account never held is not listed among its balances.
          expect(row).toBeUndefined()
          continue
        }
        expect(row?.address).toBe(`eip155:31337:${token.address.toLowerCase()}`)
        expect(parseUnits(row?.quantity.numeric ?? '', token.decimals)).toBe(direct)
      }
    }
  })

  test('a token in no list and without a price is hidden unless asked for', async () => {
    for (const base of [stack.url, listedUrl]) {
      const symbols = async (query?: Record<string, string>) =>
        (
          await readBalances(base, holder.address, { forceUpdate: String(Math.random()), ...query })
        ).map((balance) => balance.symbol)
      // The indexer may still be catching up with the mint: the asked-for view waits for it.
      await expect
        .poll(() => symbols({ includeUnlisted: 'true' }), { timeout: 20_000 })
        .toContain('FREE')
      expect(await symbols()).not.toContain('FREE')
      expect(await symbols()).toContain('AIR')
      expect(await symbols({ forceUpdate: `eip155:31337:${spam}` })).toContain('FREE')
      // That answer is not kept for the next plain request.
      const search = new URLSearchParams({ projectId: 'local-dev', chainId: 'eip155:31337' })
      const plain = await fetch(`${base}/v1/account/${holder.address}/balance?${search}`)
      expect(JSON.stringify(await plain.json())).not.toContain('FREE')
    }
  })
})
