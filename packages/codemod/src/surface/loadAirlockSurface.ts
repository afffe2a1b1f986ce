import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { findCodemodRoot } from '../codemodPackage.js'
import { CodemodSurfaceMissingError } from '../errors/codemodErrors.js'
import {
  type AirlockSurface,
  airlockSurfaceFileName,
  airlockSurfaceSchema,
} from './airlockSurface.js'

/** The surface the build wrote to the package's `dist` (readAirlockSurface), validated. */
export function loadAirlockSurface(root: string = findCodemodRoot()): AirlockSurface {
  const file = join(root, 'dist', airlockSurfaceFileName)
  try {
    return airlockSurfaceSchema.parse(JSON.parse(readFileSync(file, 'utf8')) as unknown)
  } catch (error) {
    throw new CodemodSurfaceMissingError(file, error)
  }
}
