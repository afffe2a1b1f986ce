import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export type StartAnvilParameters = {
  /** Chain id the node reports. */
  chainId: number
  /** Loopback port to listen on. */
  port: number
  /** Path of a state file written by `--dump-state`, loaded at start. */
  loadState?: string | undefined
  /** Path where the state is written when the node stops. */
  dumpState?: string | undefined
  /** Seconds between blocks; omitted means a block per transaction. */
  blockTime?: number | undefined
  /**
   * The EVM hardfork. Default: `prague` (EIP-7702 set-code transactions), pinned so a newer anvil
   * does not move the chain's rules under the tests.
   */
  hardfork?: string | undefined
  /** How long to wait for the first RPC answer, in milliseconds. */
  readyTimeoutMs?: number | undefined
}

export type AnvilInstance = {
  chainId: number
  port: number
  rpcUrl: string
  pid: number
  /** Stops the node (SIGINT, so a requested state dump is written) and waits for it to exit. */
  stop: () => Promise<void>
}

const anvilPlatformPackages: Record<string, string | undefined> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/** Path of the anvil binary shipped in `@foundry-rs/anvil`'s platform package (no download). */
export function getAnvilBinaryPath(): string {
  const platformPackage = anvilPlatformPackages[`${process.platform}-${process.arch}`]
  if (!platformPackage) {
    throw new Error(`anvil has no build for ${process.platform}-${process.arch}`)
  }
  // The platform package is a dependency of @foundry-rs/anvil, so resolve it from there.
  const require = createRequire(import.meta.url)
  const anvilPackage = require.resolve('@foundry-rs/anvil/package.json')
  const platformManifest = createRequire(anvilPackage).resolve(`${platformPackage}/package.json`)
  return join(
    dirname(platformManifest),
    'bin',
    process.platform === 'win32' ? 'anvil.exe' : 'anvil',
  )
}

/** Starts anvil on 127.0.0.1 and resolves once it answers `eth_chainId`. */
export async function startAnvil(parameters: StartAnvilParameters): Promise<AnvilInstance> {
  const { chainId, port, loadState, dumpState, blockTime, readyTimeoutMs = 15_000 } = parameters
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)]
  args.push('--hardfork', parameters.hardfork ?? 'prague')
  if (loadState) args.push('--load-state', loadState)
  if (dumpState) args.push('--dump-state', dumpState)
  if (blockTime !== undefined) args.push('--block-time', String(blockTime))
  // Silence per-request logging; errors still reach stderr.
  args.push('--silent')

  const child = spawn(getAnvilBinaryPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const rpcUrl = `http://127.0.0.1:${port}`

  try {
    await waitForRpc(rpcUrl, chainId, readyTimeoutMs, exited)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`anvil on port ${port} did not start: ${(error as Error).message}\n${stderr}`)
  }

  return {
    chainId,
    port,
    rpcUrl,
    pid: child.pid ?? -1,
    stop: () => stopChild(child, exited),
  }
}

async function waitForRpc(
  rpcUrl: string,
  chainId: number,
  timeoutMs: number,
  exited: Promise<number | null>,
): Promise<void> {
  let hasExited = false
  void exited.then(() => {
    hasExited = true
  })
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (hasExited) throw new Error('the process exited')
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      const body = (await response.json()) as { result?: string }
      if (body.result && Number(body.result) === chainId) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no answer within ${timeoutMs} ms`)
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGINT')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}
