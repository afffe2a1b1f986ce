/**
 * What a themed surface (the modal's root, the wallet frame's document) derives from the palette
 * (`themePalettes`) and the theme variables (`getThemeCssVariables`): the accent, the background
 * mixed with `--w3m-color-mix`, the font size and radius units (sizes are multiples of them), the
 * z-index and the font. Both surfaces declare exactly these, so they wear the same theme.
 */
export const themeTokens = {
  '--accent': 'var(--airlock-accent, var(--_accent))',
  '--bg':
    'color-mix(in srgb, var(--airlock-color-mix, var(--_bg-base)) var(--airlock-color-mix-strength, 0%), var(--_bg-base))',
  '--fs': 'var(--airlock-font-size-master, 10px)',
  '--radius': 'var(--airlock-border-radius-master, 4px)',
  '--z': 'var(--airlock-z-index, 999)',
  'font-family':
    "var(--airlock-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif)",
} as const
