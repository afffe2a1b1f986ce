/**
 * An EVM chain id as a number, from a number, a decimal or hex string, or a CAIP-2 `eip155:` id;
 * undefined for anything else.
 */
export function readEvmChainId(chain: string | number | undefined): number | undefined {
  if (chain === undefined) return undefined
  const value = typeof chain === 'string' ? chain.replace(/^eip155:/, '') : chain
  const id =
    typeof value === 'number' ? value : /^(0x[0-9a-f]+|\d+)$/i.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}
