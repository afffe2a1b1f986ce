import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { address as bitcoinAddress } from 'bitcoinjs-lib'
import { bitcoinDevAccounts } from './bitcoinDevAccounts.js'
import { regtestNetwork } from './bitcoinKeys.js'
import { bitcoinDevFunding, bitcoinRegtest } from './bitcoinRegtest.js'
import { bytesToHex } from './bytes.js'

/** Debian's litecoind (`apt-get install litecoind`), run directly: its /usr/bin wrapper writes to $HOME. */
export const litecoindPath = '/usr/lib/litecoin/litecoind'

export type StartRegtestParameters = {
  /** Loopback RPC port. Default: 18443. */
  rpcPort?: number | undefined
  /** Mines the dev funding (and 100 blocks so it matures). Default: true. */
  fund?: boolean | undefined
  /** Mines a block whenever the mempool holds a transaction, like anvil's automine. Default: true. */
  automine?: boolean | undefined
  /** How long to wait for the first RPC answer, in milliseconds. */
  readyTimeoutMs?: number | undefined
  binaryPath?: string | undefined
}

export type RegtestNode = {
  rpcUrl: string
  rpcPort: number
  rpcUser: string
  rpcPassword: string
  pid: number
  /** Calls the node's JSON-RPC; rejects with the node's error message. */
  rpc: <result = unknown>(method: string, ...params: unknown[]) => Promise<result>
  /** Mines `blocks` blocks paying a `bcrt1…` address (default: an anyone-can-spend script); resolves with their hashes. */
  mine: (blocks?: number, toAddress?: string) => Promise<string[]>
  /** Sats held by an address's unspent outputs, confirmed ones only. */
  getBalance: (address: string) => Promise<bigint>
  /** Stops the node with the `stop` RPC, waits for it to exit (SIGKILL after 10 s), removes its data. */
  stop: () => Promise<void>
}

/**
 * Starts a Bitcoin regtest node (Debian's litecoind with segwit and taproot active from block 0;
 * MWEB kept off so mining never stalls), funds the first dev account and mines on demand.
 *
 * @example
 * const node = await startRegtest({ rpcPort: await getFreePort() })
 * await node.getBalance(bitcoinDevAccounts[0].payment.address) // 10_000_000_000n
 * await node.stop()
 */
export async function startRegtest(parameters: StartRegtestParameters = {}): Promise<RegtestNode> {
  const {
    rpcPort = bitcoinRegtest.rpcPort,
    fund = true,
    automine = true,
    readyTimeoutMs = 30_000,
    binaryPath = litecoindPath,
  } = parameters
  if (!existsSync(binaryPath)) {
    throw new Error(
      `The Bitcoin regtest node needs Debian's litecoind (${binaryPath}): run "sudo apt-get install -y litecoind"`,
    )
  }
  const { rpcUser, rpcPassword } = bitcoinRegtest
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-regtest-'))
  const child = spawn(
    binaryPath,
    [
      '-regtest',
      `-datadir=${dataDir}`,
      `-rpcuser=${rpcUser}`,
      `-rpcpassword=${rpcPassword}`,
      `-rpcport=${rpcPort}`,
      '-rpcbind=127.0.0.1',
      '-rpcallowip=127.0.0.1',
      '-listen=0',
      '-dnsseed=0',
      '-upnp=0',
      '-txindex=1',
      '-disablewallet=1',
      '-printtoconsole=0',
      '-fallbackfee=0.0001',
      // MWEB activates at height 432 on regtest and then block templates fail: never activate it.
      '-vbparams=mweb:-2:0',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const rpcUrl = `http://127.0.0.1:${rpcPort}`
  const rpc = createRpc(rpcUrl, rpcUser, rpcPassword)

  let automineTimer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    if (automineTimer) clearTimeout(automineTimer)
    await stopNode(child, exited, rpc)
    rmSync(dataDir, { recursive: true, force: true })
  }

  const descriptors = new Map<string, string>()
  const descriptorOf = async (scriptHex: string) => {
    let descriptor = descriptors.get(scriptHex)
    if (!descriptor) {
      const info = await rpc<{ descriptor: string }>('getdescriptorinfo', `raw(${scriptHex})`)
      descriptor = info.descriptor
      descriptors.set(scriptHex, descriptor)
    }
    return descriptor
  }
  // The node knows Litecoin addresses only: it is handed scripts.
  const scriptHexOf = (address: string) =>
    bytesToHex(bitcoinAddress.toOutputScript(address, regtestNetwork))
  const mine = async (blocks = 1, toAddress?: string) =>
    rpc<string[]>(
      'generatetodescriptor',
      blocks,
      await descriptorOf(toAddress ? scriptHexOf(toAddress) : '51'),
    )
  const getBalance = async (address: string) => {
    // One scan at a time per node: another client's scan (a server in front of it) is waited out.
    let scan: { unspents: { amount: number }[] } | undefined
    for (let attempt = 0; !scan; attempt++) {
      try {
        scan = await rpc<{ unspents: { amount: number }[] }>('scantxoutset', 'start', [
          `raw(${scriptHexOf(address)})`,
        ])
      } catch (error) {
        if (attempt > 50 || !/in progress/.test((error as Error).message)) throw error
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    return scan.unspents.reduce((sum, unspent) => sum + btcToSats(unspent.amount), 0n)
  }

  try {
    await waitForRpc(rpc, readyTimeoutMs, exited)
    if (fund) {
      const first = bitcoinDevAccounts[0]
      if (!first) throw new Error('no dev account')
      await mine(bitcoinDevFunding.blocks, first.payment.address)
      // Coinbase outputs mature after 100 blocks.
      await mine(100)
    }
  } catch (error) {
    await stop()
    throw new Error(
      `the regtest node on port ${rpcPort} did not start: ${(error as Error).message}\n${stderr}`,
    )
  }

  if (automine) {
    const tick = async () => {
      try {
        const mempool = await rpc<{ size: number }>('getmempoolinfo')
        if (mempool.size > 0) await mine(1)
      } catch {
        // Stopping, or busy: the next tick tries again.
      }
      if (!stopped) automineTimer = setTimeout(tick, 200)
    }
    automineTimer = setTimeout(tick, 200)
  }

  return {
    rpcUrl,
    rpcPort,
    rpcUser,
    rpcPassword,
    pid: child.pid ?? -1,
    rpc,
    mine,
    getBalance,
    stop,
  }
}

/** Whole-coin amounts as the node prints them (8 decimals) to sats, without floating point. */
export function btcToSats(amount: number): bigint {
  const [whole = '0', fraction = ''] = amount.toFixed(8).split('.')
  return BigInt(whole) * 100_000_000n + BigInt(fraction.padEnd(8, '0'))
}

function createRpc(rpcUrl: string, user: string, password: string) {
  const authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
  let id = 0
  return async <result = unknown>(method: string, ...params: unknown[]): Promise<result> => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ jsonrpc: '1.0', id: ++id, method, params }),
    })
    const text = await response.text()
    let body: { result?: result; error?: { code: number; message: string } | null }
    try {
      body = JSON.parse(text) as typeof body
    } catch {
      throw new Error(`${method}: HTTP ${response.status} ${text.slice(0, 200)}`)
    }
    if (body.error) throw new Error(`${method}: ${body.error.message} (${body.error.code})`)
    return body.result as result
  }
}

async function waitForRpc(
  rpc: ReturnType<typeof createRpc>,
  timeoutMs: number,
  exited: Promise<void>,
): Promise<void> {
  let hasExited = false
  void exited.then(() => {
    hasExited = true
  })
  const deadline = Date.now() + timeoutMs
  let lastError = 'no answer'
  while (Date.now() < deadline) {
    if (hasExited) throw new Error('the process exited')
    try {
      await rpc('getblockcount')
      return
    } catch (error) {
      // Not listening yet, or "Loading block index…" / "Verifying blocks…" (code -28).
      lastError = (error as Error).message
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no answer within ${timeoutMs} ms (${lastError})`)
}

async function stopNode(
  child: ChildProcess,
  exited: Promise<void>,
  rpc: ReturnType<typeof createRpc>,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  // A signal during early startup once left an orphaned daemon; the RPC stop is the clean way.
  await rpc('stop').catch(() => child.kill('SIGTERM'))
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}
