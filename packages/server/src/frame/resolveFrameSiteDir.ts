import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'

/** The folder of `@airlock/frame`'s built frame site, or undefined before it is built. */
export function resolveFrameSiteDir(): string | undefined {
  try {
    const index = createRequire(import.meta.url).resolve('@airlock/frame/site-files/index.html')
    return existsSync(index) ? dirname(index) : undefined
  } catch {
    return undefined
  }
}
