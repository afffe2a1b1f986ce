import { type MailSink, startMailSink } from '@airlock/testing/mail'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createMailer } from './createMailer.js'

// Two real SMTP servers that offer no STARTTLS: one on 127.0.0.1, the relay on this machine, and
// one on 127.0.0.2, standing for a relay across a network (a name other than this machine's).
let onThisMachine: MailSink
let acrossANetwork: MailSink
const from = 'Airlock <login@airlock.test>'

beforeAll(async () => {
  onThisMachine = await startMailSink()
  acrossANetwork = await startMailSink({ host: '127.0.0.2' })
})
afterAll(async () => {
  await onThisMachine?.stop()
  await acrossANetwork?.stop()
})

test('F19: a login code is never sent in clear text to a relay that does not offer STARTTLS, unless the relay is on this machine', async () => {
  const remote = createMailer({ ...acrossANetwork.smtp, from })
  try {
    await expect(remote.sendLoginCode('ann@example.com', '123456', 'Shop')).rejects.toThrow()
  } finally {
    remote.close()
  }
  expect(acrossANetwork.messages('ann@example.com')).toEqual([])

  const local = createMailer({ ...onThisMachine.smtp, from })
  try {
    await local.sendLoginCode('ann@example.com', '123456', 'Shop')
  } finally {
    local.close()
  }
  expect((await onThisMachine.waitForMessage('ann@example.com')).code).toBe('123456')
})
