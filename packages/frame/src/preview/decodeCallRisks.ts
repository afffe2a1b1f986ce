import { type Address, decodeFunctionData, getAddress, type Hex, isHex, parseAbi } from 'viem'
import { isUnlimitedAmount } from './isUnlimitedAmount.js'
import type { Risk } from './types.js'

/** The calls that hand over tokens: ERC-20 and ERC-721/1155 approvals, and Permit2's own. */
const approvalAbi = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
  'function setApprovalForAll(address operator, bool approved)',
])

/** Permit2's `expiration` that never ends (`type(uint48).max`). */
const noExpiry = 2n ** 48n - 1n

const ends = (expiration: bigint) =>
  expiration === noExpiry || expiration === 0n ? undefined : expiration

/** The one call of a transaction that the risk decoder reads. */
export type DecodeCallRisksParameters = {
  /** The contract called; undefined for a contract creation. */
  to?: string | null | undefined
  data?: string | undefined
}

/**
 * The risky shapes in one EVM call's calldata, decoded: an ERC-20 `approve` or
 * `increaseAllowance` (unlimited when the amount is at or near the maximum), Permit2's
 * `approve(token, spender, amount, expiration)`, and `setApprovalForAll(operator, true)`. Any other
 * call, and calldata that does not decode, gives none. Pure: nothing is read from the chain, so
 * an ERC-721 `approve(to, tokenId)` (the same selector) reads as an ERC-20 one of that amount here;
 * `previewRequest` reads it again as an NFT approval when the contract says it is a collection.
 *
 * @example
 * decodeCallRisks({ to: usdc, data: '0x095ea7b3…ffff' })
 * // [{ kind: 'allowance', source: 'approve', token: usdc, spender, amount: 2n ** 256n - 1n, unlimited: true }]
 */
export function decodeCallRisks({ to, data }: DecodeCallRisksParameters): Risk[] {
  if (!to || !data || !isHex(data) || data.length < 10) return []
  let call: ReturnType<typeof decodeFunctionData<typeof approvalAbi>>
  try {
    call = decodeFunctionData({ abi: approvalAbi, data: data as Hex })
  } catch {
    return []
  }
  const contract = getAddress(to) as Address
  switch (call.functionName) {
    case 'approve': {
      if (call.args.length === 4) {
        const [token, spender, amount, expiration] = call.args
        return [
          {
            kind: 'allowance',
            source: 'permit2Approve',
            token: getAddress(token),
            spender: getAddress(spender),
            amount,
            unlimited: isUnlimitedAmount(amount, 160),
            // 0 is Permit2's "this block only": no end worth a date.
            expiry: ends(BigInt(expiration)),
          },
        ]
      }
      const [spender, amount] = call.args
      return [
        {
          kind: 'allowance',
          source: 'approve',
          token: contract,
          spender: getAddress(spender),
          amount,
          unlimited: isUnlimitedAmount(amount, 256),
        },
      ]
    }
    case 'increaseAllowance': {
      const [spender, amount] = call.args
      return [
        {
          kind: 'allowance',
          source: 'increaseAllowance',
          token: contract,
          spender: getAddress(spender),
          amount,
          unlimited: isUnlimitedAmount(amount, 256),
        },
      ]
    }
    case 'setApprovalForAll': {
      const [operator, approved] = call.args
      return approved
        ? [{ kind: 'operator', collection: contract, operator: getAddress(operator) }]
        : []
    }
  }
}
