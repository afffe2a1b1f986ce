import { AirlockError } from '@airlock/blockchain-api'
import {
  type Address,
  concat,
  createClient,
  type Hex,
  http,
  isAddressEqual,
  keccak256,
  numberToHex,
  type RpcTransactionReceipt,
  size,
  slice,
  stringToHex,
} from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import {
  estimateFeesPerGas,
  estimateGas,
  getTransactionCount,
  sendRawTransaction,
} from 'viem/actions'
import type { Signer } from '../custody/createShareSigner.js'
import type { FrameRpcRequest } from '../protocol/rpc.js'

// EIP-5792 (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus) for the embedded
// wallet, in a chunk of its own: the frame loads it with the first of these requests.

/** An EIP-5792 error (`code`: 5700 unsupported capability, 5710 chain, 5730 unknown bundle id, 5760 atomicity). */
class CallsError extends AirlockError {
  override name = 'CallsError' as const
  constructor(message: string, rpcCode: number) {
    super(message, { code: `EIP5792_${rpcCode}` })
  }
}

/** Marks a calls id made of the EOA's transaction hashes (the smart account's is a user operation). */
const eoaCallsMarker = keccak256(stringToHex('airlock/eoa-calls'))
/** Marks a calls id of one transaction the EIP-7702-delegated EOA sent itself (atomic). */
const delegatedCallsMarker = keccak256(stringToHex('airlock/eip7702-calls'))

type SendCallsRequest = FrameRpcRequest & { method: 'wallet_sendCalls' }

/** What the calls need of the frame's request handler. */
export type WalletCallsContext = {
  /** The frame's current chain. */
  chainId: number
  /** The chain's RPC URL of a request (throws without one). */
  rpcUrlFor(request: FrameRpcRequest): string
  /** The account requests act for now (the smart account or the EOA). */
  activeAddress: Address | undefined
  wallet: Signer
  /** The wallet's smart account on the current chain, where it has one. */
  smartAccountOn(chain: number): Promise<SmartAccount | undefined>
  /**
   * The EOA as an ERC-4337 sender on the current chain, where it is delegated (EIP-7702) to the
   * frame's configured delegate; else undefined.
   */
  eip7702AccountOn?(chain: number): Promise<SmartAccount | undefined>
  /** The paymaster service sponsoring the smart account on a chain, if any. */
  paymasterOn(chain: number): Promise<{ url: string; token: string } | undefined>
  bundlerUrlOn(chain: number): string | undefined
  /** The frame session's token: the server's bundler route answers a session only. */
  bundlerToken?(): string | undefined
  nativePriceUsd(chain: number): Promise<number | undefined>
  /**
   * Refuses (ChainMismatchError) when the request's RPC does not serve the chain the request
   * names, so the approval never names another network than the one the calls run on (F11).
   */
  checkRpcChain(request: FrameRpcRequest): Promise<number>
  /**
   * The visitor's approval in the frame; throws when refused. `paid`: the EOA pays `cost` (the
   * calls' values and the largest fee), so a balance short of it offers Buy on the card.
   */
  approve(
    request: FrameRpcRequest,
    fee: {
      fee: bigint
      nativePriceUsd: number | undefined
      sponsored?: boolean | undefined
      paid?: { account: Address; cost: bigint } | undefined
    },
  ): Promise<void>
}

/**
 * `wallet_getCapabilities`: per chain, atomic batches for the smart account (one user operation)
 * and for the EOA where it is delegated with EIP-7702 (one transaction), none for a plain EOA
 * (its calls go one transaction after another), and the paymaster service where the server
 * sponsors the account's gas (for the delegated EOA: where a bundler serves the chain too).
 */
export async function getWalletCapabilities(context: WalletCallsContext, request: FrameRpcRequest) {
  const { wallet, chainId } = context
  const [requested, chains] = (request.params ?? []) as [string?, string[]?]
  const account = (requested ?? context.activeAddress ?? wallet.getAddress()) as Hex
  const isEoa = isAddressEqual(account, wallet.getAddress())
  const asked = chains?.map((chain) => Number(chain)) ?? [chainId]
  const answer: Record<string, Record<string, unknown>> = {}
  for (const chain of asked) {
    // Only the current chain's RPC is known here: other chains answer for the EOA alone.
    const smart =
      isEoa || chain !== chainId
        ? undefined
        : await context.smartAccountOn(chain).catch(() => undefined)
    if (!isEoa && (!smart || !isAddressEqual(account, smart.address))) continue
    const delegated =
      isEoa && chain === chainId
        ? await context.eip7702AccountOn?.(chain).catch(() => undefined)
        : undefined
    if (delegated) {
      const sponsored =
        context.bundlerUrlOn(chain) !== undefined &&
        (await context.paymasterOn(chain)) !== undefined
      answer[numberToHex(chain)] = {
        atomic: { status: 'supported' },
        ...(sponsored ? { paymasterService: { supported: true } } : {}),
      }
      continue
    }
    if (!smart) {
      answer[numberToHex(chain)] = { atomic: { status: 'unsupported' } }
      continue
    }
    const sponsored = (await context.paymasterOn(chain)) !== undefined
    answer[numberToHex(chain)] = {
      atomic: { status: 'supported' },
      ...(sponsored ? { paymasterService: { supported: true } } : {}),
    }
  }
  return answer
}

/** The calls' EIP-5792 checks: the chain must be the frame's, atomicity as the account can. */
function checkCalls(context: WalletCallsContext, request: SendCallsRequest, atomic: boolean) {
  const [batch] = request.params
  const onChain = Number(request.chainId ?? context.chainId)
  if (batch.chainId !== undefined && Number(batch.chainId) !== onChain)
    throw new CallsError('Unsupported chain id', 5710)
  if (batch.atomicRequired && !atomic && batch.calls.length > 1)
    throw new CallsError('Atomicity not supported', 5760)
  for (const [name, capability] of Object.entries(batch.capabilities ?? {})) {
    const optional = (capability as { optional?: unknown } | undefined)?.optional === true
    if (!optional && name !== 'paymasterService')
      throw new CallsError(`Unsupported non-optional capability: ${name}`, 5700)
  }
  return onChain
}

const callsOf = (request: SendCallsRequest) =>
  request.params[0].calls.map((call) => ({
    to: call.to as Address,
    value: call.value === undefined ? 0n : BigInt(call.value),
    data: call.data as Hex | undefined,
  }))

/**
 * `wallet_sendCalls`. The smart account: every call in one user operation (atomic), sponsored
 * where a paymaster is; the id is the operation's hash and the chain. The EOA delegated with
 * EIP-7702: where a paymaster and a bundler serve the chain, the same as one user operation of
 * the EOA itself (sponsored); else one transaction to itself running `executeBatch` (atomic). A
 * plain EOA: one approval for the whole batch, then one transaction per call in order (not
 * atomic); the id carries their hashes.
 */
export async function sendWalletCalls(
  context: WalletCallsContext,
  request: SendCallsRequest,
  smartAccount: SmartAccount | undefined,
): Promise<{ id: Hex }> {
  const requestedChain = Number(request.chainId ?? context.chainId)
  const delegated =
    smartAccount === undefined && requestedChain === context.chainId
      ? await context.eip7702AccountOn?.(requestedChain)
      : undefined
  const sponsoredDelegated =
    delegated !== undefined &&
    context.bundlerUrlOn(requestedChain) !== undefined &&
    (await context.paymasterOn(requestedChain)) !== undefined
  const smart = smartAccount ?? (sponsoredDelegated ? delegated : undefined)
  const onChain = checkCalls(context, request, smart !== undefined || delegated !== undefined)
  await context.checkRpcChain(request)
  const calls = callsOf(request)
  if (delegated && !smart) return sendDelegatedCalls(context, request, onChain, calls)
  if (smart) {
    const bundlerUrl = context.bundlerUrlOn(onChain)
    if (!bundlerUrl) throw new CallsError('Smart accounts are not available on this chain', 5710)
    const [{ capabilities: asked }] = request.params
    const paymaster = await context.paymasterOn(onChain)
    const wanted = asked?.paymasterService as { optional?: boolean } | undefined
    if (wanted && !paymaster && !wanted.optional)
      throw new CallsError('Unsupported non-optional capability: paymasterService', 5700)
    const [{ submitSmartAccountCalls }, nativePriceUsd] = await Promise.all([
      import('./smartAccountOperations.js'),
      context.nativePriceUsd(onChain),
    ])
    const hash = await submitSmartAccountCalls({
      account: smart,
      rpcUrl: context.rpcUrlFor(request),
      bundlerUrl,
      bundlerToken: context.bundlerToken?.(),
      paymaster,
      calls: calls.map((call) => ({ ...call, data: call.data ?? '0x' })),
      // The account pays the calls' values, and the fee unless the paymaster sponsors it.
      approve: ({ fee, sponsored }) =>
        context.approve(request, {
          fee,
          nativePriceUsd,
          sponsored,
          paid: { account: smart.address, cost: valuesOf(calls) + (sponsored ? 0n : fee) },
        }),
    })
    return { id: concat([hash, numberToHex(onChain, { size: 32 })]) }
  }
  const client = createClient({ transport: http(context.rpcUrlFor(request)) })
  const account = context.wallet.getAddress()
  const [fees, gases, nativePriceUsd] = await Promise.all([
    estimateFeesPerGas(client),
    Promise.all(calls.map((call) => estimateGas(client, { account, ...call }))),
    context.nativePriceUsd(onChain),
  ])
  const total = gases.reduce((sum, gas) => sum + gas, 0n)
  const fee = total * fees.maxFeePerGas
  await context.approve(request, {
    fee,
    nativePriceUsd,
    paid: { account, cost: valuesOf(calls) + fee },
  })
  // Read once approved: the account may have sent meanwhile (see sendTransaction).
  const nonce = await getTransactionCount(client, { address: account, blockTag: 'pending' })
  const hashes: Hex[] = []
  for (const [index, call] of calls.entries()) {
    const serialized = await context.wallet.signTransaction({
      type: 'eip1559',
      chainId: onChain,
      nonce: nonce + index,
      ...call,
      gas: gases[index] as bigint,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    })
    hashes.push(await sendRawTransaction(client, { serializedTransaction: serialized }))
  }
  return { id: concat([...hashes, numberToHex(onChain, { size: 32 }), eoaCallsMarker]) }
}

/** What the calls send of the native coin, together. */
const valuesOf = (calls: readonly { value?: bigint | undefined }[]) =>
  calls.reduce((sum, call) => sum + (call.value ?? 0n), 0n)

/**
 * The delegated EOA's batch as one transaction to itself: `executeBatch` (or `execute`) of the
 * delegate runs the calls in order, all or none; the account pays the gas.
 */
async function sendDelegatedCalls(
  context: WalletCallsContext,
  request: SendCallsRequest,
  onChain: number,
  calls: ReturnType<typeof callsOf>,
): Promise<{ id: Hex }> {
  const client = createClient({ transport: http(context.rpcUrlFor(request)) })
  const account = context.wallet.getAddress()
  const { encodeDelegatedCalls } = await import('../custody/eip7702Account.js')
  const data = encodeDelegatedCalls(calls)
  const [fees, gas, nativePriceUsd] = await Promise.all([
    estimateFeesPerGas(client),
    estimateGas(client, { account, to: account, data }),
    context.nativePriceUsd(onChain),
  ])
  const fee = gas * fees.maxFeePerGas
  // The delegate pays each call's value from the account: the balance pays them with the fee.
  await context.approve(request, {
    fee,
    nativePriceUsd,
    paid: { account, cost: valuesOf(calls) + fee },
  })
  const nonce = await getTransactionCount(client, { address: account, blockTag: 'pending' })
  const serialized = await context.wallet.signTransaction({
    type: 'eip1559',
    chainId: onChain,
    nonce,
    to: account,
    value: 0n,
    data,
    gas,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
  })
  const hash = await sendRawTransaction(client, { serializedTransaction: serialized })
  return { id: concat([hash, numberToHex(onChain, { size: 32 }), delegatedCallsMarker]) }
}

/** `wallet_getCallsStatus` for an id `sendWalletCalls` gave out: 100 pending, 200 confirmed, 500 and 600 failed. */
export async function getWalletCallsStatus(context: WalletCallsContext, request: FrameRpcRequest) {
  const [callsId] = (request.params ?? []) as [unknown]
  if (typeof callsId !== 'string' || !/^0x([0-9a-fA-F]{64}){2,}$/.test(callsId))
    throw new CallsError('Unknown bundle id', 5730)
  const words = Array.from({ length: size(callsId as Hex) / 32 }, (_, index) =>
    slice(callsId as Hex, index * 32, (index + 1) * 32),
  )
  const isDelegated = words.at(-1) === delegatedCallsMarker
  const isEoa = isDelegated || words.at(-1) === eoaCallsMarker
  if (isEoa) words.pop()
  const onChain = Number(BigInt(words.pop() as Hex))
  if (!isEoa) {
    const bundlerUrl = context.bundlerUrlOn(onChain)
    if (!bundlerUrl || words.length !== 1) throw new CallsError('Unknown bundle id', 5730)
    const { getSmartAccountCallsStatus } = await import('./smartAccountOperations.js')
    const status = await getSmartAccountCallsStatus({
      bundlerUrl,
      bundlerToken: context.bundlerToken?.(),
      chainId: onChain,
      id: words[0] as Hex,
    })
    return { ...status, id: callsId }
  }
  if (onChain !== context.chainId) throw new CallsError('Unsupported chain id', 5710)
  const client = createClient({ transport: http(context.rpcUrlFor(request)) })
  const receipts = (await Promise.all(
    words.map((hash) =>
      client.request({ method: 'eth_getTransactionReceipt', params: [hash] } as never),
    ),
  )) as (RpcTransactionReceipt | null)[]
  const mined = receipts.filter((receipt) => receipt !== null)
  const status =
    mined.length < receipts.length
      ? 100
      : mined.every((receipt) => receipt.status === '0x1')
        ? 200
        : mined.every((receipt) => receipt.status === '0x0')
          ? 500
          : 600
  return {
    version: '2.0.0',
    id: callsId,
    chainId: numberToHex(onChain),
    status,
    atomic: isDelegated,
    receipts: mined.map((receipt) => ({
      logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
      status: receipt.status,
      blockHash: receipt.blockHash,
      blockNumber: receipt.blockNumber,
      gasUsed: receipt.gasUsed,
      transactionHash: receipt.transactionHash,
    })),
  }
}
