import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type Address, type Hex, isAddressEqual, numberToHex } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { frameJsonRpcRoute } from '../frame/frameJsonRpcRoute.js'
import { signSponsorship, stubSponsorship } from '../frame/paymaster/signSponsorship.js'
import { UnsupportedNetworkError } from '../http/errors.js'
import { parseRequest } from '../http/parseRequest.js'

/** A chain's verifying paymaster: its contract and the key whose approval it honours. */
export type PaymasterOptions = {
  address: Address
  signerKey: Hex
  /** How long a sponsorship stays valid, in seconds. Default: 600. */
  validForSeconds?: number | undefined
}

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

export type PaymasterRouteDependencies = {
  /** The paymaster of each EVM chain id that sponsors the smart account's gas. */
  paymasters: Record<number, PaymasterOptions>
  /** Throws unless the request carries a live frame session's bearer token. */
  authenticate: (request: FastifyRequest) => Promise<unknown>
}

/**
 * ERC-7677's paymaster service for the embedded wallet's smart account, on the frame origin:
 * `pm_getPaymasterStubData` (for gas estimation) and `pm_getPaymasterData` (the paymaster data
 * signed by the chain's sponsoring key, valid for a few minutes). Only a logged-in frame session
 * is sponsored; only the EntryPoint 0.8 is known.
 */
export function registerPaymasterRoutes(
  app: FastifyInstance,
  { paymasters, authenticate }: PaymasterRouteDependencies,
): void {
  const signers = new Map(
    Object.entries(paymasters).map(([chainId, options]) => [
      Number(chainId),
      { ...options, signer: privateKeyToAccount(options.signerKey) },
    ]),
  )
  app.post(paymasterRoute.path, async (request) => {
    const { query, body } = parseRequest(paymasterRoute, request)
    const paymaster = signers.get(query.chainId)
    if (!paymaster)
      throw new UnsupportedNetworkError('No paymaster for this network', `eip155:${query.chainId}`)
    await authenticate(request)
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
    const {
      callGasLimit,
      verificationGasLimit: accountVerificationGasLimit,
      preVerificationGas,
      maxFeePerGas,
      maxPriorityFeePerGas,
    } = userOperation
    if (
      callGasLimit === undefined ||
      accountVerificationGasLimit === undefined ||
      preVerificationGas === undefined ||
      maxFeePerGas === undefined ||
      maxPriorityFeePerGas === undefined
    )
      return fail(-32602, 'The user operation has no gas limits and fees')
    const now = Math.floor(Date.now() / 1000)
    const paymasterData = await signSponsorship({
      signer: paymaster.signer,
      chainId: query.chainId,
      paymaster: paymaster.address,
      validAfter: now - 60,
      validUntil: now + (paymaster.validForSeconds ?? 600),
      userOperation: {
        sender: userOperation.sender as Address,
        nonce: userOperation.nonce,
        factory: userOperation.factory as Address | null | undefined,
        factoryData: userOperation.factoryData as Hex | null | undefined,
        callData: userOperation.callData as Hex,
        callGasLimit,
        verificationGasLimit: accountVerificationGasLimit,
        preVerificationGas,
        maxFeePerGas,
        maxPriorityFeePerGas,
        paymasterVerificationGasLimit:
          userOperation.paymasterVerificationGasLimit ?? verificationGasLimit,
        paymasterPostOpGasLimit: userOperation.paymasterPostOpGasLimit ?? 0n,
      },
    })
    return {
      jsonrpc: '2.0',
      id,
      result: { paymaster: paymaster.address, paymasterData },
    }
  })
}
