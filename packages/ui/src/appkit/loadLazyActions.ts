import { ModalLoadError } from '@airlock/core'

/**
 * The actions the instance's members and the bindings' hooks load on first use (`lazyActions.ts`:
 * disconnecting, switching, and those a dapp seldom calls). A chunk the network lost
 * rejects with a ModalLoadError, as every failure reaches the dapp typed; the next call fetches it
 * again.
 */
export function loadLazyActions(): Promise<typeof import('./lazyActions.js')> {
  return import('./lazyActions.js').catch((cause: unknown) => {
    throw new ModalLoadError(cause)
  })
}
