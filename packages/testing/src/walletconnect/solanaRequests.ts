import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Decoder, getBase58Encoder, getTransactionDecoder } from '@solana/kit'
import { signSolanaTransaction } from '../solana/signSolanaTransaction.js'
import { ProviderRpcError, providerRpcErrorCodes } from '../wallet/providerRpcError.js'

/** The Solana side of the WalletConnect test wallet: a local ed25519 key and its chains' RPC URLs. */
export type WalletConnectTestSolana = {
  /** The 32-byte seed of the wallet's Solana key. */
  seed: Uint8Array
  /** RPC URL by CAIP-2 chain id (`solana:<genesis hash prefix>`). */
  chains: Record<string, string>
}

/** WalletConnect's Solana RPC methods the test wallet answers. */
export const solanaTestWalletMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
  'solana_requestAccounts',
]

const toText = getBase58Decoder()
const toBytes = getBase58Encoder()

export function solanaTestAddress(solana: WalletConnectTestSolana): string {
  return toText.decode(ed25519.getPublicKey(solana.seed))
}

/**
 * Answers one `solana_*` request as WalletConnect's Solana RPC describes it: messages and
 * signatures in base58, transactions in base64 wire format; signed and sent ones go to the chain's
 * RPC URL.
 */
export async function performSolanaRequest(
  solana: WalletConnectTestSolana,
  request: { chainId: string; method: string; params: unknown },
): Promise<unknown> {
  const params = (request.params ?? {}) as Record<string, unknown>
  const address = solanaTestAddress(solana)
  const sign = (transaction: unknown) => {
    if (typeof transaction !== 'string') {
      throw new ProviderRpcError(providerRpcErrorCodes.invalidParams, 'Expected { transaction }.')
    }
    return signSolanaTransaction(Buffer.from(transaction, 'base64'), solana.seed)
  }
  const ownSignature = (wire: Uint8Array) => {
    const signature = getTransactionDecoder().decode(wire).signatures[address as never]
    if (!signature) throw new Error('The transaction was not signed')
    return toText.decode(signature)
  }
  switch (request.method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: address }]
    case 'solana_signMessage': {
      if (params.pubkey !== address || typeof params.message !== 'string') {
        throw new ProviderRpcError(
          providerRpcErrorCodes.unauthorized,
          `The wallet cannot sign for ${String(params.pubkey)}.`,
        )
      }
      const message = Uint8Array.from(toBytes.encode(params.message))
      return { signature: toText.decode(ed25519.sign(message, solana.seed)) }
    }
    case 'solana_signTransaction': {
      const signed = sign(params.transaction)
      return {
        signature: ownSignature(signed),
        transaction: Buffer.from(signed).toString('base64'),
      }
    }
    case 'solana_signAllTransactions': {
      const list = Array.isArray(params.transactions) ? params.transactions : []
      return {
        transactions: list.map((transaction) => Buffer.from(sign(transaction)).toString('base64')),
      }
    }
    case 'solana_signAndSendTransaction': {
      const url = solana.chains[request.chainId]
      if (!url) {
        throw new ProviderRpcError(
          providerRpcErrorCodes.unrecognizedChain,
          `The wallet does not know chain ${request.chainId}.`,
        )
      }
      const signed = sign(params.transaction)
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'sendTransaction',
          params: [Buffer.from(signed).toString('base64'), { encoding: 'base64' }],
        }),
      })
      const body = (await response.json()) as { result?: string; error?: { message: string } }
      if (body.error || !body.result) throw new Error(body.error?.message ?? 'No signature')
      return { signature: body.result }
    }
    default:
      throw new ProviderRpcError(
        providerRpcErrorCodes.unsupportedMethod,
        `The test wallet does not support ${request.method}.`,
      )
  }
}
