import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'

export type AddAddressLabelParameters = {
  address: string
  label: string
  namespace: ChainNamespace
}

/**
 * Gives `address` a label in a namespace's account (AppKit's `addAddressLabel`), read from
 * `account.addressLabels`. A namespace without a network is ignored.
 *
 * @example addAddressLabel(appKit, { address: '0xf39F…', label: 'Treasury', namespace: 'eip155' })
 */
export function addAddressLabel(
  appKit: AppKit,
  { address, label, namespace }: AddAddressLabelParameters,
): void {
  const account = appKit.state.chains[namespace]?.account
  if (account) account.addressLabels = { ...account.addressLabels, [address]: label }
}

/** Removes the label of `address` (AppKit's `removeAddressLabel`). */
export function removeAddressLabel(
  appKit: AppKit,
  { address, namespace }: { address: string; namespace: ChainNamespace },
): void {
  const account = appKit.state.chains[namespace]?.account
  if (!account?.addressLabels) return
  const { [address]: _removed, ...rest } = account.addressLabels
  account.addressLabels = rest
}
