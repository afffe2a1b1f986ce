import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** One email the sink received over SMTP. */
export type MailSinkMessage = {
  id: string
  from: string
  /** Recipients from the SMTP envelope, lowercased. */
  to: string[]
  subject: string
  text: string
  receivedAt: string
  /** The first six-digit number of the subject or text: a one-time code, when the mail has one. */
  code: string | undefined
  /** Every http(s) link in the text (an approval link, say). */
  links: string[]
}

export type StartMailSinkParameters = {
  /** Default: 127.0.0.1. */
  host?: string | undefined
  /** SMTP port. Default: 0 (a free one). The local stack uses 1025. */
  smtpPort?: number | undefined
  /** Port of the inbox page and JSON API. Default: 0 (a free one). The local stack uses 8025. */
  httpPort?: number | undefined
  /** Oldest messages are dropped past this many. Default: 1000. */
  maxMessages?: number | undefined
}

export type MailSink = {
  /** `{ host, port }` to point an SMTP client (the server's relay settings) at. */
  smtp: { host: string; port: number }
  /** Base URL of the inbox page (`/`) and the JSON API (`/api/...`). */
  httpUrl: string
  /** Messages received, oldest first; only those to `address` when given. */
  messages: (address?: string) => MailSinkMessage[]
  /** The newest code sent to `address`, if any. */
  latestCode: (address: string) => string | undefined
  /**
   * Resolves with the first message to `address` received after `after` (a message id, or a
   * time in ms); rejects after `timeoutMs` (default 30 s).
   */
  waitForMessage: (
    address: string,
    options?: { after?: string | number | undefined; timeoutMs?: number | undefined },
  ) => Promise<MailSinkMessage>
  clear: () => void
  stop: () => Promise<void>
}

/**
 * A real SMTP server on loopback that keeps every message in memory, with an inbox page and a JSON
 * API over HTTP, so a person and a test read a one-time code as a user reads mail. Accepts any
 * sender, recipient and login; offers no STARTTLS.
 *
 * HTTP: `GET /` (the inbox; `?to=` filters), `GET /api/messages?to=`, `GET /api/messages/{id}`,
 * `GET /api/latest-code?to=` (404 when none), `POST /api/clear`, `GET /health`.
 *
 * @example
 * const sink = await startMailSink()
 * const server = await createServer({ frame: { smtp: { ...sink.smtp, from: 'login@airlock.local' } } })
 * const mail = await sink.waitForMessage('ann@example.com')
 * console.log(mail.code)
 */
export async function startMailSink(parameters: StartMailSinkParameters = {}): Promise<MailSink> {
  const host = parameters.host ?? '127.0.0.1'
  const maxMessages = parameters.maxMessages ?? 1000
  const stored: MailSinkMessage[] = []
  const waiters = new Set<() => void>()
  let counter = 0

  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'Airlock mail sink',
    size: 1024 * 1024,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'sink' }),
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? ''
          const subject = parsed.subject ?? ''
          counter += 1
          stored.push({
            id: `${Date.now().toString(36)}-${counter}`,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject,
            text,
            receivedAt: new Date().toISOString(),
            code: /\b(\d{6})\b/.exec(`${subject}\n${text}`)?.[1],
            links: text.match(/https?:\/\/[^\s<>"')]+/g) ?? [],
          })
          if (stored.length > maxMessages) stored.splice(0, stored.length - maxMessages)
          for (const wake of waiters) wake()
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  smtp.on('error', () => {})
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject)
    smtp.listen(parameters.smtpPort ?? 0, host, () => resolve())
  })
  const smtpPort = (smtp.server.address() as AddressInfo).port

  const messages = (address?: string) => {
    const wanted = address?.trim().toLowerCase()
    return stored.filter((message) => !wanted || message.to.includes(wanted))
  }
  const latestCode = (address: string) =>
    messages(address)
      .reverse()
      .find((message) => message.code !== undefined)?.code

  const http = createServer((request, response) => {
    try {
      handle(request, response)
    } catch {
      send(response, 500, 'application/json', JSON.stringify({ message: 'Internal error' }))
    }
  })
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://sink')
    const to = url.searchParams.get('to') ?? undefined
    if (request.method === 'GET' && url.pathname === '/health') {
      return json(response, 200, { ok: true })
    }
    if (request.method === 'GET' && url.pathname === '/api/messages') {
      return json(response, 200, { messages: messages(to) })
    }
    if (request.method === 'GET' && url.pathname.startsWith('/api/messages/')) {
      const id = decodeURIComponent(url.pathname.slice('/api/messages/'.length))
      const message = stored.find((candidate) => candidate.id === id)
      return message ? json(response, 200, message) : json(response, 404, { message: 'Not found' })
    }
    if (request.method === 'GET' && url.pathname === '/api/latest-code') {
      if (!to) return json(response, 400, { message: 'Query parameter "to" is required' })
      const message = messages(to)
        .reverse()
        .find((candidate) => candidate.code !== undefined)
      return message
        ? json(response, 200, {
            code: message.code,
            messageId: message.id,
            receivedAt: message.receivedAt,
          })
        : json(response, 404, { message: `No code for ${to}` })
    }
    if (request.method === 'POST' && url.pathname === '/api/clear') {
      stored.length = 0
      return json(response, 200, { ok: true })
    }
    if (request.method === 'GET' && url.pathname === '/') {
      return send(response, 200, 'text/html; charset=utf-8', inboxPage(messages(to).reverse(), to))
    }
    json(response, 404, { message: 'Not found' })
  }
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(parameters.httpPort ?? 0, host, () => resolve())
  })
  const httpUrl = `http://${host}:${(http.address() as AddressInfo).port}`

  return {
    smtp: { host, port: smtpPort },
    httpUrl,
    messages,
    latestCode,
    waitForMessage(address, options = {}) {
      const { after, timeoutMs = 30_000 } = options
      const isNew = (message: MailSinkMessage, index: number, list: MailSinkMessage[]) => {
        if (after === undefined) return true
        if (typeof after === 'number') return Date.parse(message.receivedAt) >= after
        const afterIndex = list.findIndex((candidate) => candidate.id === after)
        return index > afterIndex
      }
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages(address).find(isNew)
          if (!found) return
          cleanup()
          resolve(found)
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`No mail to ${address} within ${timeoutMs} ms`))
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      })
    },
    clear() {
      stored.length = 0
    },
    async stop() {
      http.closeAllConnections()
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ])
    },
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, 'application/json', JSON.stringify(body))
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
  })
  response.end(body)
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  )
}

function inboxPage(list: MailSinkMessage[], to: string | undefined): string {
  const items = list
    .map((message) => {
      const text = escapeHtml(message.text).replace(
        /https?:\/\/[^\s<>&"')]+/g,
        (link) => `<a href="${link}">${link}</a>`,
      )
      return `<article>
  <h2>${escapeHtml(message.subject || '(no subject)')}</h2>
  <p class="meta">To ${escapeHtml(message.to.join(', '))} · from ${escapeHtml(message.from)} · ${escapeHtml(message.receivedAt)}</p>
  ${message.code ? `<p>Code: <strong>${message.code}</strong></p>` : ''}
  <pre>${text}</pre>
</article>`
    })
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Inbox${to ? ` of ${escapeHtml(to)}` : ''} · Airlock mail sink</title>
<style>body{font:15px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}.meta{color:#555;font-size:13px}pre{white-space:pre-wrap}</style>
</head>
<body>
<h1>Inbox${to ? ` of ${escapeHtml(to)}` : ''}</h1>
<p>Mail sent through the local SMTP sink. Nothing leaves this machine. <a href="/">All mail</a></p>
${items || '<p>No mail yet.</p>'}
</body>
</html>`
}
