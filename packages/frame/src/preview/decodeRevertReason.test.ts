import { encodeErrorResult, parseAbi } from 'viem'
import { expect, test } from 'vitest'
import { decodeRevertReason } from './decodeRevertReason.js'

test('Error(string): the message, plain (no control or direction characters) and short', () => {
  const error = (message: string) =>
    encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: [message],
    })
  expect(decodeRevertReason(error('UniswapV2Router: EXPIRED'))).toEqual({
    kind: 'message',
    message: 'UniswapV2Router: EXPIRED',
  })
  expect(decodeRevertReason(error('ok\u202Egnp.exe\n'))).toEqual({
    kind: 'message',
    message: 'ok gnp.exe',
  })
  expect((decodeRevertReason(error('x'.repeat(500))) as { message: string }).message).toHaveLength(
    200,
  )
})

test('Panic(uint256): its code', () => {
  const data = encodeErrorResult({
    abi: parseAbi(['error Panic(uint256)']),
    errorName: 'Panic',
    args: [0x11n],
  })
  expect(decodeRevertReason(data)).toEqual({ kind: 'panic', code: 0x11n })
})

test('a custom error: by name when OpenZeppelin defines it, else by selector', () => {
  const known = encodeErrorResult({
    abi: parseAbi([
      'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
    ]),
    errorName: 'ERC20InsufficientAllowance',
    args: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 0n, 5n],
  })
  expect(decodeRevertReason(known)).toEqual({
    kind: 'custom',
    selector: '0xfb8f41b2',
    signature: 'ERC20InsufficientAllowance(0x70997970C51812dc3A010C7d01b50e0d17dc79C8, 0, 5)',
  })
  // Uniswap V3's `error T()` kind of thing, unknown here.
  expect(decodeRevertReason('0xdeadbeef0000')).toEqual({ kind: 'custom', selector: '0xdeadbeef' })
})

test('no data, or too little to name anything: no reason', () => {
  expect(decodeRevertReason(undefined)).toEqual({ kind: 'none' })
  expect(decodeRevertReason('0x')).toEqual({ kind: 'none' })
  expect(decodeRevertReason('0x1234')).toEqual({ kind: 'none' })
})
