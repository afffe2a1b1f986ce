// The two things measured, in one child process so the load generator has its own core:
// the floor (a plain node:http handler doing the same job) and airlock-server, both on loopback
// ports, against one seeded devnet. Prints their URLs as one JSON line; stops on SIGTERM.
import { createServer as createHttpServer } from 'node:http'
import { createServer, localChains, walletCatalogue } from '@airlock/server'
import { devAccounts } from '@airlock/testing'
import { getFreePort, startDevnet } from '@airlock/testing/devnet'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'

const devnet = await startDevnet({
  ports: { primary: await getFreePort(), secondary: await getFreePort() },
  assetsPort: false,
})
const chain = { ...localChains[0], rpcUrl: devnet.chains.primary.rpcUrl }

const server = await createServer({
  port: 0,
  logLevel: 'silent',
  dataDir: 'memory',
  chains: [chain],
  rateLimit: false,
  indexer: { pollIntervalMs: 1000 },
})
const airlockUrl = await server.listen()

// The floor: no framework, no validation, no project check, no cache; the same RPC reads.
const rpc = createPublicClient({ transport: http(chain.rpcUrl) })
const prices = { native: 3000, AUSD: 1, AIR: 1.5 }
const floor = createHttpServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (url.pathname === '/getWallets') {
    const entries = Number(url.searchParams.get('entries') ?? 40)
    const page = Number(url.searchParams.get('page') ?? 1)
    const data = walletCatalogue.slice((page - 1) * entries, page * entries)
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ data, count: walletCatalogue.length }))
    return
  }
  const match = /^\/v1\/account\/(0x[0-9a-fA-F]{40})\/balance$/.exec(url.pathname)
  if (match) {
    const address = match[1]
    const [native, ...tokens] = await Promise.all([
      rpc.getBalance({ address }),
      ...chain.tokens.map((token) =>
        rpc.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ),
    ])
    const balances = [
      {
        symbol: 'ETH',
        quantity: { decimals: '18', numeric: formatUnits(native, 18) },
        price: prices.native,
      },
      ...chain.tokens.map((token, index) => ({
        symbol: token.symbol,
        quantity: {
          decimals: String(token.decimals),
          numeric: formatUnits(tokens[index], token.decimals),
        },
        price: prices[token.symbol],
      })),
    ]
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ balances }))
    return
  }
  response.writeHead(404)
  response.end()
})
await new Promise((resolve) => floor.listen(0, '127.0.0.1', resolve))
const floorUrl = `http://127.0.0.1:${floor.address().port}`

// Wait until the indexer has caught up, as a deployed server would be.
while (!(await fetch(`${airlockUrl}/ready`).then((r) => r.ok))) {
  await new Promise((resolve) => setTimeout(resolve, 100))
}
console.log(JSON.stringify({ floorUrl, airlockUrl, account: devAccounts[0].address }))

process.on('SIGTERM', async () => {
  await server.close()
  await new Promise((resolve) => floor.close(resolve))
  await devnet.stop()
  process.exit(0)
})
