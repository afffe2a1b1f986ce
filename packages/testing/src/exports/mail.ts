export {
  type MailSink,
  type MailSinkMessage,
  type StartMailSinkParameters,
  startMailSink,
} from '../mail/startMailSink.js'
