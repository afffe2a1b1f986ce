import { isEvmAddress } from '../caip/addresses.js'
import { isAccountName } from './getNameValidation.js'

/**
 * True for a name the Send view resolves to an address: a `.reown.id` name (or the legacy suffix),
 * or an ENS name (dot-separated labels, the last of at least two letters: `alice.eth`,
 * `pay.alice.eth`). An address is not a name.
 *
 * @example isReceiverName('alice.eth') // true
 */
export function isReceiverName(value: string): boolean {
  const trimmed = value.trim()
  if (isEvmAddress(trimmed)) return false
  return isAccountName(trimmed) || /^([^\s./:@]+\.)+[^\W\d_]{2,}$/u.test(trimmed)
}
