/**
 * Sign In With Farcaster. The visitor scans the channel's QR code with the Farcaster app, which
 * signs a SIWE message with the account's custody key and hands it to the auth relay; the server
 * reads it back from the relay and checks it against the ID registry itself.
 */
export type FarcasterOptions = {
  /** RPC of the chain the ID registry is on: Optimism in production. */
  rpcUrl: string
  /** The ID registry (`idOf(address)`). Default: Farcaster's IdRegistry on Optimism. */
  idRegistry?: `0x${string}` | undefined
  /**
   * The auth relay channels go through. Production: `https://relay.farcaster.xyz`, the one
   * outside service Farcaster login needs (Farcaster's app answers only its channels). Default:
   * the server's own relay on the frame origin, which only apps holding `relayAuthKey` complete.
   */
  relayUrl?: string | undefined
  /**
   * Turns the built-in relay on (`/v1/channel`, `/v1/channel/status`,
   * `/v1/channel/authenticate` on the frame origin): the key an app sends in
   * `X-Farcaster-Auth-Relay-Key` to complete a channel.
   */
  relayAuthKey?: string | undefined
  /** Where the built-in relay's channel URLs point (the app's sign-in link). */
  channelUrlBase?: string | undefined
}

/** Farcaster's IdRegistry on Optimism. */
export const farcasterIdRegistry = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** Farcaster's own channel link (what its relay puts in `url`). */
export const farcasterChannelUrlBase = 'https://farcaster.xyz/~/siwf'
