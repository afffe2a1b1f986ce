import type { AppKit } from '@airlock/core'
import { useStore } from '../store/useStore.js'

/**
 * The colour of the QR code's modules: AppKit's `--apkt-qr-color` (or `--w3m-qr-color`) theme
 * variable, else `fallback`, the view's own.
 *
 * @example <path d={qr.path} fill={useQrColor(appKit, 'currentColor')} />
 */
export function useQrColor(appKit: AppKit, fallback: string): string {
  return useStore(appKit, (state) => state.theme.qrColor) || fallback
}
