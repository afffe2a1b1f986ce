// Time-to-live (seconds) and relay tag of each sign-protocol message, request and response, as
// WalletConnect's sign API specifies them (a relay uses tags to route pushes; TTLs bound storage).

const fiveMinutes = 300
const oneDay = 86_400

export const rpcOptions = {
  wc_sessionPropose: {
    req: { ttl: fiveMinutes, tag: 1100, prompt: true },
    res: { ttl: fiveMinutes, tag: 1101 },
  },
  wc_sessionSettle: { req: { ttl: fiveMinutes, tag: 1102 }, res: { ttl: fiveMinutes, tag: 1103 } },
  wc_sessionUpdate: { req: { ttl: oneDay, tag: 1104 }, res: { ttl: oneDay, tag: 1105 } },
  wc_sessionExtend: { req: { ttl: oneDay, tag: 1106 }, res: { ttl: oneDay, tag: 1107 } },
  wc_sessionRequest: {
    req: { ttl: 3 * fiveMinutes, tag: 1108, prompt: true },
    res: { ttl: 3 * fiveMinutes, tag: 1109 },
  },
  wc_sessionEvent: { req: { ttl: fiveMinutes, tag: 1110 }, res: { ttl: fiveMinutes, tag: 1111 } },
  wc_sessionDelete: { req: { ttl: oneDay, tag: 1112 }, res: { ttl: oneDay, tag: 1113 } },
  wc_sessionPing: { req: { ttl: oneDay, tag: 1114 }, res: { ttl: oneDay, tag: 1115 } },
  wc_pairingDelete: { req: { ttl: oneDay, tag: 1000 }, res: { ttl: oneDay, tag: 1001 } },
  wc_pairingPing: { req: { ttl: 30, tag: 1002 }, res: { ttl: 30, tag: 1003 } },
} as const satisfies Record<
  string,
  { req: { ttl: number; tag: number; prompt?: boolean }; res: { ttl: number; tag: number } }
>

export type SignMethod = keyof typeof rpcOptions

/** A session lives seven days from settlement or its last extension. */
export const sessionTtlSeconds = 7 * oneDay
/** A pairing that led to a session lives thirty days. */
export const pairingTtlSeconds = 30 * oneDay
/** How long a proposal (and its pairing URI) waits for a wallet. */
export const proposalTtlSeconds = fiveMinutes

/** `USER_DISCONNECTED`, what either side sends when ending a session or pairing. */
export const userDisconnected = { code: 6000, message: 'User disconnected.' } as const

/** A JSON-RPC id as WalletConnect makes them: milliseconds × 1000 plus three random digits. */
export function createPayloadId(): number {
  return Date.now() * 1000 + Math.floor(Math.random() * 1000)
}
