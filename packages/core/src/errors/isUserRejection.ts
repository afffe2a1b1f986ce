/** True for an EIP-1193 4001 (user rejected) error, however deeply a library wrapped it. */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current; depth++) {
    if (typeof current !== 'object') return false
    const candidate = current as { code?: unknown; name?: unknown; cause?: unknown }
    if (candidate.code === 4001 || candidate.name === 'UserRejectedRequestError') return true
    current = candidate.cause
  }
  return false
}
