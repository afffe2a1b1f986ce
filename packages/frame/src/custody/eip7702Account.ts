import {
  type Address,
  type Chain,
  type Client,
  encodeFunctionData,
  type Hex,
  type JsonRpcAccount,
  type LocalAccount,
  parseAbi,
  type Transport,
  type TypedDataDefinition,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationTypedData,
  type SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { SmartAccountMessageSigningError } from '../errors/custody.js'

const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])

/** The calldata the delegated account runs for `calls`: `execute` for one, `executeBatch` else. */
export function encodeDelegatedCalls(
  calls: readonly { to: Address; value?: bigint | undefined; data?: Hex | undefined }[],
): Hex {
  const [call] = calls
  if (calls.length === 1 && call)
    return encodeFunctionData({
      abi: accountAbi,
      functionName: 'execute',
      args: [call.to, call.value ?? 0n, call.data ?? '0x'],
    })
  return encodeFunctionData({
    abi: accountAbi,
    functionName: 'executeBatch',
    args: [
      calls.map((each) => ({ target: each.to, value: each.value ?? 0n, data: each.data ?? '0x' })),
    ],
  })
}

/** A well-formed ECDSA signature for gas estimation (never valid). */
const stubSignature =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c' as const

export type ToEip7702SmartAccountParameters = {
  /** Reads the chain (the EntryPoint nonce); needs its `chain`. */
  client: Client<Transport, Chain, JsonRpcAccount | LocalAccount | undefined>
  /** The embedded wallet's key: the account is its own address. */
  owner: { address: Address; signTypedData(parameters: TypedDataDefinition): Promise<Hex> }
}

/**
 * The embedded EOA as an ERC-4337 sender once it is delegated to `Simple7702Account` (EIP-7702):
 * the same address, its calls in one `executeBatch`, each user operation signed by the key itself
 * (the EIP-712 hash of the EntryPoint 0.8). Only for an account already delegated: the upgrade is
 * the frame's own flow, so this never carries an authorization.
 */
export function toEip7702SmartAccount(
  parameters: ToEip7702SmartAccountParameters,
): Promise<SmartAccount> {
  const { client, owner } = parameters
  const address = owner.address
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: entryPoint08Address, version: '0.8' },
    getAddress: async () => address,
    // Delegated already: nothing to deploy.
    getFactoryArgs: async () => ({ factory: undefined, factoryData: undefined }),
    getNonce: async () =>
      readContract(client, {
        address: entryPoint08Address,
        abi: entryPoint08Abi,
        functionName: 'getNonce',
        args: [address, 0n],
      }),
    encodeCalls: async (calls) => encodeDelegatedCalls(calls),
    getStubSignature: async () => stubSignature,
    // The dapp's messages are the EOA's own (personal_sign), not the account's.
    signMessage: async () => {
      throw new SmartAccountMessageSigningError()
    },
    signTypedData: async () => {
      throw new SmartAccountMessageSigningError()
    },
    signUserOperation: async ({ chainId: _chainId, ...userOperation }) =>
      owner.signTypedData(
        getUserOperationTypedData({
          chainId: client.chain.id,
          entryPointAddress: entryPoint08Address,
          userOperation: { ...userOperation, sender: address },
        }) as TypedDataDefinition,
      ),
  })
}
