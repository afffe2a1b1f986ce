import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createBlockchainApiClient, getTransactionHistory } from '@airlock/blockchain-api'
import { devAccounts } from '@airlock/testing'
import { type Devnet, getFreePort, startDevnet } from '@airlock/testing/devnet'
import { createWalletClient, type Hash, http, parseEther, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, test } from 'vitest'
import { localChains } from '../config/localChains.js'
import { type AirlockServer, createServer } from '../createServer.js'

const receiver = devAccounts[7].address
type Stack = { devnet: Devnet; server?: AirlockServer }
const running: Stack[] = []
afterEach(async () => {
  for (const stack of [...running].reverse()) await stop(stack)
})

/** Stops the server, then its chains; each stack once. */
async function stop(stack: Stack) {
  const index = running.indexOf(stack)
  if (index < 0) return
  running.splice(index, 1)
  await stack.server?.close()
  await stack.devnet.stop()
}

/** The seeded devnet on fixed ports, as `npm start` brings it up each time. */
async function startChains(ports: { primary: number; secondary: number }) {
  const devnet = await startDevnet({ ports, assetsPort: false })
  const stack: Stack = { devnet }
  running.push(stack)
  const wallet = createWalletClient({
    account: privateKeyToAccount(devAccounts[3].privateKey),
    transport: http(devnet.chains.primary.rpcUrl),
  }).extend(publicActions)
  const send = async (ether: string): Promise<Hash> => {
    const hash = await wallet.sendTransaction({
      chain: null,
      to: receiver,
      value: parseEther(ether),
    })
    await wallet.waitForTransactionReceipt({ hash })
    return hash
  }
  return { stack, send }
}

/** A server on the kept data folder, resolved once every chain is indexed to its head. */
async function startServer(stack: Stack, dataDir: string): Promise<() => Promise<Hash[]>> {
  const server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir,
    rateLimit: false,
    relay: false,
    chains: [
      { ...localChains[0]!, rpcUrl: stack.devnet.chains.primary.rpcUrl },
      { ...localChains[1]!, rpcUrl: stack.devnet.chains.secondary.rpcUrl },
    ],
    indexer: { pollIntervalMs: 100 },
  })
  stack.server = server
  const url = await server.listen()
  const deadline = Date.now() + 60_000
  while (!(await fetch(`${url}/ready`)).ok) {
    if (Date.now() > deadline) throw new Error('the server did not index the chains in 60 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const client = createBlockchainApiClient({ baseUrl: url, projectId: 'local-dev', retryCount: 0 })
  return async () =>
    (await getTransactionHistory(client, { account: receiver, chainId: 'eip155:31337' })).data.map(
      (transaction) => transaction.metadata.hash as Hash,
    )
}

test('chains re-seeded under a kept database: history from the blocks they lost is forgotten', async () => {
  const ports = { primary: await getFreePort(), secondary: await getFreePort() }
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-rewind-'))
  try {
    const first = await startChains(ports)
    const firstHistory = await startServer(first.stack, dataDir)
    const lost = await first.send('0.1')
    await expect.poll(firstHistory, { timeout: 20_000 }).toContain(lost)
    await stop(first.stack)

    // Re-seeded, and past the old cursor before the server is back: the hashes tell.
    const second = await startChains(ports)
    const replacements = [await second.send('0.2'), await second.send('0.3')]
    const secondHistory = await startServer(second.stack, dataDir)
    const seen = await secondHistory()
    expect(seen).not.toContain(lost)
    expect(seen).toEqual(expect.arrayContaining(replacements))
    await stop(second.stack)

    // Re-seeded again, below the old cursor this time.
    const third = await startChains(ports)
    const thirdHistory = await startServer(third.stack, dataDir)
    const left = await thirdHistory()
    expect(left).not.toContain(replacements[0])
    expect(left).not.toContain(replacements[1])
    const next = await third.send('0.4')
    await expect.poll(thirdHistory, { timeout: 20_000 }).toContain(next)
  } finally {
    for (const stack of [...running].reverse()) await stop(stack)
    rmSync(dataDir, { recursive: true, force: true })
  }
}, 240_000)
