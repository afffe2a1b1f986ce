export type Emitter<T> = {
  emit: (value: T) => void
  /** Calls `listener` with every value from now on; returns the unsubscribe. */
  subscribe: (listener: (value: T) => void) => () => void
}

/** A tiny typed emitter; each instance owns its own listeners. */
export function createEmitter<T>(): Emitter<T> {
  const listeners = new Set<(value: T) => void>()
  return {
    emit: (value) => {
      for (const listener of [...listeners]) listener(value)
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
