import { parseArgs } from 'node:util'
import { AirlockError } from '@airlock/blockchain-api'
import { z } from 'zod'
import { InvalidCodemodArgumentsError } from './errors/codemodErrors.js'
import { formatCodemodReport } from './formatCodemodReport.js'
import { type RunAppKitCodemodParameters, runAppKitCodemod } from './runAppKitCodemod.js'

/** The command's help text. */
export const usage = `Usage: airlock-codemod appkit [dir] [--dry-run] [--check]

Moves the Reown AppKit app in dir (default: the current folder) to Airlock: rewrites its AppKit
imports and package.json dependencies, and lists what needs a hand. Installs nothing.

  --dry-run  print what would change, write nothing
  --check    write nothing; exit 1 when anything would change
  --help     print this text

Exit codes: 0 done (also when something needs a hand), 1 --check found changes to make,
2 invalid arguments or a failure.`

const argumentsSchema = z
  .object({
    positionals: z
      .array(z.string())
      .min(1, { message: 'name the codemod: `appkit`', abort: true })
      .max(2, 'give one folder at most')
      .refine(([name]) => name === 'appkit', 'the only codemod is `appkit`'),
    values: z.object({
      'dry-run': z.boolean().default(false),
      check: z.boolean().default(false),
      help: z.boolean().default(false),
    }),
  })
  .transform(({ positionals, values }) => ({
    directory: positionals[1] ?? '.',
    dryRun: values['dry-run'],
    check: values.check,
  }))

/** Where the command writes; the process's streams by default. */
export type CliOutput = { out: (text: string) => void; error: (text: string) => void }

/** Parses and validates the command's arguments (after the program name). */
export function parseCliArguments(argv: readonly string[]) {
  let raw: ReturnType<typeof parseArgs>
  try {
    raw = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        'dry-run': { type: 'boolean' },
        check: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    throw new InvalidCodemodArgumentsError([(error as { message: string }).message], usage)
  }
  if (raw.values.help) return 'help' as const
  const parsed = argumentsSchema.safeParse(raw)
  if (!parsed.success) {
    throw new InvalidCodemodArgumentsError(
      parsed.error.issues.map((issue) => issue.message),
      usage,
    )
  }
  return parsed.data
}

/**
 * Runs `airlock-codemod` with `argv` and returns the exit code: 0 done (findings included),
 * 1 `--check` found changes, 2 invalid arguments or a failure (an AirlockError, printed).
 */
export async function runCli(
  argv: readonly string[],
  output: CliOutput = {
    out: (text) => process.stdout.write(text),
    error: (text) => process.stderr.write(text),
  },
  defaults: Pick<RunAppKitCodemodParameters, 'surface' | 'version'> = {},
): Promise<number> {
  try {
    const parsed = parseCliArguments(argv)
    if (parsed === 'help') {
      output.out(`${usage}\n`)
      return 0
    }
    const write = !parsed.dryRun && !parsed.check
    const result = await runAppKitCodemod({ ...defaults, directory: parsed.directory, write })
    output.out(formatCodemodReport(result))
    return parsed.check && result.files.length > 0 ? 1 : 0
  } catch (error) {
    if (!(error instanceof AirlockError)) throw error
    output.error(`airlock-codemod: ${error.message}\n`)
    return 2
  }
}
