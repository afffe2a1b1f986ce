import * as z from 'zod/mini'

/** One JSON-RPC call. */
export type JsonRpcCall = { method: string; params: unknown[] }

/** One call's answer: its result, or the node's error. */
export type JsonRpcAnswer =
  | { result: unknown; error?: undefined }
  | { result?: undefined; error: { code: number; message: string } }

const answerSchema = z.looseObject({
  id: z.number(),
  result: z.optional(z.unknown()),
  error: z.optional(z.looseObject({ code: z.number(), message: z.string() })),
})

/**
 * Posts calls to an EVM node in one HTTP request (a JSON-RPC batch when there are several) and
 * answers each call's result or error, in order; an answer that is not JSON-RPC (a proxy's error
 * page) is a parse error (-32700) for every call. Throws when the node does not answer (network,
 * `signal`).
 */
export async function requestJsonRpc(
  url: string,
  calls: JsonRpcCall[],
  signal: AbortSignal,
): Promise<JsonRpcAnswer[]> {
  const bodies = calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call }))
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bodies.length === 1 ? bodies[0] : bodies),
    signal,
  })
  const json: unknown = await response.json().catch(() => undefined)
  const parsed = z.array(answerSchema).safeParse(Array.isArray(json) ? json : [json])
  if (!parsed.success) {
    const error = { code: -32700, message: `Not a JSON-RPC answer (HTTP ${response.status})` }
    return calls.map(() => ({ error }))
  }
  return calls.map((_, index): JsonRpcAnswer => {
    const answer = parsed.data.find((item) => item.id === index)
    if (answer?.error) return { error: answer.error }
    if (answer && 'result' in answer) return { result: answer.result }
    // A node that answers a batch with one error for the whole batch.
    const whole = parsed.data.length === 1 ? parsed.data[0]?.error : undefined
    return { error: whole ?? { code: -32603, message: 'No answer' } }
  })
}
