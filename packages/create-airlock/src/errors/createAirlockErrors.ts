import { AirlockError } from '@airlock/blockchain-api'

/** Command-line arguments or answers the command does not take; one problem per entry. */
export class InvalidCreateArgumentsError extends AirlockError {
  override name = 'InvalidCreateArgumentsError' as const
  readonly problems: readonly string[]
  constructor(problems: readonly string[]) {
    super(problems.join('; '), { code: 'CREATE_AIRLOCK_INVALID_ARGUMENTS' })
    this.problems = problems
  }
}

/** The folder to create the app in holds files already (a `.git` folder alone is allowed). */
export class TargetNotEmptyError extends AirlockError {
  override name = 'TargetNotEmptyError' as const
  readonly directory: string
  constructor(directory: string) {
    super(`${directory} is not empty: choose another folder, or empty this one`, {
      code: 'CREATE_AIRLOCK_TARGET_NOT_EMPTY',
    })
    this.directory = directory
  }
}

/** The folder's name, which becomes the app's package name, is not a valid npm package name. */
export class InvalidPackageNameError extends AirlockError {
  override name = 'InvalidPackageNameError' as const
  readonly packageName: string
  constructor(packageName: string, problems: readonly string[]) {
    super(`"${packageName}" is not a valid npm package name: ${problems.join(', ')}`, {
      code: 'CREATE_AIRLOCK_INVALID_PACKAGE_NAME',
    })
    this.packageName = packageName
  }
}

/** The questions ended without answers: input closed (Ctrl-D) or Ctrl-C. */
export class CreateCancelledError extends AirlockError {
  override name = 'CreateCancelledError' as const
  constructor() {
    super('Cancelled: nothing was written', { code: 'CREATE_AIRLOCK_CANCELLED' })
  }
}

/** Something that is not a folder (a file) is already where the app would go. */
export class TargetNotFolderError extends AirlockError {
  override name = 'TargetNotFolderError' as const
  readonly directory: string
  constructor(directory: string) {
    super(`${directory} exists and is not a folder: choose another name`, {
      code: 'CREATE_AIRLOCK_TARGET_NOT_FOLDER',
    })
    this.directory = directory
  }
}

/** A template file of this package is malformed (an unbalanced `#if`, an unknown flag). */
export class TemplateSyntaxError extends AirlockError {
  override name = 'TemplateSyntaxError' as const
  constructor(file: string, line: number, problem: string) {
    super(`${file}:${line}: ${problem}`, {
      code: 'CREATE_AIRLOCK_TEMPLATE_SYNTAX',
      details: 'The package is damaged or was changed: reinstall create-airlock.',
    })
  }
}
