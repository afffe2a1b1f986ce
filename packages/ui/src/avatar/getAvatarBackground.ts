/**
 * A CSS gradient that stands for an address: three hues taken from its characters, so the same
 * address always draws the same avatar.
 *
 * @example getAvatarBackground('0xf39F…2266') // 'radial-gradient(…)'
 */
export function getAvatarBackground(address: string): string {
  const hex = address.replace(/^0x/i, '').toLowerCase()
  let hash = 0
  for (const char of hex) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const hue = hash % 360
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360
  const third = (hue + 160 + ((hash >>> 17) % 80)) % 360
  return `radial-gradient(circle at 30% 25%, hsl(${hue} 85% 72%), hsl(${second} 75% 55%) 55%, hsl(${third} 70% 40%))`
}
