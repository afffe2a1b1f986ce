/**
 * The order of run `run`: every app once, stepping through the list by a stride coprime with its
 * length from a start that moves each run. The stride changes run by run, so each app follows
 * each other app about equally often (with 7 apps, exactly: every ordered pair 6 times in 42
 * runs): what a page view leaves behind (a closing renderer, a spare process starting) weighs on
 * every app alike, where a plain rotation would put the same app before it every time.
 */
export function runOrder<T>(apps: readonly T[], run: number): T[] {
  const count = apps.length
  const strides = Array.from({ length: count }, (_, index) => index).filter(
    (stride) => stride > 0 && greatestCommonDivisor(stride, count) === 1,
  )
  const stride = strides[run % Math.max(strides.length, 1)] ?? 1
  return apps.map((_, index) => apps[(run + index * stride) % count] as T)
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b)
}
