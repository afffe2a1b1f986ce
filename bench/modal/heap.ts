import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { chromiumLaunchOptions, getDevWalletBundlePath } from '@airlock/testing/playwright'
import { chromium } from 'playwright-core'

// What the JS heap holds after opening the modal, for one built bench app: the scripts the page
// fetched (ms after navigation), `Runtime.getHeapUsage` after a forced GC (as bench/modal measures
// it) and a heap snapshot summed by node type and name. `--block <regex>` aborts the requests
// whose path matches, to weigh what a chunk adds.
//
//   pnpm --filter @airlock/bench run modal:heap <BENCH_WORKDIR>/airlock/dist [--block 'AllWallets']

const [root, flag, pattern] = process.argv.slice(2)
if (!root) throw new Error('usage: modal:heap <app dist folder> [--block <regex>]')
const block = flag === '--block' && pattern ? new RegExp(pattern) : undefined

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
  let file = join(root, path)
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
    file = join(root, 'index.html')
  const type = { '.js': 'text/javascript', '.html': 'text/html' }[extname(file)]
  response.writeHead(200, { 'content-type': type ?? 'application/octet-stream' })
  createReadStream(file).pipe(response)
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
const wallet = `globalThis.__AIRLOCK_DEV_WALLET_CONFIG__ = ${JSON.stringify({
  chains: [{ id: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:8545' }],
})};\n${readFileSync(getDevWalletBundlePath(), 'utf8')}`

const browser = await chromium.launch(chromiumLaunchOptions)
const context = await browser.newContext()
const page = await context.newPage()
await page.addInitScript({ content: wallet })
if (block)
  await page.route(
    (url) => block.test(url.pathname),
    (route) => route.abort(),
  )
await page.goto(origin)
await page.waitForLoadState('networkidle').catch(() => undefined)
await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
await page
  .getByRole('button', { name: /Airlock Dev Wallet/ })
  .first()
  .waitFor()
await page.waitForLoadState('networkidle').catch(() => undefined)

const fetched = await page.evaluate(() =>
  performance
    .getEntriesByType('resource')
    .map((entry) => `${Math.round(entry.startTime)} ms ${entry.name.split('/').pop()}`),
)
console.log(fetched.join('\n'))
const cdp = await context.newCDPSession(page)
await cdp.send('HeapProfiler.collectGarbage')
const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
console.log(`\nJS heap after opening: ${(usedSize / 1024 / 1024).toFixed(2)} MiB\n`)

const chunks: string[] = []
cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }: { chunk: string }) => chunks.push(chunk))
await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
await browser.close()
server.close()

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
  nodes: number[]
  strings: string[]
}
const { snapshot, nodes, strings } = JSON.parse(chunks.join('')) as Snapshot
const fields = snapshot.meta.node_fields
const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field))
const sums = new Map<string, { bytes: number; count: number }>()
for (let at = 0; at < nodes.length; at += fields.length) {
  const type = snapshot.meta.node_types[0][nodes[at + (typeAt as number)] as number] as string
  const named = !['string', 'concatenated string', 'number', 'bigint'].includes(type)
  const key = named
    ? `${type}: ${strings[nodes[at + (nameAt as number)] as number]?.slice(0, 60)}`
    : type
  const sum = sums.get(key) ?? { bytes: 0, count: 0 }
  sum.bytes += nodes[at + (sizeAt as number)] as number
  sum.count += 1
  sums.set(key, sum)
}
for (const [key, { bytes, count }] of [...sums]
  .sort((a, b) => b[1].bytes - a[1].bytes)
  .slice(0, 25))
  console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KiB ${String(count).padStart(7)}× ${key}`)
