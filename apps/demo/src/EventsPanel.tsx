import { useEffect, useState } from 'react'
import { getAppKit } from './config.js'

/** Every event the modal tracks, newest first (the last eight). */
export function EventsPanel() {
  const [log, setLog] = useState<{ id: number; name: string }[]>([])
  useEffect(
    () =>
      getAppKit().subscribeEvents((event) =>
        setLog((previous) =>
          [{ id: event.timestamp + Math.random(), name: event.data.event }, ...previous].slice(
            0,
            8,
          ),
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
