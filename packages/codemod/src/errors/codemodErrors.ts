import { AirlockError } from '@airlock/blockchain-api'

/** Command-line arguments the codemod does not take; the details list each problem and the usage. */
export class InvalidCodemodArgumentsError extends AirlockError {
  override name = 'InvalidCodemodArgumentsError' as const
  constructor(problems: readonly string[], usage: string) {
    super(`Invalid arguments: ${problems.join('; ')}`, {
      code: 'CODEMOD_INVALID_ARGUMENTS',
      details: usage,
    })
  }
}

/** The folder to migrate does not exist or is not a folder. */
export class CodemodDirectoryNotFoundError extends AirlockError {
  override name = 'CodemodDirectoryNotFoundError' as const
  readonly directory: string
  constructor(directory: string) {
    super(`No folder at ${directory}`, { code: 'CODEMOD_DIRECTORY_NOT_FOUND' })
    this.directory = directory
  }
}

/** A package.json that is not JSON, or whose dependency lists are not objects of strings. */
export class InvalidPackageJsonError extends AirlockError {
  override name = 'InvalidPackageJsonError' as const
  readonly file: string
  constructor(file: string, reason: string, cause?: unknown) {
    super(`${file} is not a valid package.json`, {
      code: 'CODEMOD_INVALID_PACKAGE_JSON',
      details: reason,
      cause,
    })
    this.file = file
  }
}

/**
 * The list of Airlock's exports and options the codemod's build writes is missing or damaged: the
 * package was not built, or its files were changed. Reinstall it.
 */
export class CodemodSurfaceMissingError extends AirlockError {
  override name = 'CodemodSurfaceMissingError' as const
  constructor(file: string, cause?: unknown) {
    super(`The codemod's list of Airlock's exports is missing or damaged: ${file}`, {
      code: 'CODEMOD_SURFACE_MISSING',
      details: 'Reinstall @airlock/codemod (or build it, in the Airlock workspace).',
      cause,
    })
  }
}

/** An Airlock module whose types the build could not find (run the workspace's build first). */
export class AirlockModuleUnresolvedError extends AirlockError {
  override name = 'AirlockModuleUnresolvedError' as const
  readonly specifier: string
  constructor(specifier: string, fromDirectory: string) {
    super(`Cannot find the types of ${specifier} from ${fromDirectory}`, {
      code: 'CODEMOD_MODULE_UNRESOLVED',
      details: 'Build the Airlock packages first (pnpm build), so their declarations exist.',
    })
    this.specifier = specifier
  }
}
