import { getAddress } from 'viem'
import * as z from 'zod/mini'
import { isUnlimitedAmount } from './isUnlimitedAmount.js'
import type { AllowanceRisk, Risk } from './types.js'

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
/**
 * An integer as typed data may carry it: a JSON number, a string, or a bigint (the port keeps
 * them). Read with `BigInt`, as the signing reads it, so no spelling it accepts hides an amount.
 */
const uint = z.union([z.string(), z.number(), z.bigint()])
type Uint = z.infer<typeof uint>

const typedDataSchema = z.looseObject({
  primaryType: z.string(),
  domain: z.optional(z.looseObject({ verifyingContract: z.optional(address) })),
  message: z.record(z.string(), z.unknown()),
})

/** EIP-2612's `Permit(owner, spender, value, nonce, deadline)`: the token is the domain's contract. */
const permitSchema = z.looseObject({ spender: address, value: uint, deadline: uint })
/** DAI's older `Permit(holder, spender, nonce, expiry, allowed)`: all or nothing. */
const allowedPermitSchema = z.looseObject({ spender: address, expiry: uint, allowed: z.boolean() })
const permitDetails = z.looseObject({ token: address, amount: uint, expiration: uint })
/** Permit2's AllowanceTransfer: an allowance per token, with its own end. */
const permitSingleSchema = z.looseObject({
  details: permitDetails,
  spender: address,
  sigDeadline: uint,
})
const permitBatchSchema = z.looseObject({
  details: z.array(permitDetails),
  spender: address,
  sigDeadline: uint,
})
/** Permit2's SignatureTransfer: one transfer of up to `amount`, by `spender`, before `deadline`. */
const tokenPermissions = z.looseObject({ token: address, amount: uint })
const permitTransferSchema = z.looseObject({
  permitted: z.union([tokenPermissions, z.array(tokenPermissions)]),
  spender: address,
  deadline: uint,
})

/** Permit2's `expiration` that never ends (`type(uint48).max`). */
const noExpiry = 2n ** 48n - 1n
const toBigInt = (value: Uint) => BigInt(value)
const allowanceEnd = (expiration: bigint) =>
  expiration === noExpiry || expiration === 0n ? undefined : expiration

/**
 * The risky shapes of an `eth_signTypedData_v4` request, decoded: an EIP-2612 `Permit` (and DAI's
 * `allowed` one), and Permit2's `PermitSingle`, `PermitBatch`, `PermitTransferFrom`,
 * `PermitBatchTransferFrom` and witness transfers, each as the allowance it grants: the token,
 * the spender, the amount (unlimited at or near the maximum), when the allowance ends and until
 * when the signature can be used. The EIP-712 type names are part of what is signed, so a
 * permit under another name is no permit to the contract. Anything else gives none; this never
 * throws.
 *
 * @example
 * decodeTypedDataRisks(JSON.parse(request.params[1]))
 * // [{ kind: 'allowance', source: 'permit2Permit', token, spender, amount, unlimited: true, expiry, deadline }]
 */
export function decodeTypedDataRisks(typedData: unknown): Risk[] {
  try {
    return decode(typedData)
  } catch {
    // An integer `BigInt` cannot read: the signature cannot be made either.
    return []
  }
}

function decode(typedData: unknown): Risk[] {
  const parsed = typedDataSchema.safeParse(
    typeof typedData === 'string' ? parseJson(typedData) : typedData,
  )
  if (!parsed.success) return []
  const { primaryType, domain, message } = parsed.data
  const contract = domain?.verifyingContract ? getAddress(domain.verifyingContract) : undefined
  const allowance = (
    fields: Omit<AllowanceRisk, 'kind' | 'token' | 'spender' | 'unlimited'> & {
      token: string
      spender: string
      bits: 160 | 256
    },
  ): AllowanceRisk => {
    const { bits, token, spender, ...rest } = fields
    return {
      kind: 'allowance',
      ...rest,
      token: getAddress(token),
      spender: getAddress(spender),
      unlimited: isUnlimitedAmount(rest.amount, bits),
    }
  }
  if (primaryType === 'Permit' && contract) {
    const permit = permitSchema.safeParse(message)
    if (permit.success)
      return [
        allowance({
          source: 'permit',
          token: contract,
          spender: permit.data.spender,
          amount: toBigInt(permit.data.value),
          bits: 256,
          deadline: toBigInt(permit.data.deadline),
        }),
      ]
    const allowed = allowedPermitSchema.safeParse(message)
    if (allowed.success && allowed.data.allowed)
      return [
        allowance({
          source: 'permit',
          token: contract,
          spender: allowed.data.spender,
          amount: 2n ** 256n - 1n,
          bits: 256,
          // 0 is DAI's "no deadline".
          deadline: toBigInt(allowed.data.expiry) || undefined,
        }),
      ]
    return []
  }
  if (primaryType === 'PermitSingle' || primaryType === 'PermitBatch') {
    const schema = primaryType === 'PermitSingle' ? permitSingleSchema : permitBatchSchema
    const permit = schema.safeParse(message)
    if (!permit.success) return []
    const { details, spender, sigDeadline } = permit.data
    return (Array.isArray(details) ? details : [details]).map((detail) =>
      allowance({
        source: 'permit2Permit',
        token: detail.token,
        spender,
        amount: toBigInt(detail.amount),
        bits: 160,
        expiry: allowanceEnd(toBigInt(detail.expiration)),
        deadline: toBigInt(sigDeadline),
      }),
    )
  }
  if (/^Permit(Batch)?(Witness)?TransferFrom$/.test(primaryType)) {
    const transfer = permitTransferSchema.safeParse(message)
    if (!transfer.success) return []
    const { permitted, spender, deadline } = transfer.data
    return (Array.isArray(permitted) ? permitted : [permitted]).map((permission) =>
      allowance({
        source: 'permit2Permit',
        token: permission.token,
        spender,
        amount: toBigInt(permission.amount),
        bits: 256,
        deadline: toBigInt(deadline),
      }),
    )
  }
  return []
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
