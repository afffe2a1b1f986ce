import { useAppKitEvents } from '@airlock/react'
import { useEffect, useState } from 'react'

/** The last few events the modal tracked, newest first. */
export function EventsPanel() {
  const event = useAppKitEvents()
  const [log, setLog] = useState<string[]>([])
  useEffect(() => {
    if (event.data.event)
      setLog((previous) => [event.data.event as string, ...previous].slice(0, 6))
  }, [event])
  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading">Events</h2>
      <ol aria-label="Recent events">
        {log.map((name, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same event name repeats; order is the identity.
          <li key={`${name}-${index}`}>{name}</li>
        ))}
      </ol>
    </section>
  )
}
