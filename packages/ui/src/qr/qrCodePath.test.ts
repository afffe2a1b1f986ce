import { encode } from 'uqr'
import { expect, test } from 'vitest'
import { qrCodePath } from './qrCodePath.js'

/** The modules a path draws, as "x,y" keys. */
const drawn = (path: string) =>
  new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`))

const uri =
  'wc:7f6e8a@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

test('the path draws exactly the dark modules of the code', () => {
  const { data, size } = encode(uri, { ecc: 'M' })
  const { path, size: pathSize } = qrCodePath(uri, { ecc: 'M' })
  expect(pathSize).toBe(size)
  const dark = new Set<string>()
  data.forEach((row, y) => {
    row.forEach((isDark, x) => {
      if (isDark) dark.add(`${x},${y}`)
    })
  })
  expect(drawn(path)).toEqual(dark)
})

test('a clear centre leaves out the dark modules of the middle square only', () => {
  const { size } = encode(uri, { ecc: 'H' })
  const whole = drawn(qrCodePath(uri, { ecc: 'H' }).path)
  const cleared = drawn(qrCodePath(uri, { ecc: 'H', clearCentre: 0.22 }).path)
  const clear = Math.floor(size * 0.22)
  const from = Math.floor((size - clear) / 2)
  const inCentre = (key: string) => {
    const [x, y] = key.split(',').map(Number) as [number, number]
    return x >= from && x < from + clear && y >= from && y < from + clear
  }
  expect([...cleared].some(inCentre)).toBe(false)
  expect(cleared).toEqual(new Set([...whole].filter((key) => !inCentre(key))))
  // The centre had dark modules to leave out.
  expect(whole.size).toBeGreaterThan(cleared.size)
})
