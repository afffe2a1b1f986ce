import type { ModalThemeVariables, ThemeVariables } from './types.js'

/** Each `--w3m-*` key the modal maps, and AppKit's newer `--apkt-*` name for it. */
const newerNames = {
  '--w3m-accent': '--apkt-accent',
  '--w3m-color-mix': '--apkt-color-mix',
  '--w3m-color-mix-strength': '--apkt-color-mix-strength',
  '--w3m-font-family': '--apkt-font-family',
  '--w3m-font-size-master': '--apkt-font-size-master',
  '--w3m-border-radius-master': '--apkt-border-radius-master',
  '--w3m-z-index': '--apkt-z-index',
} as const satisfies Record<keyof ModalThemeVariables, keyof ThemeVariables>

export type NormalizedThemeVariables = {
  /** The keys the modal maps, under their `--w3m-*` names. */
  themeVariables: ModalThemeVariables
  /** The QR code's colour (`--apkt-qr-color`, else `--w3m-qr-color`). */
  qrColor: string | undefined
}

/**
 * AppKit's theme variables under the names the modal reads: an `--apkt-*` key wins over its
 * `--w3m-*` twin, as in AppKit; the QR code's colour comes apart. Keys not given stay out.
 *
 * @example normalizeThemeVariables({ '--apkt-accent': '#7b3fe4' }).themeVariables // { '--w3m-accent': '#7b3fe4' }
 */
export function normalizeThemeVariables(given: ThemeVariables): NormalizedThemeVariables {
  const themeVariables: Record<string, string | number | undefined> = {}
  for (const [name, newer] of Object.entries(newerNames)) {
    // A key given as undefined stays, so setThemeVariables can clear it.
    if (!(newer in given) && !(name in given)) continue
    themeVariables[name] = given[newer] ?? given[name as keyof ModalThemeVariables]
  }
  return {
    themeVariables: themeVariables as ModalThemeVariables,
    qrColor: given['--apkt-qr-color'] ?? given['--w3m-qr-color'],
  }
}
