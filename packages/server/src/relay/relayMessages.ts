import { z } from 'zod'

/** JSON-RPC error codes the relay answers with. */
export const rpcErrors = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  internal: { code: -32603, message: 'Internal error' },
  rateLimited: { code: -32029, message: 'Rate limit exceeded' },
  messageTooLarge: { code: -32031, message: 'Message too large' },
  /** The publisher's held messages, or everyone's, would pass their byte quota. */
  quotaExceeded: { code: -32030, message: 'Storage quota exceeded' },
} as const

export type RpcError = { code: number; message: string; data?: unknown }

const topic = z.string().min(1).max(128)
const ttl = z
  .number()
  .int()
  .min(1)
  .max(30 * 24 * 60 * 60)
const tag = z.number().int().min(0).optional()
const attestation = z.string().max(8192).nullish()

const publishParams = z.looseObject({
  topic,
  message: z.string(),
  ttl,
  tag,
  prompt: z.boolean().optional(),
  attestation,
})

/** Params of every method the relay serves, by method name. */
const methodParams = {
  irn_publish: publishParams,
  irn_batchPublish: z.object({ messages: z.array(publishParams).min(1).max(500) }),
  irn_subscribe: z.looseObject({ topic }),
  irn_batchSubscribe: z.looseObject({ topics: z.array(topic).max(500) }),
  irn_unsubscribe: z.looseObject({ topic, id: z.string().optional() }),
  irn_batchUnsubscribe: z.looseObject({
    subscriptions: z.array(z.looseObject({ topic, id: z.string().optional() })).max(500),
  }),
  irn_fetchMessages: z.looseObject({ topic }),
  irn_batchFetchMessages: z.looseObject({ topics: z.array(topic).max(500) }),
  wc_proposeSession: z.looseObject({
    pairingTopic: topic,
    sessionProposal: z.string(),
    ttl,
    tag,
    attestation,
  }),
  wc_approveSession: z.looseObject({
    sessionTopic: topic,
    pairingTopic: topic,
    sessionProposalResponse: z.string(),
    sessionSettlementRequest: z.string(),
    ttl,
    tag,
  }),
} as const

export type RelayMethod = keyof typeof methodParams
export type MethodParams<method extends RelayMethod> = z.infer<(typeof methodParams)[method]>

const rpcId = z.union([z.number(), z.string()])

const request = z.object({
  jsonrpc: z.literal('2.0'),
  id: rpcId,
  method: z.string().min(1),
  params: z.unknown().optional(),
})

const response = z.object({
  jsonrpc: z.literal('2.0'),
  id: rpcId,
  result: z.unknown().optional(),
  error: z.unknown().optional(),
})

export type RpcId = z.infer<typeof rpcId>

export type IncomingFrame =
  | { kind: 'request'; id: RpcId; method: string; params: unknown }
  | { kind: 'response'; id: RpcId; ok: boolean }
  | { kind: 'invalid'; id: RpcId | null; error: RpcError }

// Clients send ids above 2^53 (`Date.now() * 10^6 + random`); JSON.parse would round them and the
// client could not match our answer. Such ids are carried as strings behind this marker and
// written back as the same digits.
const bigIdMarker = '\uE000'

const ackPattern = /^\{"id":(\d{1,15}),"jsonrpc":"2\.0","result":true\}$/

/** Reads one frame: a request, an acknowledgement of a push, or why it is not valid JSON-RPC. */
export function parseFrame(text: string): IncomingFrame {
  // The acknowledgement of a push, as clients write it: most of the traffic, read without parsing.
  const ack = ackPattern.exec(text)
  if (ack) return { kind: 'response', id: Number(ack[1]), ok: true }
  let value: unknown
  try {
    value = JSON.parse(
      // Only frames with a long digit run can hold such an id (acknowledgements never do).
      !/\d{16}/.test(text)
        ? text
        : text.replace(
            /("id"\s*:\s*)(-?\d{16,})(?=\s*[,}])/g,
            (whole, key: string, digits: string) =>
              Number.isSafeInteger(Number(digits)) ? whole : `${key}"${bigIdMarker}${digits}"`,
          ),
    )
  } catch {
    return { kind: 'invalid', id: null, error: rpcErrors.parse }
  }
  // Acknowledgements of pushes are most of the traffic: the cheap schema first.
  const hasMethod = typeof value === 'object' && value !== null && 'method' in value
  const asResponse = hasMethod ? undefined : response.safeParse(value)
  if (asResponse?.success && (asResponse.data.result !== undefined || asResponse.data.error)) {
    return { kind: 'response', id: asResponse.data.id, ok: asResponse.data.error === undefined }
  }
  const asRequest = request.safeParse(value)
  if (asRequest.success) {
    return {
      kind: 'request',
      id: asRequest.data.id,
      method: asRequest.data.method,
      params: asRequest.data.params,
    }
  }
  const id = rpcId.safeParse((value as { id?: unknown } | null)?.id)
  return { kind: 'invalid', id: id.success ? id.data : null, error: rpcErrors.invalidRequest }
}

/** A JSON-RPC answer, with big ids written back exactly as they came. */
export function formatResponse(
  id: RpcId | null,
  outcome: { result: unknown } | { error: RpcError },
): string {
  const body = JSON.stringify({ id: 0, jsonrpc: '2.0', ...outcome })
  const rawId =
    typeof id === 'string' && id.startsWith(bigIdMarker) ? id.slice(1) : JSON.stringify(id)
  return `{"id":${rawId}${body.slice('{"id":0'.length)}`
}

/** Validates a request's params for a known method. */
export function parseParams<method extends RelayMethod>(
  method: method,
  params: unknown,
): { success: true; data: MethodParams<method> } | { success: false; error: RpcError } {
  const parsed = methodParams[method].safeParse(params)
  if (parsed.success) return { success: true, data: parsed.data as MethodParams<method> }
  return {
    success: false,
    error: {
      ...rpcErrors.invalidParams,
      data: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    },
  }
}

export function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(methodParams, method)
}

/** One message the relay holds for a topic until its TTL runs out. */
export type RelayMessage = {
  /** sha256 of topic and message: the same message published twice is stored once. */
  id: string
  topic: string
  message: string
  tag: number
  attestation?: string | undefined
  publishedAt: number
  expiresAt: number
  /** The client id of the publisher, who never receives it back. */
  publisher: string
}
