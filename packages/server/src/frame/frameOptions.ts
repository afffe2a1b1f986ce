/** An SMTP relay the frame backend sends its emails through. */
export type SmtpOptions = {
  host: string
  port: number
  /** TLS from the first byte (port 465). Default: false (STARTTLS when the relay offers it). */
  secure?: boolean | undefined
  user?: string | undefined
  pass?: string | undefined
  /** The sender, e.g. `Airlock <login@example.com>`. */
  from: string
}

import type { FarcasterOptions } from './farcaster/farcasterOptions.js'
import type { PaymasterOptions } from './paymaster/paymasterOptions.js'
import type { SocialOptions } from './social/socialOptions.js'

/** A fixed-window limit: at most `max` in `windowMs`. */
export type FrameLimit = { max: number; windowMs: number }

/** The frame backend and the frame site, on their own origin (a second listener). */
export type FrameServerOptions = {
  /** Port of the frame origin's listener. Default: 8788, or a free one when the API port is 0. */
  port?: number | undefined
  /**
   * The frame's public origin, the only page origin its routes answer. Default:
   * `http://wallet.localhost:PORT` (Chromium resolves `*.localhost` to loopback).
   */
  publicOrigin?: string | undefined
  /** Where the emails go. Default: the local stack's sink, 127.0.0.1:1025. */
  smtp?: SmtpOptions | undefined
  /**
   * Key of the HMAC that codes and approval links are stored under (so a database dump cannot be
   * guessed offline). Default: random per start, so codes in flight die with a restart.
   */
  codeSecret?: string | undefined
  /** Folder of the frame site's static build. Default: `@airlock/frame`'s, else a placeholder. */
  siteDir?: string | undefined
  /** Extra `connect-src` sources of the frame site's CSP (chain RPCs are added already). */
  connectSources?: string[] | undefined
  /**
   * Social login: the OAuth 2.0 / OpenID Connect client of each provider offered (client id and
   * secret; endpoints default to the real provider's). The provider calls back to
   * `<publicOrigin>/oauth/callback`: register that redirect URI. Default: none.
   */
  social?: SocialOptions | undefined
  /**
   * Sign In With Farcaster: the ID registry's chain (Optimism's RPC in production), the auth relay
   * (`https://relay.farcaster.xyz` in production) or the built-in one's key. Default: off.
   */
  farcaster?: FarcasterOptions | undefined
  /**
   * The ERC-4337 bundler (JSON-RPC URL) of each EVM chain id where the embedded wallet's smart
   * account works, e.g. `{ 31337: 'http://127.0.0.1:4337/rpc' }`; the frame reaches it through
   * `/v1/frame/bundler`. Default: none (the wallet has its EOA only).
   */
  bundlers?: Record<number, string> | undefined
  /**
   * A verifying paymaster per EVM chain id (with a bundler) that sponsors the smart account's
   * gas: its contract (e.g. `DevPaymaster` of `@airlock/testing`, funded at the EntryPoint) and
   * the key whose approvals it honours. The frame asks `/v1/frame/paymaster` (ERC-7677) with its
   * session; only that session's own smart account is sponsored, within the gas, fee, daily and
   * rate limits of `PaymasterOptions`. Default: none (the account pays its gas).
   */
  paymasters?: Record<number, PaymasterOptions> | undefined
  /** A known user on a device it never used gets an approval link first. Default: true. */
  deviceApproval?: boolean | undefined
  /** Overrides of the limits (tests shorten them). */
  limits?:
    | {
        cooldownMs?: number | undefined
        codeTtlMs?: number | undefined
        codeMaxAttempts?: number | undefined
        sessionTtlMs?: number | undefined
        /** A session unused this long ends. Default: 3 days. */
        sessionIdleMs?: number | undefined
        deviceApprovalTtlMs?: number | undefined
        /** Emails sent to one address. Default: 10 per hour. */
        emailsPerAddress?: FrameLimit | undefined
        /** Logins started from one IP address. Default: 30 per hour. */
        startsPerIp?: FrameLimit | undefined
        /** Distinct addresses one IP address may start email logins for. Default: 10 per hour. */
        addressesPerIp?: FrameLimit | undefined
        /**
         * Releases of a wallet's recovery halves to sessions on devices the user had not used.
         * Default: 5 per day per user.
         */
        recoveryReleasesPerUser?: FrameLimit | undefined
        /** Code guesses from one IP address. Default: 60 per 10 minutes. */
        guessesPerIp?: FrameLimit | undefined
        /** How long a social or Farcaster login may take from start to redeem. Default: 10 minutes. */
        socialAttemptTtlMs?: number | undefined
      }
    | undefined
}
