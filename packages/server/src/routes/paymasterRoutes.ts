import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type Address, type Hex, isAddressEqual, numberToHex } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { PaymasterRpcMissingError } from '../errors/configErrors.js'
import type { Limiter } from '../frame/createLimiter.js'
import { FrameRateLimitedApiError } from '../frame/frameErrors.js'
import { frameJsonRpcRoute } from '../frame/frameJsonRpcRoute.js'
import {
  createSponsorChainReader,
  type SponsorChainReader,
} from '../frame/paymaster/createSponsorChainReader.js'
import {
  type PaymasterOptions,
  type ResolvedPaymasterOptions,
  resolvePaymasterOptions,
  type SponsoredGasLimits,
} from '../frame/paymaster/paymasterOptions.js'
import { signSponsorship, stubSponsorship } from '../frame/paymaster/signSponsorship.js'
import { spendSponsorshipBudget } from '../frame/paymaster/spendSponsorshipBudget.js'
import { UnsupportedNetworkError, UpstreamUnavailableError } from '../http/errors.js'
import { parseRequest } from '../http/parseRequest.js'
import type { Storage } from '../storage/types.js'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const quantity = hex.transform((value) => BigInt(value))
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)

/** The EntryPoint 0.8 user operation in an ERC-7677 call (quantities as hex). */
const userOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: address.nullish(),
  factoryData: hex.nullish(),
  callData: hex,
  callGasLimit: quantity.optional(),
  verificationGasLimit: quantity.optional(),
  preVerificationGas: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  paymasterVerificationGasLimit: quantity.optional(),
  paymasterPostOpGasLimit: quantity.optional(),
})

const paymasterRoute = frameJsonRpcRoute('/v1/frame/paymaster')

/** The ERC-7677 calls' params: the operation, the EntryPoint, the chain (hex), a context. */
const paramsSchema = z.tuple([userOperationSchema, address, hex]).rest(z.unknown())

/** Gas the paymaster's validation needs at most (an ecrecover and a hash). */
const verificationGasLimit = 60_000n

const gasFields = [
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'paymasterVerificationGasLimit',
  'paymasterPostOpGasLimit',
] as const satisfies readonly (keyof SponsoredGasLimits)[]

export type PaymasterRouteDependencies = {
  /** The paymaster of each EVM chain id that sponsors the smart account's gas. */
  paymasters: Record<number, PaymasterOptions>
  /** The RPC of a chain the server serves (for a paymaster without its own `rpcUrl`). */
  rpcUrlOf: (chainId: number) => string | undefined
  /** The embedded wallet's smart-account factory. */
  defaultAccountFactory: Address
  storage: Storage
  limiter: Limiter
  /** The live frame session's user behind the request's bearer token; throws without one. */
  authenticate: (request: FastifyRequest) => Promise<{ session: { user_id: string } }>
}

type ChainPaymaster = ResolvedPaymasterOptions & {
  signer: ReturnType<typeof privateKeyToAccount>
  chain: SponsorChainReader
}

/**
 * ERC-7677's paymaster service for the embedded wallet's smart account, on the frame origin:
 * `pm_getPaymasterStubData` (for gas estimation) and `pm_getPaymasterData` (the paymaster data
 * signed by the chain's sponsoring key, valid for a few minutes). Only the session user's own
 * wallet is sponsored: its smart account (the address read from the factory, as the frame
 * computes it), or its EOA upgraded with EIP-7702 (the sender is the wallet's own address); only
 * within the gas caps, at fees of at most a multiple of the chain's current ones, within the
 * user's daily budget and a per-user rate; only the EntryPoint 0.8 is known.
 * Throws at start for a paymaster whose chain has no RPC to read.
 */
export function registerPaymasterRoutes(
  app: FastifyInstance,
  dependencies: PaymasterRouteDependencies,
): void {
  const { storage, limiter, authenticate } = dependencies
  const paymasters = new Map<number, ChainPaymaster>(
    Object.entries(dependencies.paymasters).map(([key, options]) => {
      const chainId = Number(key)
      const resolved = resolvePaymasterOptions(chainId, options)
      const rpcUrl = resolved.rpcUrl ?? dependencies.rpcUrlOf(chainId)
      if (!rpcUrl) {
        throw new PaymasterRpcMissingError(chainId)
      }
      const factory = resolved.accountFactory ?? dependencies.defaultAccountFactory
      return [
        chainId,
        {
          ...resolved,
          signer: privateKeyToAccount(resolved.signerKey),
          chain: createSponsorChainReader({ rpcUrl, factory }),
        },
      ]
    }),
  )

  /** Reads the chain; its failure is the chain's, not a verdict on the operation. */
  const fromChain = <result>(chainId: number, read: () => Promise<result>) =>
    read().catch((error: unknown) => {
      throw new UpstreamUnavailableError(
        'PAYMASTER_CHAIN_UNAVAILABLE',
        `The RPC of eip155:${chainId} did not answer`,
        error,
      )
    })

  app.post(paymasterRoute.path, async (request) => {
    const { query, body } = parseRequest(paymasterRoute, request)
    const paymaster = paymasters.get(query.chainId)
    if (!paymaster)
      throw new UnsupportedNetworkError('No paymaster for this network', `eip155:${query.chainId}`)
    const { session } = await authenticate(request)
    const rate = await limiter.hit(`paymaster:${session.user_id}`, paymaster.callsPerMinute, 60_000)
    if (!rate.ok) throw new FrameRateLimitedApiError(rate.retryAfterMs)
    const id = body.id ?? null
    const fail = (code: number, message: string) => ({
      jsonrpc: '2.0',
      id,
      error: { code, message },
    })
    if (body.method !== 'pm_getPaymasterStubData' && body.method !== 'pm_getPaymasterData')
      return fail(-32601, 'Method not allowed')
    const parsed = paramsSchema.safeParse(body.params ?? [])
    if (!parsed.success) return fail(-32602, 'Invalid params')
    const [userOperation, entryPoint, chainHex] = parsed.data
    if (!isAddressEqual(entryPoint as Address, entryPoint08Address))
      return fail(-32602, 'Unsupported EntryPoint')
    if (Number(chainHex) !== query.chainId) return fail(-32602, 'Wrong chain')

    // The session's own account: the factory's address for the key of the user's wallet, or the
    // wallet's EOA itself (a sender at the EOA's address is its EIP-7702 delegation running).
    const [wallet] = await storage.query<{ address: string }>(
      'select address from frame_wallets where user_id = $1',
      [session.user_id],
    )
    const ownAccount = wallet
      ? await fromChain(query.chainId, () =>
          paymaster.chain.smartAccountOf(wallet.address as Address),
        )
      : undefined
    const sender = userOperation.sender as Address
    if (
      !wallet ||
      !ownAccount ||
      !(isAddressEqual(ownAccount, sender) || isAddressEqual(wallet.address as Address, sender))
    )
      return fail(-32003, 'Only the smart account of this session’s wallet is sponsored')

    const base = {
      paymaster: paymaster.address,
      paymasterVerificationGasLimit: numberToHex(verificationGasLimit),
      paymasterPostOpGasLimit: numberToHex(0),
    }
    if (body.method === 'pm_getPaymasterStubData')
      return {
        jsonrpc: '2.0',
        id,
        result: { ...base, paymasterData: stubSponsorship(), isFinal: false },
      }
    const { maxFeePerGas, maxPriorityFeePerGas } = userOperation
    const gas = {
      callGasLimit: userOperation.callGasLimit,
      verificationGasLimit: userOperation.verificationGasLimit,
      preVerificationGas: userOperation.preVerificationGas,
      paymasterVerificationGasLimit:
        userOperation.paymasterVerificationGasLimit ?? verificationGasLimit,
      paymasterPostOpGasLimit: userOperation.paymasterPostOpGasLimit ?? 0n,
    }
    if (
      gas.callGasLimit === undefined ||
      gas.verificationGasLimit === undefined ||
      gas.preVerificationGas === undefined ||
      maxFeePerGas === undefined ||
      maxPriorityFeePerGas === undefined
    )
      return fail(-32602, 'The user operation has no gas limits and fees')
    const limits = gas as SponsoredGasLimits
    for (const field of gasFields) {
      if (limits[field] > paymaster.maxGas[field])
        return fail(-32602, aboveMaximum(field, limits[field], paymaster.maxGas[field]))
    }
    const fees = await fromChain(query.chainId, () => paymaster.chain.currentFees())
    const feeCaps = {
      maxFeePerGas: scale(fees.gasPrice, paymaster.feeMultiplier),
      maxPriorityFeePerGas: scale(fees.maxPriorityFeePerGas, paymaster.feeMultiplier),
    }
    if (maxFeePerGas > feeCaps.maxFeePerGas)
      return fail(-32602, aboveMaximum('maxFeePerGas', maxFeePerGas, feeCaps.maxFeePerGas))
    if (maxPriorityFeePerGas > feeCaps.maxPriorityFeePerGas)
      return fail(
        -32602,
        aboveMaximum('maxPriorityFeePerGas', maxPriorityFeePerGas, feeCaps.maxPriorityFeePerGas),
      )

    const totalGas = gasFields.reduce((sum, field) => sum + limits[field], 0n)
    const withinBudget = await spendSponsorshipBudget(storage, {
      userId: session.user_id,
      chainId: query.chainId,
      maxCost: totalGas * maxFeePerGas,
      dailyOperations: paymaster.dailyOperations,
      dailyMaxCostWei: paymaster.dailyMaxCostWei,
    })
    if (!withinBudget) return fail(-32005, 'The daily sponsorship budget of this user is spent')

    const now = Math.floor(Date.now() / 1000)
    const paymasterData = await signSponsorship({
      signer: paymaster.signer,
      chainId: query.chainId,
      paymaster: paymaster.address,
      validAfter: now - 60,
      validUntil: now + paymaster.validForSeconds,
      userOperation: {
        sender: userOperation.sender as Address,
        nonce: userOperation.nonce,
        factory: userOperation.factory as Address | null | undefined,
        factoryData: userOperation.factoryData as Hex | null | undefined,
        callData: userOperation.callData as Hex,
        ...limits,
        maxFeePerGas,
        maxPriorityFeePerGas,
      },
    })
    return {
      jsonrpc: '2.0',
      id,
      result: { paymaster: paymaster.address, paymasterData },
    }
  })
}

function aboveMaximum(field: string, value: bigint, maximum: bigint): string {
  return `${field} ${value} is above the sponsored maximum of ${maximum}`
}

/** `value` times a multiplier that may have a fraction (1.5), rounded down. */
function scale(value: bigint, multiplier: number): bigint {
  return (value * BigInt(Math.round(multiplier * 1000))) / 1000n
}
