/**
 * The modal's own colours in light and dark mode, as the CSS variables (`--_accent`, …) that its
 * styles and the wallet frame's read. The theme variables change some of them through
 * `themeTokens` (the accent, the background's mix); the rest follow the mode.
 */
export const themePalettes = {
  light: {
    '--_accent': '#0a5ed7',
    '--_on-accent': '#ffffff',
    '--_bg-base': '#ffffff',
    '--_fg': '#141414',
    '--_fg-muted': '#5a5f66',
    '--_surface': '#f3f4f6',
    '--_surface-hover': '#e7e9ec',
    '--_border': '#e4e7eb',
    '--_error': '#b42318',
    '--_success': '#067647',
    '--_overlay': 'rgba(0, 0, 0, 0.4)',
  },
  dark: {
    '--_accent': '#6fa8ff',
    '--_on-accent': '#121313',
    '--_bg-base': '#121313',
    '--_fg': '#e4e7e7',
    '--_fg-muted': '#9aa1a6',
    '--_surface': '#1e2020',
    '--_surface-hover': '#2a2d2e',
    '--_border': '#2a2d2e',
    '--_error': '#ff8a80',
    '--_success': '#6ce9a6',
    '--_overlay': 'rgba(0, 0, 0, 0.6)',
  },
} as const satisfies Record<'light' | 'dark', Record<`--_${string}`, string>>
