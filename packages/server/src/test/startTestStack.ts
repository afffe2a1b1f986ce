import { devnetAssets } from '@airlock/testing'
import { type Devnet, getFreePort, startDevnet } from '@airlock/testing/devnet'
import { localChains } from '../config/localChains.js'
import { type AirlockServer, type CreateServerOptions, createServer } from '../createServer.js'
import { createScratchDatabase } from './createScratchDatabase.js'

export type TestStack = {
  devnet: Devnet
  server: AirlockServer
  url: string
  rpcUrls: { primary: string; secondary: string }
  assetsBaseUrl: string
  stop: () => Promise<void>
}

/**
 * A seeded devnet on free ports and a real server on a random loopback port, with embedded storage
 * in memory, or a fresh Postgres database when DATABASE_URL is set (and Redis when REDIS_URL is).
 * Resolves once `/ready` says 200.
 */
export async function startTestStack(options: CreateServerOptions = {}): Promise<TestStack> {
  const devnet = await startDevnet({
    ports: { primary: await getFreePort(), secondary: await getFreePort() },
    assetsPort: await getFreePort(),
  })
  const database = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined
  const rpcUrls = {
    primary: devnet.chains.primary.rpcUrl,
    secondary: devnet.chains.secondary.rpcUrl,
  }
  const assetsBaseUrl = devnet.assets?.baseUrl ?? devnetAssets.baseUrl
  let server: AirlockServer | undefined
  try {
    server = await createServer({
      port: 0,
      logLevel: 'silent',
      dataDir: 'memory',
      databaseUrl: database?.url,
      redisUrl: process.env.REDIS_URL,
      chains: [
        { ...localChains[0]!, rpcUrl: rpcUrls.primary },
        { ...localChains[1]!, rpcUrl: rpcUrls.secondary },
      ],
      indexer: { pollIntervalMs: 100 },
      metadataRewrites: { [devnetAssets.baseUrl]: assetsBaseUrl },
      nftMetadata: { allowHosts: [new URL(assetsBaseUrl).host] },
      rateLimit: false,
      // Bitcoin tests start their own regtest node and pass it in.
      bitcoinNetworks: [],
      // Solana tests start their own chain and pass it in.
      solanaNetworks: [],
      ...options,
    })
    const url = await server.listen()
    await waitForReady(url)
    const started = server
    return {
      devnet,
      server: started,
      url,
      rpcUrls,
      assetsBaseUrl,
      stop: async () => {
        await started.close()
        await devnet.stop()
        await database?.drop()
      },
    }
  } catch (error) {
    await server?.close()
    await devnet.stop()
    await database?.drop()
    throw error
  }
}

async function waitForReady(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/ready`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url}/ready did not answer 200 within ${timeoutMs} ms`)
}
