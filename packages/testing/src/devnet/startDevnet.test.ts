import {
  createPublicClient,
  createWalletClient,
  formatUnits,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devCollectionAbi, devTokenAbi, uniswapV2RouterAbi } from './abis.js'
import {
  devAccounts,
  devnetCollection,
  devnetContracts,
  devnetFirstAccountBalances,
  devnetSeed,
  devnetTokens,
} from './devnet.js'
import { getFreePort } from './freePort.js'
import { type Devnet, startDevnet } from './startDevnet.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({
    ports: { primary: await getFreePort(), secondary: await getFreePort() },
    assetsPort: await getFreePort(),
  })
})
afterAll(() => devnet?.stop())

const rpc = async (url: string, method: string, params: unknown[] = []) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

describe('startDevnet', () => {
  it('runs chain 31337 and chain 31338', async () => {
    expect(await rpc(devnet.chains.primary.rpcUrl, 'eth_chainId')).toBe('0x7a69')
    expect(await rpc(devnet.chains.secondary.rpcUrl, 'eth_chainId')).toBe('0x7a6a')
  })

  it.each(['primary', 'secondary'] as const)(
    'seeds the %s chain with both tokens for the first account',
    async (which) => {
      const client = createPublicClient({ transport: http(devnet.chains[which].rpcUrl) })
      const [first, second] = devAccounts
      for (const key of ['usd', 'token'] as const) {
        const token = devnetTokens[key]
        const [decimals, symbol, firstBalance, secondBalance] = await Promise.all([
          client.readContract({
            address: token.address,
            abi: devTokenAbi,
            functionName: 'decimals',
          }),
          client.readContract({ address: token.address, abi: devTokenAbi, functionName: 'symbol' }),
          client.readContract({
            address: token.address,
            abi: devTokenAbi,
            functionName: 'balanceOf',
            args: [first.address],
          }),
          client.readContract({
            address: token.address,
            abi: devTokenAbi,
            functionName: 'balanceOf',
            args: [second.address],
          }),
        ])
        expect({ decimals, symbol }).toEqual({ decimals: token.decimals, symbol: token.symbol })
        expect(formatUnits(firstBalance, decimals)).toBe(String(devnetFirstAccountBalances[key]))
        expect(formatUnits(secondBalance, decimals)).toBe(String(devnetSeed.otherAccountsMint))
      }
    },
  )

  it('mints the collection to the first account with metadata served on loopback', async () => {
    const client = createPublicClient({ transport: http(devnet.chains.primary.rpcUrl) })
    const owner = await client.readContract({
      address: devnetCollection.address,
      abi: devCollectionAbi,
      functionName: 'ownerOf',
      args: [1n],
    })
    expect(owner).toBe(devAccounts[0].address)
    const count = await client.readContract({
      address: devnetCollection.address,
      abi: devCollectionAbi,
      functionName: 'balanceOf',
      args: [devAccounts[0].address],
    })
    expect(count).toBe(BigInt(devnetCollection.mintedToFirstAccount))
    const tokenUri = await client.readContract({
      address: devnetCollection.address,
      abi: devCollectionAbi,
      functionName: 'tokenURI',
      args: [1n],
    })
    expect(tokenUri).toBe(`${devnetCollection.baseUri}1`)

    // The on-chain URI names the default port; ask this run's server for the same path.
    const path = new URL(tokenUri).pathname
    const metadata = (await (await fetch(`${devnet.assets?.baseUrl}${path}`)).json()) as {
      name: string
      image: string
    }
    expect(metadata.name).toBe('Airlock Lanterns #1')
    const image = await fetch(metadata.image)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toContain('<svg')
    expect((await fetch(`${devnet.assets?.baseUrl}/nft/0`)).status).toBe(404)
  })

  it('swaps ETH for the token through the Uniswap V2 router', async () => {
    const rpcUrl = devnet.chains.primary.rpcUrl
    const account = privateKeyToAccount(devAccounts[3].privateKey)
    const chain = {
      id: 31337,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    } as const
    const client = createPublicClient({ chain, transport: http(rpcUrl) })
    const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
    const path = [devnetContracts.weth, devnetContracts.token] as const
    const amountIn = parseEther('1')
    const [, expectedOut] = await client.readContract({
      address: devnetContracts.uniswapV2Router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    })
    // 50 ETH against 100,000 AIR: one ETH buys a little under 2,000 AIR after the 0.3% fee.
    expect(expectedOut).toBeGreaterThan(parseUnits('1900', 18))
    const before = await client.readContract({
      address: devnetContracts.token,
      abi: devTokenAbi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    const hash = await wallet.writeContract({
      address: devnetContracts.uniswapV2Router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [expectedOut ?? 0n, path, account.address, BigInt(2 ** 32)],
      value: amountIn,
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    const after = await client.readContract({
      address: devnetContracts.token,
      abi: devTokenAbi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(after - before).toBe(expectedOut)
  })
})
