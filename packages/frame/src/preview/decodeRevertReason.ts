import { decodeErrorResult, type Hex, isHex, parseAbi, slice } from 'viem'

/**
 * Why a call reverted: its `Error(string)` message, a `Panic(uint256)` code, a custom error (by
 * name and arguments when it is one of OpenZeppelin's token errors, else by selector), or nothing
 * (a bare `revert()`).
 */
export type RevertReason =
  | { kind: 'message'; message: string }
  | { kind: 'panic'; code: bigint }
  | { kind: 'custom'; selector: Hex; signature?: string | undefined }
  | { kind: 'none' }

/** OpenZeppelin 5's IERC20Errors and IERC721Errors: the custom errors most token calls revert with. */
const knownErrors = parseAbi([
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InvalidSender(address sender)',
  'error ERC20InvalidReceiver(address receiver)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InvalidApprover(address approver)',
  'error ERC20InvalidSpender(address spender)',
  'error ERC721InvalidOwner(address owner)',
  'error ERC721NonexistentToken(uint256 tokenId)',
  'error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)',
  'error ERC721InvalidSender(address sender)',
  'error ERC721InvalidReceiver(address receiver)',
  'error ERC721InsufficientApproval(address operator, uint256 tokenId)',
  'error ERC721InvalidApprover(address approver)',
  'error ERC721InvalidOperator(address operator)',
])

/** The longest revert message shown: a contract writes it, so it is kept short and plain. */
const maxMessageLength = 200

/** Drops control and direction-override characters, which could disguise the text around them. */
function plainText(text: string): string {
  const plain = text.replace(/[\p{Cc}\p{Cf}]/gu, ' ').trim()
  return plain.length > maxMessageLength ? `${plain.slice(0, maxMessageLength - 1)}…` : plain
}

/**
 * Decodes a reverted call's return data into its reason.
 *
 * @example
 * decodeRevertReason('0x08c379a0…') // { kind: 'message', message: 'UniswapV2Router: EXPIRED' }
 */
export function decodeRevertReason(data: string | undefined): RevertReason {
  if (!data || !isHex(data) || data.length < 10) return { kind: 'none' }
  try {
    const { errorName, args } = decodeErrorResult({ abi: knownErrors, data })
    // viem decodes Solidity's own Error and Panic besides the ABI's errors.
    const name: string = errorName
    if (name === 'Error') return { kind: 'message', message: plainText(String(args[0])) }
    if (name === 'Panic') return { kind: 'panic', code: BigInt(args[0] as bigint) }
    return {
      kind: 'custom',
      selector: slice(data, 0, 4),
      signature: `${errorName}(${(args ?? []).map(String).join(', ')})`,
    }
  } catch {
    return { kind: 'custom', selector: slice(data, 0, 4) }
  }
}
