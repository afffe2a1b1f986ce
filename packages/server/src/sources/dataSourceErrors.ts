import { AirlockError } from '@airlock/blockchain-api'

/** A chain's `data` (or its `AIRLOCK_DATA_SOURCES` entry) that does not parse. */
export class InvalidDataSourceConfigError extends AirlockError {
  override name = 'InvalidDataSourceConfigError'
  readonly chainId: number
  constructor(chainId: number, reason: string) {
    super(`The data sources of chain ${chainId}: ${reason}`, {
      code: 'INVALID_DATA_SOURCE_CONFIG',
    })
    this.chainId = chainId
  }
}

/** A data-source engine's answer that is an error or does not have the documented shape. */
export class DataSourceResponseError extends AirlockError {
  override name = 'DataSourceResponseError'
  readonly driver: string
  constructor(driver: string, reason: string, cause?: unknown) {
    super(`${driver}: ${reason}`, { code: 'DATA_SOURCE_RESPONSE', cause })
    this.driver = driver
  }
}
