/**
 * On SIGINT or SIGTERM, runs `stop` and exits once it has finished (130 after SIGINT, 143 after
 * SIGTERM). A signal that comes while it runs waits for the same stop: a second Ctrl-C no longer
 * ends the process before its clean-up (the CPU caps' groups, Postgres, Redis, HAProxy).
 *
 * @param {() => Promise<unknown>} stop called on every signal; it must return the same promise
 *   when called again.
 * @returns {() => void} removes the handlers (once stopped some other way).
 */
export function stopOnSignals(stop) {
  const onSignal = (signal) => {
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  return () => {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}
