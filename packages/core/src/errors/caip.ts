import { AirlockError } from '@airlock/blockchain-api'

/** A CAIP-10 account id without exactly three non-empty parts or with an unknown namespace. */
export class InvalidCaipAddressError extends AirlockError {
  override name = 'InvalidCaipAddressError' as const
  constructor(value: string, reason: 'shape' | 'namespace' = 'shape') {
    super(reason === 'shape' ? 'Invalid CAIP Address' : 'Invalid CAIP-10 address', {
      code: 'INVALID_CAIP_ADDRESS',
      details: `"${value}" is not namespace:reference:address with a known namespace.`,
    })
  }
}

/** A CAIP-2 network id without exactly two non-empty parts. */
export class InvalidCaipNetworkIdError extends AirlockError {
  override name = 'InvalidCaipNetworkIdError' as const
  constructor(value: string) {
    super('Invalid CAIP-2 network id', {
      code: 'INVALID_CAIP_NETWORK_ID',
      details: `"${value}" is not namespace:reference.`,
    })
  }
}
