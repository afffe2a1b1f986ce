import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import { type CaipNetworkId, type ChainNamespace, isChainNamespace } from './types.js'

export type ParseCaipNetworkIdReturnType = {
  namespace: ChainNamespace
  reference: string
  networkId: CaipNetworkId
}

/**
 * Splits a CAIP-2 network id into namespace and reference.
 *
 * @throws InvalidCaipNetworkIdError ('Invalid CAIP-2 network id') unless there are exactly two
 * non-empty parts with a known namespace.
 * @example parseCaipNetworkId('eip155:8453') // { namespace: 'eip155', reference: '8453', … }
 */
export function parseCaipNetworkId(value: string): ParseCaipNetworkIdReturnType {
  const parts = value.split(':')
  const [namespace, reference] = parts
  if (parts.length !== 2 || !namespace || !reference || !isChainNamespace(namespace)) {
    throw new InvalidCaipNetworkIdError(value)
  }
  return { namespace, reference, networkId: `${namespace}:${reference}` }
}
