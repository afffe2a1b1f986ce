/**
 * A square SVG icon drawn from a name: its initials on a colour derived from the id. Nothing is
 * downloaded and every icon is ours to ship.
 */
export function createMonogramSvg(parameters: {
  id: string
  label: string
  rounded?: boolean
}): string {
  const hue = hashOf(parameters.id) % 360
  const initials = initialsOf(parameters.label)
  const radius = parameters.rounded === false ? 48 : 22
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">',
    `<title>${escapeXml(parameters.label)}</title>`,
    `<rect width="96" height="96" rx="${radius}" fill="hsl(${hue} 62% 42%)"/>`,
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${initials.length > 2 ? 26 : 36}" font-weight="600" fill="#fff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('')
}

function initialsOf(label: string): string {
  const words = label
    .replace(/[^\p{L}\p{N}\s.-]/gu, ' ')
    .split(/[\s.-]+/)
    .filter(Boolean)
  if (words.length === 0) return '?'
  if (words.length === 1) return (words[0] ?? '?').slice(0, 2).toUpperCase()
  return words
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()
}

function hashOf(text: string): number {
  let hash = 2166136261
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
