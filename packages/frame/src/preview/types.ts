import type { Address } from 'viem'

/**
 * Lets `spender` move up to `amount` of `token` from the account: an ERC-20 `approve` or
 * `increaseAllowance`, Permit2's `approve`, or a signed EIP-2612 or Permit2 permit.
 */
export type AllowanceRisk = {
  kind: 'allowance'
  /** How it is granted: a call the transaction makes, or a signature anyone can submit later. */
  source: 'approve' | 'increaseAllowance' | 'permit2Approve' | 'permit' | 'permit2Permit'
  token: Address
  spender: Address
  /** In the token's smallest unit. */
  amount: bigint
  /** At or near the type's maximum: every token the account holds, now and later. */
  unlimited: boolean
  /** Unix seconds when the allowance ends; undefined when it has no end (or none to show). */
  expiry?: bigint | undefined
  /** A signature's: Unix seconds until which it can be submitted. */
  deadline?: bigint | undefined
}

/** `setApprovalForAll(operator, true)`: `operator` may move every token of `collection`. */
type OperatorRisk = {
  kind: 'operator'
  collection: Address
  operator: Address
}

/**
 * `approve(spender, tokenId)` on an ERC-721 collection: `spender` may transfer that one token. The
 * same calldata as an ERC-20 `approve`; told apart by the contract's ERC-165 answer.
 */
type NftApprovalRisk = {
  kind: 'nftApproval'
  collection: Address
  spender: Address
  tokenId: bigint
}

/** A risky shape decoded from a transaction's calldata or a typed-data request. */
export type Risk = AllowanceRisk | OperatorRisk | NftApprovalRisk
