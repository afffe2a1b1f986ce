import { EmailNotSentApiError } from './frameErrors.js'

/** Runs a mailer call; a failure to hand the mail over becomes 'The email could not be sent'. */
export async function sendFrameMail(work: () => Promise<void>): Promise<void> {
  try {
    await work()
  } catch (error) {
    throw new EmailNotSentApiError(error)
  }
}
