import { AirlockError } from '@airlock/core'

/** A contract write named a function that the given ABI does not have. */
export class AbiFunctionNotFoundError extends AirlockError {
  override name = 'AbiFunctionNotFoundError' as const
  readonly functionName: string
  constructor(functionName: string) {
    super('Invalid input', {
      code: 'ABI_FUNCTION_NOT_FOUND',
      details: `The ABI has no function ${functionName}.`,
    })
    this.functionName = functionName
  }
}
