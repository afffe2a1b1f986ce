import { type Address, createClient, type Hex, http } from 'viem'
import {
  createBundlerClient,
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

/**
 * One call as a user operation: priced by the bundler, `approve(fee)` (the visitor, in the frame),
 * signed by the owner key, sent, and awaited; answers the hash of the transaction that mined it.
 */
export async function sendSmartAccountTransaction(parameters: {
  account: SmartAccount
  rpcUrl: string
  bundlerUrl: string
  call: { to: Address; value: bigint; data: Hex }
  approve: (fee: bigint) => Promise<void>
}): Promise<Hex> {
  const { account, call } = parameters
  const client = createClient({ transport: http(parameters.rpcUrl) })
  const bundler = createBundlerClient({
    account,
    client,
    transport: http(parameters.bundlerUrl),
  })
  const userOperation = (await bundler.prepareUserOperation({
    calls: [call],
  })) as UserOperation<'0.8'>
  const gas =
    userOperation.callGasLimit +
    userOperation.verificationGasLimit +
    userOperation.preVerificationGas +
    (userOperation.paymasterVerificationGasLimit ?? 0n) +
    (userOperation.paymasterPostOpGasLimit ?? 0n)
  await parameters.approve(gas * userOperation.maxFeePerGas)
  const signature = await account.signUserOperation(userOperation)
  const hash = await bundler.sendUserOperation({ ...userOperation, signature } as never)
  const receipt = await bundler.waitForUserOperationReceipt({
    hash,
    pollingInterval: 250,
    timeout: 120_000,
  })
  if (!receipt.success) throw new Error('The user operation reverted')
  return receipt.receipt.transactionHash
}
