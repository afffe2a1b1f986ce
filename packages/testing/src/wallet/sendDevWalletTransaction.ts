import {
  BaseError,
  createWalletClient,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  type LocalAccount,
} from 'viem'
import { type DevWalletChain, toViemChain } from './devWalletChain.js'
import { ProviderRpcError, providerRpcErrorCodes } from './providerRpcError.js'

type RpcTransactionRequest = {
  from?: Hex
  to?: Hex | null
  data?: Hex
  input?: Hex
  value?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
  chainId?: Hex
  accessList?: { address: Hex; storageKeys: Hex[] }[]
}

/**
 * Fills nonce, gas and fees from the chain, signs with the local key and submits the signed
 * transaction with `eth_sendRawTransaction`. Returns the transaction hash.
 */
export async function sendDevWalletTransaction(
  account: LocalAccount,
  chain: DevWalletChain,
  request: unknown,
): Promise<Hex> {
  if (typeof request !== 'object' || request === null) {
    throw new ProviderRpcError(
      providerRpcErrorCodes.invalidParams,
      'Expected a transaction object as the first parameter.',
    )
  }
  const transaction = request as RpcTransactionRequest
  if (transaction.from && !isAddressEqual(transaction.from, account.address)) {
    throw new ProviderRpcError(
      providerRpcErrorCodes.unauthorized,
      `The wallet cannot send from ${transaction.from}; the selected account is ${account.address}.`,
    )
  }
  if (transaction.chainId && hexToNumber(transaction.chainId) !== chain.id) {
    throw new ProviderRpcError(
      providerRpcErrorCodes.invalidParams,
      `The transaction is for chain ${hexToNumber(transaction.chainId)} but the wallet is on ${chain.id}.`,
    )
  }
  const client = createWalletClient({ account, chain: toViemChain(chain), transport: http() })
  const quantity = (value: Hex | undefined) => (value ? hexToBigInt(value) : undefined)
  const fees =
    transaction.gasPrice !== undefined
      ? { gasPrice: hexToBigInt(transaction.gasPrice) }
      : {
          maxFeePerGas: quantity(transaction.maxFeePerGas),
          maxPriorityFeePerGas: quantity(transaction.maxPriorityFeePerGas),
        }
  try {
    return await client.sendTransaction({
      to: transaction.to ?? null,
      data: transaction.data ?? transaction.input,
      value: quantity(transaction.value),
      gas: quantity(transaction.gas),
      nonce: transaction.nonce ? hexToNumber(transaction.nonce) : undefined,
      accessList: transaction.accessList,
      ...fees,
    } as Parameters<typeof client.sendTransaction>[0])
  } catch (error) {
    throw toProviderRpcError(error)
  }
}

/** Keeps the node's own error code (insufficient funds, reverts) instead of a generic one. */
function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof BaseError) {
    const withCode = error.walk(
      (cause) => typeof (cause as { code?: unknown }).code === 'number',
    ) as (Error & { code: number; data?: unknown }) | null
    return new ProviderRpcError(
      withCode?.code ?? providerRpcErrorCodes.internalError,
      error.shortMessage,
      { data: withCode?.data, cause: error },
    )
  }
  return new ProviderRpcError(
    providerRpcErrorCodes.internalError,
    error instanceof Error ? error.message : String(error),
    { cause: error },
  )
}
