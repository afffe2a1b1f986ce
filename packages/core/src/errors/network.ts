import { AirlockError } from '@airlock/blockchain-api'

/** removeNetwork was asked to remove the only network its namespace has left (spec §5). */
export class LastNetworkError extends AirlockError {
  override name = 'LastNetworkError' as const
  constructor(networkId: string) {
    super('The last network of a namespace cannot be removed.', {
      code: 'LAST_NETWORK',
      details: `"${networkId}" is its namespace's only network.`,
    })
  }
}

/** addNetwork was given a network of another namespace than the one it names. */
export class NetworkNamespaceMismatchError extends AirlockError {
  override name = 'NetworkNamespaceMismatchError' as const
  constructor({ networkId, namespace }: { networkId: string; namespace: string }) {
    super('Invalid input', {
      code: 'NETWORK_NAMESPACE_MISMATCH',
      details: `"${networkId}" is not a network of the "${namespace}" namespace.`,
    })
  }
}
