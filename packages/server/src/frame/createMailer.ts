import { createTransport } from 'nodemailer'
import type { SmtpOptions } from './frameOptions.js'

/** The emails of the frame backend. Codes and links go into the mail only, never into a log. */
export type Mailer = {
  sendLoginCode: (to: string, code: string, projectName: string) => Promise<void>
  sendDeviceApproval: (to: string, link: string, projectName: string) => Promise<void>
  sendUpdateCode: (to: string, code: string, step: 'current' | 'new') => Promise<void>
  close: () => void
}

/** The local stack's sink: the default relay when none is configured. */
export const localSmtp: SmtpOptions = {
  host: '127.0.0.1',
  port: 1025,
  from: 'Airlock <login@airlock.localhost>',
}

export function createMailer(options: SmtpOptions): Mailer {
  const transport = createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure ?? false,
    ...(options.user ? { auth: { user: options.user, pass: options.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    logger: false,
    debug: false,
  })
  const send = async (to: string, subject: string, text: string) => {
    await transport.sendMail({ from: options.from, to, subject, text })
  }
  return {
    sendLoginCode: (to, code, projectName) =>
      send(
        to,
        `${code} is your login code`,
        `Your code to log in to ${projectName} is:\n\n${code}\n\nThe code expires in 20 minutes. If you did not ask for it, ignore this email.\n`,
      ),
    sendDeviceApproval: (to, link, projectName) =>
      send(
        to,
        'Approve your login on a new device',
        `Someone is logging in to ${projectName} with your email on a new device or site.\nIf it is you, approve the login:\n\n${link}\n\nThe link expires in 20 minutes. If it was not you, ignore this email.\n`,
      ),
    sendUpdateCode: (to, code, step) =>
      send(
        to,
        `${code} is your code to change your email`,
        step === 'current'
          ? `Your code to confirm changing the email of your wallet is:\n\n${code}\n\nThe code expires in 20 minutes. If you did not ask for it, ignore this email.\n`
          : `Your code to confirm this new email address for your wallet is:\n\n${code}\n\nThe code expires in 20 minutes.\n`,
      ),
    close: () => transport.close(),
  }
}
