import { createInterface } from 'node:readline'
import { AirlockError } from '@airlock/blockchain-api'
import type { z } from 'zod'
import {
  adapterListSchema,
  adapterNames,
  type CreateOptions,
  defaultCreateOptions,
  directorySchema,
  templateSchema,
} from './createOptions.js'
import { CreateCancelledError, InvalidCreateArgumentsError } from './errors/createAirlockErrors.js'

export type PromptCreateOptionsParameters = {
  /** Where answers come from, one per line (the terminal, or any stream in tests). */
  input: NodeJS.ReadableStream
  /** Where questions and problems with answers go. */
  output: NodeJS.WritableStream
  /** The answers the command line gave already: only the others are asked. */
  given: Partial<CreateOptions>
  /** Checks a folder given as an answer (absent or empty, a valid package name); throws if not. */
  checkDirectory: (directory: string) => void
}

/**
 * Asks for each option `given` lacks, one question per line, and returns them all. An empty answer
 * takes the default (shown in brackets); an invalid one prints its problem and asks again.
 *
 * @throws CreateCancelledError when the input ends before every question has an answer.
 */
export async function promptCreateOptions(
  parameters: PromptCreateOptionsParameters,
): Promise<CreateOptions> {
  const { input, output, given, checkDirectory } = parameters
  const lines = createInterface({ input, terminal: false, crlfDelay: Number.POSITIVE_INFINITY })
  // The iterator queues lines that arrive before their question (input piped in at once).
  const answers = lines[Symbol.asyncIterator]()
  const ask = async <T>(question: string, parse: (answer: string) => T): Promise<T> => {
    for (;;) {
      output.write(question)
      const next = await answers.next()
      if (next.done) throw new CreateCancelledError()
      try {
        return parse(next.value.trim())
      } catch (error) {
        if (!(error instanceof AirlockError)) throw error
        output.write(`  ${error.shortMessage}\n`)
      }
    }
  }
  try {
    const defaults = defaultCreateOptions
    const directory =
      given.directory ??
      (await ask(`Project folder [${defaults.directory}]: `, (answer) => {
        const directory = parseWith(directorySchema, answer || defaults.directory)
        checkDirectory(directory)
        return directory
      }))
    const template =
      given.template ??
      (await ask(
        `Template: vite (Vite + React), next (Next.js), vue (Vite + Vue) or html (a plain page) [${defaults.template}]: `,
        (answer) => parseWith(templateSchema, answer || defaults.template),
      ))
    const adapters =
      given.adapters ??
      (await ask(
        `Adapters, comma-separated: ${adapterNames.join(', ')} [${defaults.adapters.join(',')}]: `,
        (answer) => parseWith(adapterListSchema, answer || defaults.adapters.join(',')),
      ))
    const server =
      given.server ??
      (await ask('Run the Airlock server locally with npm run server? [Y/n]: ', parseYesNo))
    return { directory, template, adapters, server }
  } finally {
    lines.close()
  }
}

function parseWith<T>(schema: z.ZodType<T, string>, answer: string): T {
  const parsed = schema.safeParse(answer)
  if (parsed.success) return parsed.data
  throw new InvalidCreateArgumentsError(parsed.error.issues.map((issue) => issue.message))
}

function parseYesNo(answer: string): boolean {
  const normalized = answer.toLowerCase()
  if (['', 'y', 'yes'].includes(normalized)) return true
  if (['n', 'no'].includes(normalized)) return false
  throw new InvalidCreateArgumentsError([`answer y or n, not "${answer}"`])
}
