import { AirlockError } from '@airlock/blockchain-api'

/** `AIRLOCK_*` variables that do not parse; the message lists each one and what it expects. */
export class InvalidEnvironmentError extends AirlockError {
  override name = 'InvalidEnvironmentError'
  constructor(lines: readonly string[]) {
    super(`Invalid environment:\n${lines.join('\n')}`, { code: 'INVALID_ENVIRONMENT' })
  }
}

/** A `trustProxy` setting that is neither a hop count nor a list of addresses and ranges. */
export class InvalidTrustProxyError extends AirlockError {
  override name = 'InvalidTrustProxyError'
  constructor(reason: string) {
    super(`trustProxy: ${reason}`, { code: 'INVALID_TRUST_PROXY' })
  }
}

/** A paymaster's options that do not parse; the message names the chain and the field. */
export class InvalidPaymasterOptionsError extends AirlockError {
  override name = 'InvalidPaymasterOptionsError'
  readonly chainId: number
  constructor(chainId: number, reason: string) {
    super(`The paymaster of chain ${chainId}: ${reason}`, { code: 'INVALID_PAYMASTER_OPTIONS' })
    this.chainId = chainId
  }
}

/** A paymaster whose chain the server does not serve and that names no `rpcUrl` of its own. */
export class PaymasterRpcMissingError extends AirlockError {
  override name = 'PaymasterRpcMissingError'
  readonly chainId: number
  constructor(chainId: number) {
    super(
      `The paymaster of chain ${chainId} needs the chain's RPC to check what it signs: serve the chain (chains, AIRLOCK_CHAINS) or give the paymaster an rpcUrl`,
      { code: 'PAYMASTER_RPC_MISSING' },
    )
    this.chainId = chainId
  }
}
