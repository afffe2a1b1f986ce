import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

type RunToolOptions = {
  /** Working directory. */
  cwd: string
  /** The whole environment of the command. Default: this process's. */
  env?: NodeJS.ProcessEnv | undefined
}

/**
 * Runs `command` to its end without holding the event loop (the release check's apps are checked
 * side by side in one process) and resolves with what it printed on stdout.
 *
 * @throws Error starting with `label` and "failed", then the end of the tool's output.
 */
export async function runTool(
  label: string,
  command: string,
  args: readonly string[],
  { cwd, env = process.env }: RunToolOptions,
): Promise<string> {
  try {
    const { stdout } = await execFileAsync(command, args, {
      cwd,
      env,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    })
    return stdout
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string }
    const output = `${failure.stderr ?? ''}${failure.stdout ?? ''}`.trim() || failure.message
    throw new Error(`${label} failed: ${output.slice(-4000)}`)
  }
}
