// The React package README's example, as a dapp developer copies it: the release check writes its
// TSX block into the installed app, runs the server command the README names, and connects.

import { type ChildProcess, spawn } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { serveStatic } from '../../bench/lib/serveStatic.js'
import { stopProcessGroup } from './registry.js'

/** The parts of `@airlock/react`'s README the check runs. */
export type ReadmeExample = {
  /** The `tsx` block of the "Example" section, as written. */
  source: string
  /** The command the README gives to run a server beside the app, e.g. `npx @airlock/server`. */
  serverCommand: string[]
  /** The name of the component the example exports, rendered by the check's entry. */
  component: string
}

export class ReadmeExampleError extends Error {
  override name = 'ReadmeExampleError'
}

/**
 * Reads the "Example" section of a README: its first `tsx` block, the first backticked `npx`
 * command of its text, and the one exported function component of the block. Throws a
 * ReadmeExampleError naming what is missing.
 */
export function readReadmeExample(readme: string): ReadmeExample {
  const section = /^## Example\n([\s\S]*?)(?=^## )/m.exec(`${readme}\n## `)?.[1]
  if (!section) throw new ReadmeExampleError('the README has no "## Example" section')
  const source = /^```tsx\n([\s\S]*?)^```$/m.exec(section)?.[1]
  if (!source) throw new ReadmeExampleError('the Example section has no tsx block')
  const prose = section.replace(/^```[\s\S]*?^```$/gm, '')
  const command = /`(npx [^`]+)`/.exec(prose)?.[1]
  if (!command)
    throw new ReadmeExampleError('the Example section names no npx command for the server')
  const components = [...source.matchAll(/^export function ([A-Z]\w*)\(/gm)].map(
    (match) => match[1],
  )
  if (components.length !== 1 || !components[0]) {
    throw new ReadmeExampleError(
      `the tsx block exports ${components.length} function components, not one`,
    )
  }
  return { source, serverCommand: command.split(/\s+/), component: components[0] }
}

/**
 * The files of a page that renders the example's component alone, under `folder` of the app (a
 * folder inside the app's `src`, so the app's strict type-check covers the example too).
 */
export function readmeExampleFiles(example: ReadmeExample): Record<string, string> {
  return {
    'Example.tsx': example.source,
    'main.tsx': `import { createRoot } from 'react-dom/client'
import { ${example.component} } from './Example.js'

const root = document.getElementById('root')
if (!root) throw new Error('no #root')
createRoot(root).render(<${example.component} />)
`,
    'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>README example</title></head>
  <body><div id="root"></div><script type="module" src="./main.tsx"></script></body>
</html>
`,
  }
}

export type RunReadmeExampleOptions = {
  example: ReadmeExample
  /** The built page (`vite build` of the files above). */
  dist: string
  /** Where the server command runs, with this environment (the registry's npm config). */
  cwd: string
  env: Record<string, string | undefined>
  browser: Browser
  /** The dev wallet's init script (its bundle with its config). */
  walletScript: string
  /** The whole address the example shows once connected, as wagmi gives it (checksummed). */
  address: string
}

/** The port the README's server command listens on, and `apiUrl`'s default. */
const serverPort = 8787

/**
 * Starts the README's server command in a process group of its own, opens the example's page, and
 * connects the dev wallet through the example's own button ("Sign in"): the page must then show
 * the whole address the example renders, with no page error, having read from the server.
 * Throws a ReadmeExampleError with what failed; stops the server in all cases.
 */
export async function runReadmeExample(options: RunReadmeExampleOptions): Promise<void> {
  const { example, browser } = options
  if (await isListening(serverPort)) {
    throw new ReadmeExampleError(
      `port ${serverPort} is in use: the README's server and apiUrl's default need it`,
    )
  }
  const [command = 'npx', ...args] = example.serverCommand
  const server = spawn(command, args, {
    cwd: options.cwd,
    // npx asks before it installs a package when standard input is a terminal; this one is not.
    env: { ...process.env, ...options.env, npm_config_yes: 'true' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout?.on('data', (chunk) => {
    output += chunk
  })
  server.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const page = await serveStatic(options.dist)
  try {
    await waitForHealth(server, () => output)
    const tab = await browser.newPage()
    const errors: string[] = []
    tab.on('pageerror', (error) => errors.push(error.message))
    let serverAnswers = 0
    tab.on('response', (response) => {
      if (response.url().startsWith(`http://127.0.0.1:${serverPort}/`) && response.ok()) {
        serverAnswers += 1
      }
    })
    await tab.addInitScript({ content: options.walletScript })
    await tab.goto(`http://127.0.0.1:${(page.address() as AddressInfo).port}/`)
    await tab.getByRole('button', { name: 'Sign in' }).click({ timeout: 60_000 })
    await tab.getByRole('button', { name: 'Airlock Dev Wallet' }).click({ timeout: 60_000 })
    await tab
      .getByText(options.address, { exact: true })
      .waitFor({ state: 'visible', timeout: 60_000 })
    if (errors.length) throw new ReadmeExampleError(`the page threw: ${errors.join('; ')}`)
    if (serverAnswers === 0) {
      throw new ReadmeExampleError(`the page read nothing from the server on port ${serverPort}`)
    }
  } catch (error) {
    if (error instanceof ReadmeExampleError) throw error
    throw new ReadmeExampleError(
      `${(error as Error).message}\nserver output: ${output.slice(-2000)}`,
    )
  } finally {
    page.close()
    await stopProcessGroup(server)
  }
}

async function isListening(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`)
    return true
  } catch {
    return false
  }
}

/** Polls the server's /health for up to 120 s (npx installs it first); fails if it exits. */
async function waitForHealth(server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new ReadmeExampleError(
        `the server command exited with ${server.exitCode}: ${output().slice(-2000)}`,
      )
    }
    try {
      if ((await fetch(`http://127.0.0.1:${serverPort}/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new ReadmeExampleError(`the server did not answer in 120 s: ${output().slice(-2000)}`)
}
