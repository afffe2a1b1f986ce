import { createAppClient } from '@farcaster/auth-client'
import { createPublicClient, http, parseAbi } from 'viem'
import { FarcasterRelayAnswerError } from '../../errors/upstreamErrors.js'
import type { ChannelRequest, ChannelStatus, ChannelStore } from './createChannelStore.js'
import { type FarcasterOptions, farcasterIdRegistry } from './farcasterOptions.js'

/** The auth relay as the frame backend uses it: the built-in one or Farcaster's, over HTTP. */
type FarcasterRelay = {
  createChannel: (
    request: ChannelRequest,
  ) => Promise<{ channelToken: string; url: string; nonce: string }>
  /** The channel, or undefined when the relay does not know it (unknown, expired, read). */
  status: (channelToken: string) => Promise<ChannelStatus | undefined>
}

type FarcasterVerification = { ok: true; fid: number } | { ok: false; reason: string }

export type FarcasterAuth = {
  relay: FarcasterRelay
  /**
   * Checks a signed Sign In With Farcaster message: its statement, chain (10), domain and nonce
   * (the attempt's), the signature from the message's address (EOA, or ERC-1271 on the registry's
   * chain), and that the ID registry gives that address the message's fid.
   */
  verify: (parameters: {
    message: string
    signature: `0x${string}`
    domain: string
    nonce: string
  }) => Promise<FarcasterVerification>
}

const idRegistryAbi = parseAbi(['function idOf(address owner) view returns (uint256)'])

/**
 * Sign In With Farcaster's two outside parts: the relay (the built-in `store`, else
 * `options.relayUrl` through `@farcaster/auth-client`) and the ID registry on `options.rpcUrl`.
 */
export function createFarcasterAuth(
  options: FarcasterOptions,
  store: ChannelStore | undefined,
): FarcasterAuth {
  const publicClient = createPublicClient({ transport: http(options.rpcUrl) })
  const registry = options.idRegistry ?? farcasterIdRegistry
  const client = createAppClient({
    relay: options.relayUrl ?? 'http://relay.invalid',
    ethereum: {
      getFid: (custody) =>
        publicClient.readContract({
          address: registry,
          abi: idRegistryAbi,
          functionName: 'idOf',
          args: [custody],
        }),
      // Only the custody address signs in: auth addresses (KeyRegistry) are not looked up.
      isValidAuthAddress: async () => false,
      publicClient,
    },
  })

  const relay: FarcasterRelay =
    store && !options.relayUrl
      ? {
          createChannel: async (request) =>
            store.create(request, { ip: '127.0.0.1', userAgent: 'airlock-server' }),
          status: async (channelToken) => store.read(channelToken),
        }
      : {
          async createChannel(request) {
            const answer = await client.createChannel(request)
            if (answer.isError || answer.response.status !== 201) {
              throw new FarcasterRelayAnswerError(
                `The Farcaster relay refused the channel (${answer.response?.status ?? answer.error})`,
              )
            }
            return answer.data
          },
          async status(channelToken) {
            const answer = await client.status({ channelToken })
            if (answer.isError) throw answer.error
            if (answer.response.status === 401 || answer.response.status === 404) return undefined
            if (answer.response.status !== 200 && answer.response.status !== 202) {
              throw new FarcasterRelayAnswerError(
                `The Farcaster relay answered ${answer.response.status}`,
              )
            }
            return answer.data as ChannelStatus
          },
        }

  return {
    relay,
    async verify({ message, signature, domain, nonce }) {
      const result = await client.verifySignInMessage({
        message,
        signature,
        domain,
        nonce,
        acceptAuthAddress: false,
      })
      if (result.isError) return { ok: false, reason: result.error?.message ?? 'refused' }
      return { ok: true, fid: result.fid }
    },
  }
}
