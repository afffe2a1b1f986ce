import { InvalidCaipAddressError } from '../errors/caip.js'
import {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  isChainNamespace,
} from './types.js'

export type ParseCaipAddressReturnType = {
  namespace: ChainNamespace
  reference: string
  address: string
  networkId: CaipNetworkId
  caipAddress: CaipAddress
}

/**
 * Splits a CAIP-10 account id into namespace, reference and address.
 *
 * @throws InvalidCaipAddressError: 'Invalid CAIP Address' unless there are exactly three non-empty
 * parts; 'Invalid CAIP-10 address' when the namespace is unknown.
 * @example parseCaipAddress('eip155:1:0xf39F…2266').address
 */
export function parseCaipAddress(value: string): ParseCaipAddressReturnType {
  const parts = value.split(':')
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !namespace || !reference || !address) {
    throw new InvalidCaipAddressError(value, 'shape')
  }
  if (!isChainNamespace(namespace)) throw new InvalidCaipAddressError(value, 'namespace')
  return {
    namespace,
    reference,
    address,
    networkId: `${namespace}:${reference}`,
    caipAddress: `${namespace}:${reference}:${address}`,
  }
}
