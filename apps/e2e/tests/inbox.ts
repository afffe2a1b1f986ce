import { expect } from '@playwright/test'

/** The local stack's mail sink (scripts/stack.mjs): every code and link the server mails. */
const inboxUrl = 'http://127.0.0.1:8025'

export type InboxMessage = {
  id: string
  subject: string
  text: string
  code?: string
  links: string[]
}

/** The mails sent to `email` so far, oldest first. */
export async function inbox(email: string): Promise<InboxMessage[]> {
  const response = await fetch(`${inboxUrl}/api/messages?${new URLSearchParams({ to: email })}`)
  return ((await response.json()) as { messages?: InboxMessage[] }).messages ?? []
}

/** Waits for the first mail to `email` after the `seen` already read, as a visitor reads mail. */
export async function nextMail(email: string, seen: number): Promise<InboxMessage> {
  let messages: InboxMessage[] = []
  await expect
    .poll(
      async () => {
        messages = await inbox(email)
        return messages.length
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(seen)
  return messages[seen] as InboxMessage
}
