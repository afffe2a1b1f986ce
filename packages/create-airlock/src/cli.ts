import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { parseArgs } from 'node:util'
import { AirlockError } from '@airlock/blockchain-api'
import { z } from 'zod'
import {
  adapterListSchema,
  adapterNames,
  type CreateOptions,
  checkTemplateAdapters,
  defaultCreateOptions,
  directorySchema,
  templateSchema,
} from './createOptions.js'
import { InvalidCreateArgumentsError } from './errors/createAirlockErrors.js'
import { promptCreateOptions } from './promptCreateOptions.js'
import { resolveTarget } from './resolveTarget.js'
import { renderStarterFiles, writeStarterFiles } from './scaffoldApp.js'

/** The command's help text. */
export const usage = `Usage: npm create airlock@latest [dir] -- [options]

Creates an Airlock dapp in dir (a new or empty folder; its name is the app's package name).
Asks for what is missing when run in a terminal; without one, or with --yes, uses the defaults.

  --template vite|next|vue|html
                           Vite + React, Next.js (App Router) with server rendering,
                           Vite + Vue 3, or a plain HTML page with @airlock/html's browser
                           build and no bundler (wagmi only) (vite)
  --adapters <list>        comma-separated: ${adapterNames.join(', ')} (wagmi)
  --server, --no-server    add @airlock/server and an npm run server script (--server)
  -y, --yes                ask nothing: the defaults for what is missing
  -h, --help               print this text`

const argumentsSchema = z
  .object({
    positionals: z.array(directorySchema).max(1, 'give one folder at most'),
    values: z.object({
      template: templateSchema.optional(),
      adapters: adapterListSchema.optional(),
      server: z.boolean().optional(),
      yes: z.boolean().default(false),
    }),
  })
  .transform(({ positionals: [directory], values: { yes, ...values } }) => ({
    given: Object.fromEntries(
      Object.entries({ directory, ...values }).filter(([, value]) => value !== undefined),
    ) as Partial<CreateOptions>,
    yes,
  }))

/** Parses and validates the command's arguments (after the program name). */
export function parseCliArguments(argv: readonly string[]) {
  let raw: ReturnType<typeof parseArgs>
  try {
    raw = parseArgs({
      args: [...argv],
      allowPositionals: true,
      allowNegative: true,
      strict: true,
      options: {
        template: { type: 'string', short: 't' },
        adapters: { type: 'string', short: 'a' },
        server: { type: 'boolean' },
        yes: { type: 'boolean', short: 'y' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    throw new InvalidCreateArgumentsError([(error as { message: string }).message])
  }
  if (raw.values.help) return 'help' as const
  const parsed = argumentsSchema.safeParse(raw)
  if (!parsed.success) {
    throw new InvalidCreateArgumentsError(parsed.error.issues.map((issue) => issue.message))
  }
  return parsed.data
}

/** What the command reads and writes; the process's by default. */
export type CliEnvironment = {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean | undefined }
  stdout: NodeJS.WritableStream
  stderr: NodeJS.WritableStream
  cwd: string
  /** `npm_config_user_agent`: which package manager ran the command, for the next steps. */
  userAgent: string | undefined
}

/**
 * Runs `create-airlock` with `argv` and returns the exit code: 0 created, 1 invalid arguments or
 * target (a one-line message on stderr, nothing written).
 */
export async function runCli(
  argv: readonly string[],
  environment: CliEnvironment = {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    cwd: process.cwd(),
    userAgent: process.env.npm_config_user_agent,
  },
): Promise<number> {
  const { stdin, stdout, stderr, cwd } = environment
  try {
    const parsed = parseCliArguments(argv)
    if (parsed === 'help') {
      stdout.write(`${usage}\n`)
      return 0
    }
    const { given, yes } = parsed
    if (given.directory !== undefined) resolveTarget(cwd, given.directory)
    const options: CreateOptions =
      stdin.isTTY && !yes
        ? await promptCreateOptions({
            input: stdin,
            output: stdout,
            given,
            checkDirectory: (directory) => resolveTarget(cwd, directory),
          })
        : { ...defaultCreateOptions, ...given }
    const unsupported = checkTemplateAdapters(options.template, options.adapters)
    if (unsupported) throw new InvalidCreateArgumentsError([unsupported])
    const target = resolveTarget(cwd, options.directory)
    const files = renderStarterFiles({ ...options, packageName: target.packageName, version })
    writeStarterFiles(target.path, files)
    stdout.write(nextSteps(options, relative(cwd, target.path), environment.userAgent))
    return 0
  } catch (error) {
    if (!(error instanceof AirlockError)) throw error
    stderr.write(`create-airlock: ${error.shortMessage}\n`)
    return 1
  }
}

/** create-airlock's own version: the range of the Airlock packages it writes. */
const version = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))).version

function nextSteps(options: CreateOptions, folder: string, userAgent: string | undefined): string {
  const manager = /^(pnpm|yarn|bun)\//.exec(userAgent ?? '')?.[1] ?? 'npm'
  const run = (script: string) => (manager === 'npm' ? `npm run ${script}` : `${manager} ${script}`)
  const template = {
    vite: 'Vite + React',
    next: 'Next.js',
    vue: 'Vite + Vue',
    html: 'a plain HTML page',
  }[options.template]
  return [
    `Created ${folder || '.'}: ${template} with ${options.adapters.join(', ')}${options.server ? ' and a local Airlock server' : ''}.`,
    '',
    'Next:',
    ...(folder ? [`  cd ${folder}`] : []),
    `  ${manager} install`,
    ...(options.server
      ? [`  ${run('server')}   # the Airlock server; then, in a second terminal:`]
      : []),
    `  ${run('dev')}`,
    '',
  ].join('\n')
}
