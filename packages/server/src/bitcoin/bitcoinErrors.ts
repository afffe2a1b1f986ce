import { AirlockError } from '@airlock/blockchain-api'

/** An address that is not a valid address of the server's Bitcoin network. */
export class InvalidBitcoinAddressError extends AirlockError {
  override name = 'InvalidBitcoinAddressError'
  constructor() {
    super('Invalid Bitcoin address', { code: 'INVALID_BITCOIN_ADDRESS' })
  }
}

/** A Bitcoin Core-compatible node answered a JSON-RPC error; `rpcCode` is the node's code. */
export class BitcoinNodeRpcError extends AirlockError {
  override name = 'BitcoinNodeRpcError'
  readonly rpcCode: number
  constructor(rpcCode: number, message: string) {
    super(message, { code: 'BITCOIN_NODE_RPC' })
    this.rpcCode = rpcCode
  }
}
