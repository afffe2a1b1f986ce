import type { Address, Hex } from 'viem'
import { z } from 'zod'
import { InvalidPaymasterOptionsError } from '../../errors/configErrors.js'

/** The gas fields of a user operation the paymaster pays for, each with its highest sponsored value. */
export type SponsoredGasLimits = {
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

/**
 * The most gas sponsored per operation: a call of a token transfer, swap or batch takes about
 * 50 000-500 000, the account's deployment with its validation about 250 000 (the local stack
 * measures 45 619 and 249 735). An L2 whose `preVerificationGas` carries the L1 data fee may need
 * more: `maxGas` raises it.
 */
const defaultSponsoredGas: SponsoredGasLimits = {
  callGasLimit: 2_000_000n,
  verificationGasLimit: 1_000_000n,
  preVerificationGas: 1_000_000n,
  paymasterVerificationGasLimit: 120_000n,
  paymasterPostOpGasLimit: 50_000n,
}

/** A chain's verifying paymaster: its contract, the key whose approval it honours, and its limits. */
export type PaymasterOptions = {
  address: Address
  signerKey: Hex
  /** How long a sponsorship stays valid, in seconds. Default: 600. */
  validForSeconds?: number | undefined
  /**
   * The chain's RPC, read for the session's smart account and the current fees. Default: the
   * `rpcUrl` of the chain among the server's `chains`.
   */
  rpcUrl?: string | undefined
  /** The factory of the embedded wallet's smart accounts. Default: the AirlockAccountFactory. */
  accountFactory?: Address | undefined
  /** The most gas sponsored per field of an operation. Default: `defaultSponsoredGas`. */
  maxGas?: Partial<Record<keyof SponsoredGasLimits, bigint | number>> | undefined
  /**
   * `maxFeePerGas` at most this multiple of the chain's `eth_gasPrice`, `maxPriorityFeePerGas` of
   * its `eth_maxPriorityFeePerGas`. Default: 3.
   */
  feeMultiplier?: number | undefined
  /** Operations sponsored per user per UTC day. Default: 20. */
  dailyOperations?: number | undefined
  /**
   * Wei sponsored per user per UTC day, each operation counted at its highest cost (all its gas
   * at `maxFeePerGas`). Default: no limit besides `dailyOperations`.
   */
  dailyMaxCostWei?: bigint | string | undefined
  /** Paymaster calls per user per minute. Default: 30. */
  callsPerMinute?: number | undefined
}

const gasAmount = z
  .union([z.bigint(), z.number().int()])
  .pipe(z.coerce.bigint())
  .refine((value) => value >= 0n, 'must not be negative')

/** `PaymasterOptions` checked: for `createServer` and `AIRLOCK_FRAME_PAYMASTERS` (JSON). */
export const paymasterOptionsSchema = z
  .object({
    address: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'an address')
      .transform((value) => value as Address),
    signerKey: z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'a 32-byte hex private key')
      .transform((value) => value as Hex),
    validForSeconds: z.number().int().positive().max(3600).optional(),
    rpcUrl: z.string().url().optional(),
    accountFactory: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'an address')
      .transform((value) => value as Address)
      .optional(),
    maxGas: z
      .object({
        callGasLimit: gasAmount.optional(),
        verificationGasLimit: gasAmount.optional(),
        preVerificationGas: gasAmount.optional(),
        paymasterVerificationGasLimit: gasAmount.optional(),
        paymasterPostOpGasLimit: gasAmount.optional(),
      })
      .strict()
      .optional(),
    feeMultiplier: z.number().min(1).max(100).optional(),
    dailyOperations: z.number().int().min(0).optional(),
    dailyMaxCostWei: z
      .union([z.bigint(), z.string().regex(/^\d+$/, 'a whole number of wei')])
      .pipe(z.coerce.bigint())
      .optional(),
    callsPerMinute: z.number().int().positive().optional(),
  })
  .strict()

/** The limits of one chain's paymaster, defaults applied. */
export type ResolvedPaymasterOptions = Omit<
  z.infer<typeof paymasterOptionsSchema>,
  'maxGas' | 'feeMultiplier' | 'dailyOperations' | 'callsPerMinute' | 'validForSeconds'
> & {
  maxGas: SponsoredGasLimits
  feeMultiplier: number
  dailyOperations: number
  callsPerMinute: number
  validForSeconds: number
}

/** Checks a paymaster's options and fills in the defaults; throws naming the chain and the field. */
export function resolvePaymasterOptions(
  chainId: number,
  options: PaymasterOptions,
): ResolvedPaymasterOptions {
  const parsed = paymasterOptionsSchema.safeParse(options)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new InvalidPaymasterOptionsError(
      chainId,
      `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    )
  }
  const { maxGas, ...rest } = parsed.data
  return {
    ...rest,
    maxGas: {
      ...defaultSponsoredGas,
      ...Object.fromEntries(
        Object.entries(maxGas ?? {}).filter(([, value]) => value !== undefined),
      ),
    },
    feeMultiplier: rest.feeMultiplier ?? 3,
    dailyOperations: rest.dailyOperations ?? 20,
    callsPerMinute: rest.callsPerMinute ?? 30,
    validForSeconds: rest.validForSeconds ?? 600,
  }
}
