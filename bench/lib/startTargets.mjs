import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'

/**
 * Starts a benchmark's `targets.mjs` (the floor and Airlock servers) in a process of its own, on
 * the workspace's sources through tsx, so load generation keeps this process's core. Resolves
 * with the process and the JSON line the targets print once they listen.
 *
 * @example const { child, ready } = await startTargets(new URL('./targets.mjs', import.meta.url))
 */
export async function startTargets(url) {
  const child = spawn(
    process.execPath,
    ['--conditions=@airlock/source', '--import', 'tsx', url.pathname],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const [firstLine] = await once(createInterface({ input: child.stdout }), 'line')
  return { child, ready: JSON.parse(firstLine) }
}
