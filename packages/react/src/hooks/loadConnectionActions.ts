import { ModalLoadError } from '@airlock/core'

/**
 * The actions on a connection (`connectionActions.ts`), loaded on first use. A chunk the network
 * lost rejects with a ModalLoadError, as every failure reaches the dapp typed; the next call
 * fetches it again.
 */
export function loadConnectionActions(): Promise<typeof import('./connectionActions.js')> {
  return import('./connectionActions.js').catch((cause: unknown) => {
    throw new ModalLoadError(cause)
  })
}
