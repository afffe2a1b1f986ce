import type { Eip1193Provider } from './types.js'

/** A typed-data request (EIP-712) as `eth_signTypedData_v4` takes it. */
export type TypedDataParameters = {
  domain: Record<string, unknown>
  /** Struct types, without `EIP712Domain`. */
  types: Record<string, readonly { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

/** A signer call: the wallet's provider and the account that signs. */
export type SignerContext = { provider: Eip1193Provider; address: string; chainId: number }

/**
 * What differs between ethers 6 and ethers 5: everything that goes through an ethers provider
 * or signer. The EIP-1193 side (discovery, connect, events, switching) is shared.
 */
export type EthersOperations = {
  getAddress: (address: string) => string
  getBalance: (parameters: { rpcUrl: string; chainId: number; address: string }) => Promise<bigint>
  signMessage: (context: SignerContext, message: string) => Promise<string>
  signTypedData: (context: SignerContext, typedData: TypedDataParameters) => Promise<string>
  sendTransaction: (
    context: SignerContext,
    transaction: { to: string; value?: bigint | undefined; data?: string | undefined },
  ) => Promise<string>
  writeContract: (
    context: SignerContext,
    call: {
      address: string
      abi: readonly unknown[]
      functionName: string
      args: readonly unknown[]
      value?: bigint | undefined
    },
  ) => Promise<string>
  estimateGas: (
    context: SignerContext,
    transaction: { to: string; value?: bigint | undefined; data?: string | undefined },
  ) => Promise<bigint>
}
