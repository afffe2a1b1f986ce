import { AirlockError } from '@airlock/blockchain-api'

/** A row written or found earlier in the same transaction could not be read back. */
export class RowVanishedError extends AirlockError {
  override name = 'RowVanishedError'
  constructor(what: string) {
    super(`${what} vanished`, { code: 'ROW_VANISHED' })
  }
}
