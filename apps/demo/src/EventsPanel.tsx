import { useEffect, useState } from 'react'
import { getAppKit } from './config.js'

type AppKitEvent = Parameters<Parameters<ReturnType<typeof getAppKit>['subscribeEvents']>[0]>[0]

/** A tracked event by its name; an error also by its class and stable code, as a dapp reads it. */
function describe(event: AppKitEvent): string {
  if (event.data.type !== 'error') return event.data.event
  return `${event.data.event}: ${event.data.error.name} (${event.data.error.code})`
}

/** Every event the modal tracks or reports, newest first (the last eight). */
export function EventsPanel() {
  const [log, setLog] = useState<{ id: number; name: string }[]>([])
  useEffect(
    () =>
      getAppKit().subscribeEvents((event) =>
        setLog((previous) =>
          [{ id: event.timestamp + Math.random(), name: describe(event) }, ...previous].slice(0, 8),
        ),
      ),
    [],
  )
  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading">Events</h2>
      <ol aria-label="Recent events">
        {log.map((entry) => (
          <li key={entry.id}>{entry.name}</li>
        ))}
      </ol>
    </section>
  )
}
