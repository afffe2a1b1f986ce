import { encode } from 'uqr'

export type QrCodePathParameters = {
  /** Error correction: 'M' for a plain code, 'H' when a mark covers the centre. */
  ecc: 'M' | 'H'
  /** The share of the code's width left clear in its centre for a mark (0 by default). */
  clearCentre?: number
}
export type QrCodePathReturnType = {
  /** One SVG path of the dark modules, one unit per module. */
  path: string
  /** Modules per side, the quiet zone uqr adds included: the SVG's viewBox. */
  size: number
}

/**
 * A QR code as one SVG path of its dark modules, with a square in the centre left clear when
 * a mark is drawn over it.
 *
 * @example
 * const { path, size } = qrCodePath(uri, { ecc: 'H', clearCentre: 0.22 })
 * // <svg viewBox={`0 0 ${size} ${size}`}><path d={path} /></svg>
 */
export function qrCodePath(value: string, parameters: QrCodePathParameters): QrCodePathReturnType {
  const { data, size } = encode(value, { ecc: parameters.ecc })
  const clear = Math.floor(size * (parameters.clearCentre ?? 0))
  const from = Math.floor((size - clear) / 2)
  const to = from + clear
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return
      if (x >= from && x < to && y >= from && y < to) return
      path += `M${x} ${y}h1v1h-1z`
    })
  })
  return { path, size }
}
