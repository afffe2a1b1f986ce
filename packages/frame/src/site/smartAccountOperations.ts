import { AirlockError } from '@airlock/blockchain-api'
import { type Address, createClient, type Hex, http, numberToHex } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import {
  type SimpleSmartAccountOwner,
  toSimpleSmartAccount,
} from '../custody/simpleSmartAccount.js'

// The embedded wallet's smart-account work, in a chunk of its own: the frame loads it only on a
// chain with a bundler.

/** The wallet's SimpleAccount on `chainId`, read through `rpcUrl`. */
export function openSmartAccount(parameters: {
  chainId: number
  rpcUrl: string
  owner: SimpleSmartAccountOwner
}): Promise<SmartAccount> {
  const { chainId, rpcUrl, owner } = parameters
  const client = createClient({
    chain: {
      id: chainId,
      name: `eip155:${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    },
    transport: http(rpcUrl),
  })
  return toSimpleSmartAccount({ client, owner })
}

/** One call of a user operation. */
export type SmartAccountCall = { to: Address; value: bigint; data: Hex }

/** The bundler route of the frame's server answers a frame session only: its token goes along. */
function bundlerTransport(url: string, token: string | undefined) {
  return http(
    url,
    token ? { fetchOptions: { headers: { authorization: `Bearer ${token}` } } } : undefined,
  )
}

export type SubmitSmartAccountCallsParameters = {
  account: SmartAccount
  rpcUrl: string
  bundlerUrl: string
  /** The frame session's token, for a bundler route that needs one (the Airlock server's). */
  bundlerToken?: string | undefined
  /**
   * An ERC-7677 paymaster service that sponsors the operation's gas, called with the frame
   * session's token; none: the account pays.
   */
  paymaster?: { url: string; token: string } | undefined
  /** Executed in this order, all or none (one `executeBatch` for more than one call). */
  calls: readonly SmartAccountCall[]
  /** The visitor's approval (in the frame) with the operation's highest fee; throws to refuse. */
  approve: (fee: { fee: bigint; sponsored: boolean }) => Promise<void>
}

/**
 * Calls as one user operation: priced by the bundler (and sponsored by the paymaster when one is
 * given), approved, signed by the owner key and handed to the bundler. Answers the user
 * operation's hash, without waiting for it to be mined.
 *
 * An account that holds less than the calls' values cannot be priced as it is (the bundler's
 * simulation of the calls reverts): it is priced as if it held them, so that its card can say
 * what is missing and offer a Buy. An operation the account sent while the card waited (the swap
 * that funds this one) moves the account's nonce: the operation is then priced again on the new
 * one (without the account's deployment, once deployed), and shown again if it costs more.
 */
export async function submitSmartAccountCalls(
  parameters: SubmitSmartAccountCallsParameters,
): Promise<Hex> {
  const { account } = parameters
  const client = createClient({ transport: http(parameters.rpcUrl) })
  const bundler = createBundlerClient({
    account,
    client,
    transport: bundlerTransport(parameters.bundlerUrl, parameters.bundlerToken),
    ...(parameters.paymaster
      ? {
          paymaster: createPaymasterClient({
            transport: http(parameters.paymaster.url, {
              fetchOptions: { headers: { authorization: `Bearer ${parameters.paymaster.token}` } },
            }),
          }),
        }
      : {}),
  })
  const value = parameters.calls.reduce((sum, call) => sum + call.value, 0n)
  const balance = BigInt(
    await client.request({ method: 'eth_getBalance', params: [account.address, 'latest'] }),
  )
  const prepare = async () =>
    (await bundler.prepareUserOperation({
      calls: [...parameters.calls],
      ...(balance < value
        ? {
            stateOverride: [{ address: account.address, balance: value + unitsOfOneCoin }],
          }
        : {}),
    })) as UserOperation<'0.8'>
  let userOperation = await prepare()
  let approvedFee = -1n
  for (;;) {
    const fee = highestFee(userOperation)
    if (fee > approvedFee) {
      await parameters.approve({ fee, sponsored: Boolean(userOperation.paymaster) })
      approvedFee = fee
    }
    if ((await account.getNonce()) === userOperation.nonce) break
    userOperation = await prepare()
  }
  const signature = await account.signUserOperation(userOperation)
  return bundler.sendUserOperation({ ...userOperation, signature } as never)
}

/** Room for the fee on top of the values, when an account short of them is priced. */
const unitsOfOneCoin = 10n ** 18n

/** The most the operation can cost: every gas limit at the highest fee per gas. */
function highestFee(userOperation: UserOperation<'0.8'>): bigint {
  return (
    (userOperation.callGasLimit +
      userOperation.verificationGasLimit +
      userOperation.preVerificationGas +
      (userOperation.paymasterVerificationGasLimit ?? 0n) +
      (userOperation.paymasterPostOpGasLimit ?? 0n)) *
    userOperation.maxFeePerGas
  )
}

/** The bundler mined the smart account's user operation, and it reverted (nothing was done). */
class UserOperationRevertedError extends AirlockError {
  override name = 'UserOperationRevertedError' as const
  constructor(parameters: { hash: Hex }) {
    super('The user operation reverted', {
      code: 'USER_OPERATION_REVERTED',
      details: `User operation ${parameters.hash} reverted on chain.`,
    })
  }
}

/**
 * One call as a user operation (`submitSmartAccountCalls`), awaited; answers the hash of the
 * transaction that mined it.
 */
export async function sendSmartAccountTransaction(
  parameters: Omit<SubmitSmartAccountCallsParameters, 'calls'> & { call: SmartAccountCall },
): Promise<Hex> {
  const { call, ...rest } = parameters
  const hash = await submitSmartAccountCalls({ ...rest, calls: [call] })
  const bundler = createBundlerClient({
    client: createClient({ transport: http(parameters.rpcUrl) }),
    transport: bundlerTransport(parameters.bundlerUrl, parameters.bundlerToken),
  })
  const receipt = await bundler.waitForUserOperationReceipt({
    hash,
    pollingInterval: 250,
    timeout: 120_000,
  })
  if (!receipt.success) throw new UserOperationRevertedError({ hash })
  return receipt.receipt.transactionHash
}

type RpcUserOperationReceipt = {
  success: boolean
  actualGasUsed: Hex
  logs: { address: Address; data: Hex; topics: Hex[] }[]
  receipt: { blockHash: Hex; blockNumber: Hex; transactionHash: Hex }
}

/** EIP-5792's answer to `wallet_getCallsStatus` for calls sent as one user operation. */
export type SmartAccountCallsStatus = {
  version: '2.0.0'
  id: Hex
  chainId: Hex
  /** 100 pending, 200 confirmed, 500 reverted on chain (nothing of the batch happened). */
  status: 100 | 200 | 500
  atomic: true
  receipts?: {
    logs: { address: Address; data: Hex; topics: Hex[] }[]
    status: '0x1' | '0x0'
    blockHash: Hex
    blockNumber: Hex
    gasUsed: Hex
    transactionHash: Hex
  }[]
}

export type GetSmartAccountCallsStatusParameters = {
  bundlerUrl: string
  /** The frame session's token, for a bundler route that needs one (the Airlock server's). */
  bundlerToken?: string | undefined
  chainId: number
  /** The user operation's hash. */
  id: Hex
}

/**
 * The status of calls `submitSmartAccountCalls` sent (`id`: the user operation's hash), from the
 * bundler's user-operation receipt: pending until it is mined, then one receipt (the batch is
 * atomic) with the operation's own logs.
 */
export async function getSmartAccountCallsStatus(
  parameters: GetSmartAccountCallsStatusParameters,
): Promise<SmartAccountCallsStatus> {
  const { id } = parameters
  const bundler = createClient({
    transport: bundlerTransport(parameters.bundlerUrl, parameters.bundlerToken),
  })
  const found = (await bundler.request({
    method: 'eth_getUserOperationReceipt',
    params: [id],
  } as never)) as RpcUserOperationReceipt | null
  const base = {
    version: '2.0.0',
    id,
    chainId: numberToHex(parameters.chainId),
    atomic: true,
  } as const
  if (!found) return { ...base, status: 100 }
  return {
    ...base,
    status: found.success ? 200 : 500,
    receipts: [
      {
        logs: found.logs.map(({ address, data, topics }) => ({ address, data, topics })),
        status: found.success ? '0x1' : '0x0',
        blockHash: found.receipt.blockHash,
        blockNumber: found.receipt.blockNumber,
        gasUsed: found.actualGasUsed,
        transactionHash: found.receipt.transactionHash,
      },
    ],
  }
}
