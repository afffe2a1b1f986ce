import { createTransport } from 'nodemailer'
import type { SmtpOptions } from './frameOptions.js'

/** The emails of the frame backend. Codes and links go into the mail only, never into a log. */
export type Mailer = {
  sendLoginCode: (to: string, code: string, projectName: string) => Promise<void>
  sendDeviceApproval: (to: string, link: string, projectName: string) => Promise<void>
  /**
   * Asks the address on record to approve a device where a social login (`login`: its provider)
   * wants to restore the wallet, with the approval link.
   */
  sendRecoveryApproval: (
    to: string,
    link: string,
    projectName: string,
    login: string,
  ) => Promise<void>
  /** A code to change the login email; the mail to the current address names the new one. */
  sendUpdateCode: (
    to: string,
    code: string,
    step: 'current' | 'new',
    newEmail: string,
  ) => Promise<void>
  /** Tells the previous address that the login email changed, with the link that undoes it. */
  sendEmailChanged: (
    to: string,
    newEmail: string,
    cancelLink: string,
    projectName: string,
  ) => Promise<void>
  /** Tells the user that the wallet's recovery key was opened for a device it had not used. */
  sendRecoveryNotice: (to: string, projectName: string, login: string) => Promise<void>
  close: () => void
}

/** The local stack's sink: the default relay when none is configured. */
export const localSmtp: SmtpOptions = {
  host: '127.0.0.1',
  port: 1025,
  from: 'Airlock <login@airlock.localhost>',
}

/** A relay on this machine: the only one STARTTLS may be skipped for. */
const loopbackHost = /^(localhost|127\.0\.0\.1|::1|\[::1\])$/i

export function createMailer(options: SmtpOptions): Mailer {
  const secure = options.secure ?? false
  const transport = createTransport({
    host: options.host,
    port: options.port,
    secure,
    // Codes and links must not cross a network in clear text: a relay that does not offer STARTTLS
    // (or whose offer an attacker strips) gets nothing.
    requireTLS: !secure && !loopbackHost.test(options.host),
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
    sendRecoveryApproval: (to, link, projectName, login) =>
      send(
        to,
        'Approve restoring your wallet on a new device',
        `Someone logged in to ${projectName} with your ${login} account on a new device or site and wants to restore your wallet there.\nIf it is you, approve this device:\n\n${link}\n\nThe link expires in 20 minutes. If it was not you, ignore this email and secure your ${login} account: the wallet stays closed to that device.\n`,
      ),
    sendUpdateCode: (to, code, step, newEmail) =>
      send(
        to,
        `${code} is your code to change your email`,
        step === 'current'
          ? `Someone asked to change the login email of your wallet to ${newEmail}.\nIf it is you, your code to confirm is:\n\n${code}\n\nThe code expires in 20 minutes. If it was not you, do not share this code with anyone, on any site: whoever has it can move your wallet to their address.\n`
          : `Your code to confirm this new email address for your wallet is:\n\n${code}\n\nThe code expires in 20 minutes.\n`,
      ),
    sendEmailChanged: (to, newEmail, cancelLink, projectName) =>
      send(
        to,
        'The login email of your wallet was changed',
        `The login email of your wallet on ${projectName} was changed from ${to} to ${newEmail}, and every other session was signed out.\nIf it was not you, undo the change (this signs out every session and removes devices added since):\n\n${cancelLink}\n\nThe link works for 7 days.\n`,
      ),
    sendRecoveryNotice: (to, projectName, login) =>
      send(
        to,
        'Your wallet was opened on a new device',
        `Your wallet's recovery key on ${projectName} was released to a ${login} login on a device or site it had not been used on.\n${
          login === 'passkey'
            ? 'If it was not you, check which devices and password managers hold your passkey'
            : `If it was not you, secure your ${login} account`
        } and contact ${projectName}.\n`,
      ),
    close: () => transport.close(),
  }
}
