import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type MailSink, startMailSink } from './startMailSink.js'

let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
})
afterAll(() => sink?.stop())

const send = (to: string, subject: string, text: string) =>
  createTransport({ host: sink.smtp.host, port: sink.smtp.port, secure: false }).sendMail({
    from: 'login@airlock.local',
    to,
    subject,
    text,
  })

test('a message sent over SMTP shows in the JSON API, with its code and links', async () => {
  const waiting = sink.waitForMessage('Ann@Example.com')
  await send('ann@example.com', 'Your login code', 'Code: 123456\nOr open http://x.localhost/a?b=1')
  const message = await waiting
  expect(message).toMatchObject({
    to: ['ann@example.com'],
    from: 'login@airlock.local',
    subject: 'Your login code',
    code: '123456',
    links: ['http://x.localhost/a?b=1'],
  })
  const api = await fetch(`${sink.httpUrl}/api/messages?to=ann@example.com`).then((r) => r.json())
  expect(api.messages).toHaveLength(1)
  const latest = await fetch(`${sink.httpUrl}/api/latest-code?to=ANN@example.com`)
  expect(await latest.json()).toMatchObject({ code: '123456', messageId: message.id })
  expect((await fetch(`${sink.httpUrl}/api/latest-code?to=bob@example.com`)).status).toBe(404)
})

test('waiting after a message resolves only with a newer one; the inbox page escapes mail', async () => {
  const first = sink.messages('bob@example.com').at(-1)?.id
  await send('bob@example.com', '<b>hi</b>', 'Code 111111')
  const older = await sink.waitForMessage('bob@example.com', { after: first })
  const newer = sink.waitForMessage('bob@example.com', { after: older.id })
  await send('bob@example.com', 'again', 'Code 222222')
  expect((await newer).code).toBe('222222')
  expect(sink.latestCode('bob@example.com')).toBe('222222')
  const page = await fetch(`${sink.httpUrl}/?to=bob@example.com`).then((r) => r.text())
  expect(page).toContain('&lt;b&gt;hi&lt;/b&gt;')
  expect(page).not.toContain('<b>hi</b>')
  await expect(sink.waitForMessage('nobody@example.com', { timeoutMs: 50 })).rejects.toThrow(
    'No mail to nobody@example.com',
  )
})
