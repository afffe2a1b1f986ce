import { existsSync, readdirSync, statSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import {
  InvalidPackageNameError,
  TargetNotEmptyError,
  TargetNotFolderError,
} from './errors/createAirlockErrors.js'
import { validatePackageName } from './validatePackageName.js'

export type CreateTarget = {
  /** Absolute path of the folder to create (or to fill, when it exists and is empty). */
  path: string
  /** The folder's name: the app's package name. */
  packageName: string
}

/**
 * Where the app goes: `directory` resolved against `cwd`, checked to be absent or empty (a lone
 * `.git` is allowed) and to make a valid npm package name. Writes nothing.
 *
 * @throws InvalidPackageNameError, TargetNotFolderError or TargetNotEmptyError.
 */
export function resolveTarget(cwd: string, directory: string): CreateTarget {
  const path = resolve(cwd, directory)
  const packageName = basename(path)
  const problems = validatePackageName(packageName)
  if (problems.length > 0) throw new InvalidPackageNameError(packageName, problems)
  if (existsSync(path)) {
    if (!statSync(path).isDirectory()) throw new TargetNotFolderError(directory)
    if (readdirSync(path).some((entry) => entry !== '.git'))
      throw new TargetNotEmptyError(directory)
  }
  return { path, packageName }
}
