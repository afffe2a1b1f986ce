/** Block tags that name the chain's head (or a block just below it). */
const headTags = new Set(['latest', 'pending', 'safe', 'finalized'])

/**
 * How many blocks an `eth_getLogs` call spans, `fromBlock` to `toBlock` (both default to
 * `latest`); `readHead` is asked only when one end names the head and the other a number.
 * Undefined when the filter names a block hash or an end the node alone can judge.
 *
 * @example await getLogsBlockSpan([{ fromBlock: '0x0', toBlock: '0x63' }], readHead) // 100n
 */
export async function getLogsBlockSpan(
  params: unknown,
  readHead: () => Promise<bigint>,
): Promise<bigint | undefined> {
  const filter = Array.isArray(params) ? (params[0] as unknown) : undefined
  if (typeof filter !== 'object' || filter === null) return undefined
  const { fromBlock = 'latest', toBlock = 'latest', blockHash } = filter as Record<string, unknown>
  if (blockHash !== undefined) return undefined
  if (isHeadTag(fromBlock) && isHeadTag(toBlock)) return 1n
  let head: bigint | undefined
  const resolve = async (block: unknown): Promise<bigint | undefined> => {
    if (isHeadTag(block)) {
      head ??= await readHead().catch(() => undefined)
      return head
    }
    if (block === 'earliest') return 0n
    if (typeof block === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(block)) return BigInt(block)
    if (typeof block === 'number' && Number.isSafeInteger(block) && block >= 0) return BigInt(block)
    return undefined
  }
  const from = await resolve(fromBlock)
  const to = await resolve(toBlock)
  if (from === undefined || to === undefined) return undefined
  return to >= from ? to - from + 1n : 0n
}

function isHeadTag(block: unknown): boolean {
  return typeof block === 'string' && headTags.has(block)
}
