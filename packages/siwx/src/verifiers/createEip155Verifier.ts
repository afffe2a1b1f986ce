import type { CaipNetworkId, SIWXSession } from '@airlock/core'
import { createPublicClient, type Hex, http, verifyMessage } from 'viem'
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
 * accounts (viem's verifyMessage covers ERC-1271 and ERC-6492 wrapped signatures).
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
      const client = createPublicClient({ transport: http(rpcUrl) })
      try {
        return await client.verifyMessage({ address, message: session.message, signature })
      } catch {
        return false
      }
    },
  }
}
