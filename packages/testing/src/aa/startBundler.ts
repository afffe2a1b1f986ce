import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetAccountAbstraction } from './accountAbstraction.js'

/** Keys of the bundler's executor (sends `handleOps`) and utility account, funded at start. */
const executorKey = '0x4337000000000000000000000000000000000000000000000000000000000001' as const
const utilityKey = '0x4337000000000000000000000000000000000000000000000000000000000002' as const

export type StartBundlerParameters = {
  /** An anvil node with the EntryPoint 0.8 deployed (`deployAccountAbstraction`). */
  rpcUrl: string
  /** Loopback port of the bundler's JSON-RPC. */
  port: number
  /** How long to wait for `eth_supportedEntryPoints`, in milliseconds. Default: 60 s. */
  readyTimeoutMs?: number | undefined
}

export type BundlerInstance = {
  /** The bundler's JSON-RPC endpoint (`eth_sendUserOperation`, …). */
  url: string
  pid: number
  stop: () => Promise<void>
}

/** Path of Alto's command line in `@pimlico/alto`. */
function getAltoPath(): string {
  const entry = createRequire(import.meta.url).resolve('@pimlico/alto')
  return join(dirname(entry), 'cli', 'alto.js')
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/**
 * Starts Pimlico's Alto (an ERC-4337 bundler, from npm) against an anvil chain, bundling every
 * user operation for the EntryPoint 0.8 as it arrives, and resolves once it answers.
 *
 * @example
 * await deployAccountAbstraction({ rpcUrl })
 * const bundler = await startBundler({ rpcUrl, port: await getFreePort() })
 * // createBundlerClient({ transport: http(bundler.url), … })
 * await bundler.stop()
 */
export async function startBundler(parameters: StartBundlerParameters): Promise<BundlerInstance> {
  const { rpcUrl, port, readyTimeoutMs = 60_000 } = parameters
  for (const key of [executorKey, utilityKey])
    await rpc(rpcUrl, 'anvil_setBalance', [
      privateKeyToAccount(key).address,
      toHex(parseEther('1000')),
    ])
  const args = [
    getAltoPath(),
    ...['--entrypoints', devnetAccountAbstraction.entryPoint],
    ...['--executor-private-keys', executorKey],
    ...['--utility-private-key', utilityKey],
    ...['--rpc-url', rpcUrl],
    ...['--port', String(port)],
    // anvil has no JavaScript tracer, which the full ERC-7562 checks need.
    ...['--safe-mode', 'false'],
    ...['--log-level', 'warn'],
    ...['--utility-wallet-monitor', 'false'],
  ]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  let hasExited = false
  void exited.then(() => {
    hasExited = true
  })
  const url = `http://127.0.0.1:${port}/rpc`
  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    const entryPoints = await rpc(url, 'eth_supportedEntryPoints', []).catch(() => undefined)
    if (Array.isArray(entryPoints) && entryPoints.length > 0) break
    if (hasExited || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The bundler on port ${port} did not start\n${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, pid: child.pid ?? -1, stop: () => stopChild(child, exited) }
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}
