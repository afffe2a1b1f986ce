import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A loopback port the OS just gave out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * The local devnet's committed state (`@airlock/testing`'s `devnet/state.json`): its tokens, NFT
 * collection and Uniswap pools, at the addresses `@airlock/testing/devnet` names. Read as a file:
 * `@airlock/testing` depends on this package, so this package cannot depend on it.
 */
export const devnetStatePath = fileURLToPath(
  new URL('../../../testing/devnet/state.json', import.meta.url),
)

/**
 * Starts the anvil binary of `@foundry-rs/anvil` (linux x64 here) and waits for its RPC;
 * `loadState` is a state file to start from (e.g. `devnetStatePath`).
 */
export async function startAnvil(chainId = 31337, options: { loadState?: string } = {}) {
  const require = createRequire(import.meta.url)
  const manifest = createRequire(require.resolve('@foundry-rs/anvil/package.json')).resolve(
    '@foundry-rs/anvil-linux-amd64/package.json',
  )
  for (let attempt = 0; ; attempt++) {
    const port = await freePort()
    const child = spawn(
      join(dirname(manifest), 'bin', 'anvil'),
      [
        ...['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)],
        ...(options.loadState ? ['--load-state', options.loadState] : []),
        '--silent',
      ],
      { stdio: 'ignore' },
    )
    let exited = false
    child.once('exit', () => (exited = true))
    const rpcUrl = `http://127.0.0.1:${port}`
    const deadline = Date.now() + 30_000
    while (!exited && Date.now() < deadline) {
      const answer = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      }).then(
        (response) => response.json() as Promise<{ result?: string }>,
        () => undefined,
      )
      if (answer?.result) return { rpcUrl, stop: () => void child.kill('SIGKILL') }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    child.kill('SIGKILL')
    // Another process may have taken the port first: try another one.
    if (attempt >= 2) throw new Error('anvil did not start')
  }
}
