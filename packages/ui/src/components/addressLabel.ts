import { truncateAddress } from '@airlock/core'

/**
 * The label the dapp gave `address` (AppKit's `addAddressLabel`, kept in the namespace's
 * `account.addressLabels`). A hex address matches in any case; other addresses as written.
 *
 * @example findAddressLabel({ '0xf39f…': 'Treasury' }, '0xF39F…') // 'Treasury'
 */
function findAddressLabel(
  labels: Readonly<Record<string, string>> | undefined,
  address: string,
): string | undefined {
  if (!labels) return undefined
  const exact = labels[address]
  if (exact !== undefined || !address.startsWith('0x')) return exact
  const lower = address.toLowerCase()
  return Object.entries(labels).find(([key]) => key.toLowerCase() === lower)?.[1]
}

/**
 * The address as the modal shows it: truncated, after its label when the dapp gave it one.
 *
 * @example formatLabelledAddress('0xf39F…2266', { '0xf39F…2266': 'Treasury' }) // 'Treasury (0xf3…b92266)'
 */
export function formatLabelledAddress(
  address: string,
  labels: Readonly<Record<string, string>> | undefined,
): string {
  const label = findAddressLabel(labels, address)
  return label ? `${label} (${truncateAddress(address)})` : truncateAddress(address)
}
