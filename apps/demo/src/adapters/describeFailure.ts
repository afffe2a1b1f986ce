type ErrorNode = { name?: unknown; code?: unknown; cause?: unknown; info?: { error?: unknown } }

/**
 * How the demo shows a failed request, as a dapp tells failures apart: the rejection class when
 * one is in the chain (`UserRejectedRequestError`), else the error's own code or name, then the
 * EIP-1193 code found under it (viem and Airlock keep the cause, ethers 6 its `info.error`).
 */
export function describeFailure(error: unknown): string {
  const chain: ErrorNode[] = []
  let current: unknown = error
  while (typeof current === 'object' && current !== null && chain.length < 8) {
    const node = current as ErrorNode
    chain.push(node)
    current = node.cause ?? node.info?.error
  }
  const outer = chain[0]
  const rejection = chain.find((node) => node.name === 'UserRejectedRequestError')
  const label =
    rejection?.name ?? (typeof outer?.code === 'string' ? outer.code : outer?.name) ?? 'Error'
  const code = chain.find((node) => typeof node.code === 'number')?.code
  return code === undefined ? String(label) : `${String(label)} ${String(code)}`
}
