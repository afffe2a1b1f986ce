import { startMailSink } from './mail/startMailSink.js'

// airlock-mail-sink: the local SMTP sink and its inbox, until Ctrl-C. Ports from the environment
// (MAIL_SINK_SMTP_PORT, MAIL_SINK_HTTP_PORT), 1025 and 8025 by default.
const sink = await startMailSink({
  smtpPort: Number(process.env.MAIL_SINK_SMTP_PORT ?? 1025),
  httpPort: Number(process.env.MAIL_SINK_HTTP_PORT ?? 8025),
})
console.log(`smtp   ${sink.smtp.host}:${sink.smtp.port}`)
console.log(`inbox  ${sink.httpUrl}`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await sink.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
