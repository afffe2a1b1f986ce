import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { CodemodSurfaceMissingError } from './errors/codemodErrors.js'

/** The folder of this package (where its package.json is), from wherever its code runs. */
export function findCodemodRoot(from: string = fileURLToPath(import.meta.url)): string {
  let directory = dirname(from)
  for (;;) {
    const manifest = join(directory, 'package.json')
    if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"@airlock/codemod"')) {
      return directory
    }
    const parent = dirname(directory)
    if (parent === directory) throw new CodemodSurfaceMissingError('package.json')
    directory = parent
  }
}

/** The codemod's own version: the Airlock release it moves apps to. */
export function readCodemodVersion(root: string = findCodemodRoot()): string {
  const file = join(root, 'package.json')
  const parsed = z
    .object({ version: z.string() })
    .safeParse(JSON.parse(readFileSync(file, 'utf8')) as unknown)
  if (!parsed.success) throw new CodemodSurfaceMissingError(file, parsed.error)
  return parsed.data.version
}
