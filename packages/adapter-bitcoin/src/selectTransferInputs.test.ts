import { describe, expect, it } from 'vitest'
import { inputVbytesOf, selectTransferInputs } from './selectTransferInputs.js'

const utxo = (value: number, vout = 0) => ({ txid: 'ab'.repeat(32), vout, value })

describe('selectTransferInputs', () => {
  it('spends the largest outputs first; the fee is the rate × the vsize with change', () => {
    const chosen = selectTransferInputs({
      inputVbytes: 68,
      amount: 150_000n,
      feeRate: 2,
      utxos: [utxo(100_000, 0), utxo(120_000, 1), utxo(10_000, 2)],
    })
    // 11 + 2 × 68 + 2 × 43 = 233 vB.
    expect(chosen).toMatchObject({ vsize: 233, fee: 466n, sufficient: true })
    expect(chosen.chosen.map((item) => item.vout)).toEqual([1, 0])
    expect(chosen.change).toBe(220_000n - 150_000n - 466n)
  })

  it('change below the dust limit goes to the fee; too little is insufficient', () => {
    const dust = selectTransferInputs({
      inputVbytes: 58,
      amount: 99_500n,
      feeRate: 1.5,
      utxos: [utxo(100_000)],
    })
    expect(dust).toMatchObject({ change: 0n, fee: 500n, vsize: 112, sufficient: true })
    const short = selectTransferInputs({
      inputVbytes: 68,
      amount: 99_950n,
      feeRate: 1,
      utxos: [utxo(100_000)],
    })
    expect(short).toMatchObject({ sufficient: false, fee: 122n })
  })

  it('an input of each payment address type', () => {
    expect(inputVbytesOf('bcrt1ql3e9pgs3mmwuwrh95fecme0s0qtn2880hlwwpw')).toBe(68)
    expect(inputVbytesOf('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')).toBe(58)
    expect(inputVbytesOf('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(91)
  })
})
