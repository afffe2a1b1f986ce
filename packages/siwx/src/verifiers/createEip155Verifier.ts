import type { CaipNetworkId, SIWXSession } from '@airlock/blockchain-api'
import {
  BaseError,
  createPublicClient,
  type Hex,
  HttpRequestError,
  http,
  TimeoutError,
  verifyMessage,
} from 'viem'
import { SiwxRpcHttpError, SiwxVerifierUnavailableError } from '../errors/siwx.js'
import type { SiwxVerifier } from './types.js'

export type CreateEip155VerifierParameters = {
  /**
   * RPC URL of a network, for smart accounts: ERC-1271 when deployed, ERC-6492 when not yet.
   * Without one, only signatures of externally owned accounts (EIP-191) are accepted.
   */
  getRpcUrl?: ((chainId: CaipNetworkId) => string | undefined) | undefined
}

/**
 * Verifies eip155 sessions: EIP-191 locally first, then through the chain's RPC for smart
 * accounts (viem's verifyMessage covers ERC-1271 and ERC-6492 wrapped signatures). When that RPC
 * cannot be reached it throws SiwxVerifierUnavailableError rather than calling the signature bad.
 *
 * @example
 * const verifier = createEip155Verifier({ getRpcUrl: () => 'http://127.0.0.1:8545' })
 */
export function createEip155Verifier(
  parameters: CreateEip155VerifierParameters = {},
): SiwxVerifier {
  return {
    namespace: 'eip155',
    async verify(session: SIWXSession) {
      const address = session.data.accountAddress as Hex
      const signature = session.signature as Hex
      if (!/^0x[0-9a-fA-F]{40}$/.test(address) || !/^0x[0-9a-fA-F]*$/.test(signature)) return false
      try {
        if (await verifyMessage({ address, message: session.message, signature })) return true
      } catch {
        // Not an EOA signature (wrong length or encoding): try the account's contract.
      }
      const rpcUrl = parameters.getRpcUrl?.(session.data.chainId)
      if (!rpcUrl) return false
      // viem reports a failed `eth_call` as an invalid signature whatever the reason, so the
      // transport notes when the chain itself did not answer: that says nothing about the
      // signature.
      let outage: unknown
      const fetchFn: typeof fetch = async (input, init) => {
        try {
          const response = await fetch(input, init)
          if (!response.ok) outage = new SiwxRpcHttpError(response.status)
          return response
        } catch (error) {
          outage = error
          throw error
        }
      }
      const client = createPublicClient({ transport: http(rpcUrl, { fetchFn }) })
      let valid: boolean
      try {
        valid = await client.verifyMessage({ address, message: session.message, signature })
      } catch (error) {
        outage ??= isTransportFailure(error) ? error : undefined
        valid = false
      }
      if (!valid && outage !== undefined) {
        throw new SiwxVerifierUnavailableError({ chainId: session.data.chainId, cause: outage })
      }
      return valid
    },
  }
}

/** viem's errors for an RPC that could not be reached, timed out or answered with an HTTP error. */
function isTransportFailure(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return Boolean(
    error.walk((inner) => inner instanceof HttpRequestError || inner instanceof TimeoutError),
  )
}
