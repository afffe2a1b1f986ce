import { randomInt } from 'node:crypto'

/** What a dapp asks the relay to have signed (`POST /v1/channel`'s body, auth-client's shape). */
export type ChannelRequest = {
  siweUri: string
  domain: string
  nonce?: string | undefined
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
  redirectUrl?: string | undefined
  acceptAuthAddress?: boolean | undefined
}

/** What the Farcaster app sends back (`POST /v1/channel/authenticate`'s body). */
type ChannelAnswer = {
  message: string
  signature: `0x${string}`
  authMethod?: 'custody' | 'authAddress' | undefined
  fid: number
  username?: string | undefined
  displayName?: string | undefined
  bio?: string | undefined
  pfpUrl?: string | undefined
}

/** A channel as `GET /v1/channel/status` shows it. */
export type ChannelStatus = {
  state: 'pending' | 'completed'
  nonce: string
  url: string
  signatureParams: Omit<ChannelRequest, 'acceptAuthAddress'> & { nonce: string }
  metadata: { ip: string; userAgent: string }
  acceptAuthAddress: boolean
  message?: string | undefined
  signature?: `0x${string}` | undefined
  authMethod?: 'custody' | 'authAddress' | undefined
  fid?: number | undefined
  username?: string | undefined
  displayName?: string | undefined
  bio?: string | undefined
  pfpUrl?: string | undefined
  custody?: `0x${string}` | undefined
  verifications?: string[] | undefined
}

export type ChannelStore = {
  create: (
    request: ChannelRequest,
    metadata: { ip: string; userAgent: string },
  ) => { channelToken: string; url: string; nonce: string }
  /** The channel, or undefined when unknown or expired. A completed one is read once. */
  read: (channelToken: string) => ChannelStatus | undefined
  /** Completes a pending channel; undefined when unknown, expired or completed already. */
  complete: (
    channelToken: string,
    answer: ChannelAnswer & { custody: `0x${string}` },
  ) => ChannelStatus | undefined
}

const tokenAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const nonceAlphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function randomString(alphabet: string, length: number): string {
  let value = ''
  for (let index = 0; index < length; index++) value += alphabet[randomInt(alphabet.length)]
  return value
}

/**
 * The built-in relay's channels, in memory (one server process; a restart ends the logins in
 * flight, which start again from the QR code). A channel lives `ttlMs`; a completed one is
 * handed out once, then gone (as Farcaster's relay does).
 */
export function createChannelStore(options: { ttlMs: number; urlBase: string }): ChannelStore {
  const channels = new Map<string, { status: ChannelStatus; expiresAt: number }>()
  const live = (channelToken: string) => {
    const now = Date.now()
    for (const [token, channel] of channels) if (channel.expiresAt <= now) channels.delete(token)
    return channels.get(channelToken)
  }
  return {
    create(request, metadata) {
      // 8 characters of 32: the token is a bearer secret only for the app's few seconds.
      let channelToken = randomString(tokenAlphabet, 8)
      while (channels.has(channelToken)) channelToken = randomString(tokenAlphabet, 8)
      const nonce = request.nonce ?? randomString(nonceAlphabet, 16)
      const url = `${options.urlBase}?${new URLSearchParams({ channelToken })}`
      const { acceptAuthAddress = true, ...params } = request
      channels.set(channelToken, {
        expiresAt: Date.now() + options.ttlMs,
        status: {
          state: 'pending',
          nonce,
          url,
          signatureParams: { ...params, nonce },
          metadata,
          acceptAuthAddress,
        },
      })
      return { channelToken, url, nonce }
    },
    read(channelToken) {
      const channel = live(channelToken)
      if (channel?.status.state === 'completed') channels.delete(channelToken)
      return channel?.status
    },
    complete(channelToken, answer) {
      const channel = live(channelToken)
      if (channel?.status.state !== 'pending') return undefined
      channel.status = {
        ...channel.status,
        ...answer,
        state: 'completed',
        authMethod: answer.authMethod ?? 'custody',
        verifications: [],
      }
      return channel.status
    },
  }
}
