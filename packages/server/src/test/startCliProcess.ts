import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { getFreePort } from '@airlock/testing/devnet'

const cliPath = fileURLToPath(new URL('../cli.ts', import.meta.url))
const packageDir = fileURLToPath(new URL('../..', import.meta.url))
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

export type CliProcess = {
  child: ChildProcess
  pid: number
  url: string
  /** Everything the process printed so far, stdout and stderr. */
  output: () => string
  /** Settles when the process has exited and its output is read to the end. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Kills the process by its PID (SIGKILL) unless it has exited; resolves once it has. */
  stop: () => Promise<void>
}

export type SpawnCliProcessParameters = {
  /** Added to this process's environment; `undefined` removes a variable. */
  env?: Record<string, string | undefined> | undefined
  /** Working directory. Default: the package folder. */
  cwd?: string | undefined
  /** Command-line arguments, e.g. `['import-wallets']`. */
  args?: readonly string[] | undefined
}

/**
 * Runs the real `airlock-server` command from source (the file the built bin runs) on a free
 * loopback port, without waiting for it. `startCliProcess` also waits until it answers.
 */
export async function spawnCliProcess(
  parameters: SpawnCliProcessParameters = {},
): Promise<CliProcess> {
  const port = await getFreePort()
  const child = spawn(
    process.execPath,
    ['--conditions=@airlock/source', '--import', tsxLoader, cliPath, ...(parameters.args ?? [])],
    {
      cwd: parameters.cwd ?? packageDir,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        AIRLOCK_FRAME_PORT: '0',
        // The suites run on Postgres and Redis too, where the frame needs a shared code secret.
        AIRLOCK_FRAME_CODE_SECRET: 'a-code-secret-of-the-test-suite',
        ...parameters.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  if (child.pid === undefined) throw new Error('airlock-server could not be spawned')
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('close', (code, signal) => resolve({ code, signal }))
  })
  return {
    child,
    pid: child.pid,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}

/**
 * `spawnCliProcess`, resolved once `/health` answers; rejects with its output if it exits. Tries
 * another port if another process took the free one first.
 */
export async function startCliProcess(
  parameters: SpawnCliProcessParameters = {},
  timeoutMs = 120_000,
): Promise<CliProcess> {
  for (let attempt = 1; ; attempt++) {
    const cli = await spawnCliProcess(parameters)
    let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined
    void cli.exited.then((result) => {
      exit = result
    })
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline && !exit) {
      const healthy = await fetch(`${cli.url}/health`).then(
        (response) => response.ok,
        () => false,
      )
      if (healthy) return cli
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    if (!exit) {
      await cli.stop()
      throw new Error(`airlock-server did not answer within ${timeoutMs} ms:\n${cli.output()}`)
    }
    if (attempt < 3 && cli.output().includes('EADDRINUSE')) continue
    throw new Error(`airlock-server exited (${exit.code ?? exit.signal}):\n${cli.output()}`)
  }
}
