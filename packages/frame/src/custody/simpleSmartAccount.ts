import {
  type Address,
  type Chain,
  type Client,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
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

/** The SimpleAccountFactory of `@account-abstraction/contracts` 0.8 at its usual address. */
export const simpleAccountFactoryAddress = '0x13E9ed32155810FDbd067D4522C492D6f68E5944' as const

/**
 * The AirlockAccountFactory (`@airlock/testing`'s `contracts/AirlockAccount.sol`: SimpleAccount
 * 0.8 plus ERC-1271) at the address the CREATE2 proxy gives it on any chain.
 */
export const airlockAccountFactoryAddress = '0x77fb83689B4B0b976D4B24EDE873e25e7403fdd9' as const

const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])

/** A well-formed ECDSA signature for gas estimation (never valid). */
const stubSignature =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c' as const

export type SimpleSmartAccountOwner = {
  address: Address
  signTypedData(parameters: TypedDataDefinition): Promise<Hex>
}

export type ToSimpleSmartAccountParameters = {
  /** Reads the chain (the factory's counterfactual address, the EntryPoint nonce); needs its `chain`. */
  client: Client<Transport, Chain, JsonRpcAccount | LocalAccount | undefined>
  /** The embedded wallet's key, which signs each user operation's EIP-712 hash. */
  owner: SimpleSmartAccountOwner
  /**
   * Default: the AirlockAccountFactory, whose accounts answer ERC-1271. With SimpleAccountFactory
   * 0.8 the account sends user operations but cannot sign messages.
   */
  factoryAddress?: Address | undefined
}

export type ToSimpleSmartAccountReturnType = SmartAccount

/**
 * The embedded wallet's smart account: an ERC-4337 AirlockAccount (SimpleAccount 0.8 with
 * ERC-1271) owned by the wallet's key, at the factory's counterfactual address (deployed by its
 * first user operation). Its messages and typed data are signed the account's replay-safe way
 * (the owner signs `AirlockAccountMessage(bytes32 hash)` in a domain bound to the chain and the
 * account), wrapped in ERC-6492 with the factory call until the account is deployed.
 *
 * @example
 * const account = await toSimpleSmartAccount({ client, owner: signer })
 * await sendUserOperation(bundlerClient, { account, calls: [{ to, value }] })
 */
export async function toSimpleSmartAccount(
  parameters: ToSimpleSmartAccountParameters,
): Promise<ToSimpleSmartAccountReturnType> {
  const { client, owner } = parameters
  const factory = parameters.factoryAddress ?? airlockAccountFactoryAddress
  const address = await readContract(client, {
    address: factory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  const chainId = client.chain.id
  const signsMessages = factory.toLowerCase() !== simpleAccountFactoryAddress.toLowerCase()
  // What the account's isValidSignature checks for `hash`: the owner's EIP-712 signature of it.
  const signReplaySafe = (hash: Hex) => {
    if (!signsMessages) throw new SmartAccountMessageSigningError()
    return owner.signTypedData({
      domain: { name: 'AirlockAccount', version: '1', chainId, verifyingContract: address },
      types: { AirlockAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
      primaryType: 'AirlockAccountMessage',
      message: { hash },
    })
  }
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: entryPoint08Address, version: '0.8' },
    getAddress: async () => address,
    getFactoryArgs: async () => ({
      factory,
      factoryData: encodeFunctionData({
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
    }),
    getNonce: async () =>
      readContract(client, {
        address: entryPoint08Address,
        abi: entryPoint08Abi,
        functionName: 'getNonce',
        args: [address, 0n],
      }),
    encodeCalls: async (calls) => {
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
          calls.map((each) => ({
            target: each.to,
            value: each.value ?? 0n,
            data: each.data ?? '0x',
          })),
        ],
      })
    },
    getStubSignature: async () => stubSignature,
    // toSmartAccount wraps these in ERC-6492 while the account is not deployed.
    signMessage: async ({ message }) => signReplaySafe(hashMessage(message)),
    signTypedData: async (typedData) => signReplaySafe(hashTypedData(typedData as never)),
    signUserOperation: async ({ chainId: _chainId, ...userOperation }) =>
      owner.signTypedData(
        getUserOperationTypedData({
          chainId,
          entryPointAddress: entryPoint08Address,
          userOperation: { ...userOperation, sender: address },
        }) as TypedDataDefinition,
      ),
  })
}
