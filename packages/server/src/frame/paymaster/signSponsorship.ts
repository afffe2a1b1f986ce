import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  keccak256,
  numberToHex,
  pad,
} from 'viem'
import type { LocalAccount } from 'viem/accounts'

/** The unpacked (JSON-RPC) user operation of the EntryPoint 0.8, as ERC-7677 calls carry it. */
export type SponsoredUserOperation = {
  sender: Address
  nonce: bigint
  factory?: Address | null | undefined
  factoryData?: Hex | null | undefined
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

const packPair = (high: bigint, low: bigint): Hex =>
  concat([pad(numberToHex(high), { size: 16 }), pad(numberToHex(low), { size: 16 })])

/**
 * What the verifying paymaster (`contracts/DevPaymaster.sol` of `@airlock/testing`) checks: the
 * operation (its gas fields and the paymaster's gas limits included), the chain, the paymaster
 * and the validity window, hashed as the contract's `approvalHash` does.
 */
export function sponsorshipHash(parameters: {
  userOperation: SponsoredUserOperation
  chainId: number
  paymaster: Address
  validUntil: number
  validAfter: number
}): Hex {
  const { userOperation: op } = parameters
  const initCode = op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x'
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        op.sender,
        op.nonce,
        keccak256(initCode),
        keccak256(op.callData),
        packPair(op.verificationGasLimit, op.callGasLimit),
        packPair(op.paymasterVerificationGasLimit, op.paymasterPostOpGasLimit),
        op.preVerificationGas,
        packPair(op.maxPriorityFeePerGas, op.maxFeePerGas),
        BigInt(parameters.chainId),
        parameters.paymaster,
        parameters.validUntil,
        parameters.validAfter,
      ],
    ),
  )
}

/** The paymaster data: validUntil (6 bytes) | validAfter (6 bytes) | the signer's signature. */
export async function signSponsorship(
  parameters: Parameters<typeof sponsorshipHash>[0] & { signer: LocalAccount },
): Promise<Hex> {
  const signature = await parameters.signer.signMessage({
    message: { raw: sponsorshipHash(parameters) },
  })
  return concat([
    pad(numberToHex(parameters.validUntil), { size: 6 }),
    pad(numberToHex(parameters.validAfter), { size: 6 }),
    signature,
  ])
}

/** A signature-shaped placeholder for gas estimation (it never verifies). */
export function stubSponsorship(): Hex {
  return concat([pad('0x', { size: 12 }), `0x${'ff'.repeat(32)}${'00'.repeat(32)}1b`])
}
