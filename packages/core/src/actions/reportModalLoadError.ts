import type { AppKit } from '../createAppKit.js'
import { ModalLoadError } from '../errors/appKit.js'
import { reportError } from './internal/reportError.js'

/**
 * For the modal's renderers: reports that a part of the modal could not be fetched, as a
 * `MODAL_LOAD_ERROR` error event carrying a ModalLoadError.
 *
 * @example import('./views.js').catch((cause) => reportModalLoadError(appKit, cause))
 */
export function reportModalLoadError(appKit: AppKit, cause: unknown): void {
  reportError(appKit, 'MODAL_LOAD_ERROR', new ModalLoadError(cause))
}
