/**
 * CSS declarations for a stylesheet, one per line, from property names and values (a palette of
 * `themePalettes`, `themeTokens`).
 *
 * @example formatCssDeclarations({ '--_fg': '#141414' }) // '--_fg: #141414;'
 */
export function formatCssDeclarations(declarations: Readonly<Record<string, string>>): string {
  return Object.entries(declarations)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n')
}
