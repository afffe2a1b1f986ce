import * as z from 'zod/mini'

const emailSchema = z.email()

/** Whether `value` is an email address, by zod's check; loaded when an address is first checked. */
export function isEmail(value: string): boolean {
  return emailSchema.safeParse(value).success
}
