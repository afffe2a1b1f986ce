import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { type Browser, chromium, type Page } from 'playwright-core'
import { type Address, type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../devnet/devnet.js'
import { getFreePort } from '../devnet/freePort.js'
import { type Devnet, startDevnet } from '../devnet/startDevnet.js'
import type { DevWalletProvider } from '../wallet/createDevWallet.js'
import type { DevWalletInitConfig, DevWalletWindow } from '../wallet/devWalletInitConfig.js'
import { chromiumLaunchOptions } from './chromiumLaunchOptions.js'
import { type DevWalletPage, installDevWallet } from './installDevWallet.js'

let devnet: Devnet
let browser: Browser
let server: Server
let origin: string
let bundleDir: string
let bundlePath: string
let config: DevWalletInitConfig

beforeAll(async () => {
  // The same entry and format as tsup's browser build, so this test needs no prior build.
  bundleDir = await mkdtemp(join(tmpdir(), 'airlock-dev-wallet-'))
  bundlePath = join(bundleDir, 'dev-wallet.iife.js')
  const entry = fileURLToPath(new URL('../wallet/devWalletInitScript.ts', import.meta.url))
  const [started] = await Promise.all([
    startDevnet({
      ports: { primary: await getFreePort(), secondary: await getFreePort() },
      assetsPort: false,
    }),
    build({
      entryPoints: [entry],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      outfile: bundlePath,
      logLevel: 'silent',
    }),
  ])
  devnet = started
  config = {
    chains: [
      { id: 31337, name: 'Local', rpcUrl: devnet.chains.primary.rpcUrl },
      { id: 31338, name: 'Local 2', rpcUrl: devnet.chains.secondary.rpcUrl },
    ],
  }
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>Dapp</title><iframe src="/frame"></iframe>')
  })
  const port = await getFreePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${port}`
  browser = await chromium.launch(chromiumLaunchOptions)
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await devnet?.stop()
  if (bundleDir) await rm(bundleDir, { recursive: true, force: true })
})

async function openDapp(): Promise<{ page: Page; devWallet: DevWalletPage }> {
  const page = await browser.newPage()
  const devWallet = await installDevWallet(page, { config, bundlePath })
  await page.goto(origin)
  return { page, devWallet }
}

// Only used in type positions inside page.evaluate callbacks, which run in the page.
type TestWindow = DevWalletWindow & { seen: unknown[] }
type PageProvider = DevWalletProvider

// Runs in the page: what a dapp does to find wallets, then one request through the provider.
async function discover(method: string): Promise<{
  count: number
  info?: { name: string; rdns: string; uuid: string; icon: string }
  result?: unknown
}> {
  type Detail = {
    info: { name: string; rdns: string; uuid: string; icon: string }
    provider: PageProvider
  }
  const found: Detail[] = []
  window.addEventListener('eip6963:announceProvider', (event) => {
    found.push((event as CustomEvent<Detail>).detail)
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  const first = found[0]
  if (!first) return { count: 0 }
  const result = await first.provider.request({ method })
  return { count: found.length, info: first.info, result }
}

describe('the dev wallet browser bundle in Chromium', () => {
  it('answers eip6963:requestProvider and eth_chainId', async () => {
    const { page } = await openDapp()
    const answer = await page.evaluate(discover, 'eth_chainId')
    expect(answer.count).toBe(1)
    expect(answer.info).toMatchObject({ name: 'Airlock Dev Wallet', rdns: 'dev.airlock.wallet' })
    expect(answer.info?.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(answer.result).toBe('0x7a69')
    // Only the top frame gets a wallet by default.
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
    expect(await frame?.evaluate(() => 'airlockDevWallet' in window)).toBe(false)
    await page.close()
  })

  it('signs in the page, follows the controls and stays connected after a reload', async () => {
    const { page, devWallet } = await openDapp()
    const [address] = (await page.evaluate(discover, 'eth_requestAccounts')).result as Address[]
    expect(address).toBe(devAccounts[0].address)

    const signature = (await page.evaluate(
      ([account]) =>
        (window as unknown as TestWindow).airlockDevWallet!.provider.request({
          method: 'personal_sign',
          params: ['0x6869', account],
        }),
      [address],
    )) as Hex
    expect(await verifyMessage({ address: address as Address, message: 'hi', signature })).toBe(
      true,
    )

    await page.evaluate(() => {
      const seen: unknown[] = []
      const page = window as unknown as TestWindow
      page.seen = seen
      const provider = page.airlockDevWallet!.provider
      provider.on('chainChanged', (chainId) => seen.push(['chainChanged', chainId]))
      provider.on('accountsChanged', (accounts) => seen.push(['accountsChanged', accounts]))
    })
    await devWallet.switchChain(31338)
    await devWallet.setAccount(1)
    await devWallet.rejectNextRequest()
    const rejected = await page.evaluate(() =>
      (window as unknown as TestWindow)
        .airlockDevWallet!.provider.request({ method: 'eth_requestAccounts' })
        .catch((error: { code: number; message: string }) => ({
          code: error.code,
          message: error.message,
        })),
    )
    expect(rejected).toEqual({ code: 4001, message: 'User rejected the request.' })
    expect(await page.evaluate(() => (window as unknown as TestWindow).seen)).toEqual([
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', [devAccounts[1].address]],
    ])
    expect((await devWallet.requests()).map((request) => request.method)).toEqual([
      'eth_requestAccounts',
      'personal_sign',
      'eth_requestAccounts',
    ])

    await page.reload()
    expect(await page.evaluate(discover, 'eth_accounts')).toMatchObject({
      result: [devAccounts[1].address],
    })
    expect(await devWallet.getState()).toMatchObject({ authorized: true, chainId: 31338 })
    await devWallet.disconnect()
    expect(await page.evaluate(discover, 'eth_accounts')).toMatchObject({ result: [] })
    await page.close()
  })
})
