export type Emitter<T> = {
  /** Calls every listener; one that throws is reported and never stops the others or the caller. */
  emit: (value: T) => void
  /** Calls `listener` with every value from now on; returns the unsubscribe. */
  subscribe: (listener: (value: T) => void) => () => void
}

export type CreateEmitterParameters = {
  /** Where a listener's exception goes. Default: the host's `reportError`, else `console.error`. */
  onListenerError?: ((error: unknown) => void) | undefined
}

/** A tiny typed emitter; each instance owns its own listeners. */
export function createEmitter<T>(parameters: CreateEmitterParameters = {}): Emitter<T> {
  const listeners = new Set<(value: T) => void>()
  const onListenerError = parameters.onListenerError ?? reportListenerError
  return {
    emit: (value) => {
      for (const listener of [...listeners]) {
        try {
          listener(value)
        } catch (error) {
          onListenerError(error)
        }
      }
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

// A dapp's listener that throws is the dapp's bug: shown where uncaught errors show (the console,
// window's error event), while the action that emitted goes on.
function reportListenerError(error: unknown): void {
  const report = (globalThis as { reportError?: (error: unknown) => void }).reportError
  if (typeof report === 'function') report(error)
  else console.error('Airlock: an event listener threw', error)
}
