import { type Address, concat, getAddress, type Hex, isAddressEqual, size, slice } from 'viem'

// What the frame knows of EIP-7702 without the smart-account code: its configured delegate and
// the delegation designator. Small, so the frame's first load can read an account's code.

/**
 * The EIP-7702 delegate the embedded wallet upgrades to: `Simple7702Account` of
 * `@account-abstraction/contracts` 0.8 (eth-infinitism, audited), at its canonical address (the
 * CREATE2 proxy, salt 0). It runs `execute`/`executeBatch` for the account itself or the
 * EntryPoint 0.8, and validates user operations signed by the account's own key. This is the
 * frame's configuration: a page never chooses the delegate.
 */
export const eip7702DelegateAddress = '0xe6Cae83BdE06E4c305530e199D7217f42808555B' as const

/** What the delegate is, in plain words, for the approval card. */
export const eip7702DelegateName = 'Simple7702Account (ERC-4337 v0.8)'

/** The first bytes of a delegated account's code: `0xef0100 || delegate`. */
const designatorPrefix = '0xef0100'

/** The delegate an account's code names (EIP-7702's designator), checksummed, else undefined. */
export function delegateOf(code: Hex | undefined): Address | undefined {
  if (!code || size(code) !== 23 || slice(code, 0, 3).toLowerCase() !== designatorPrefix)
    return undefined
  return getAddress(slice(code, 3))
}

/** The code of an account delegated to `delegate`. */
export function delegationDesignator(delegate: Address): Hex {
  return concat([designatorPrefix, delegate])
}

/** Whether `code` is the delegation to the frame's configured delegate. */
export function isDelegatedToFrameDelegate(code: Hex | undefined): boolean {
  const delegate = delegateOf(code)
  return delegate !== undefined && isAddressEqual(delegate, eip7702DelegateAddress)
}
