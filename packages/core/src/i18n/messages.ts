import { account } from './locales/en/account.js'
import { buy } from './locales/en/buy.js'
import { email } from './locales/en/email.js'
import { guide } from './locales/en/guide.js'
import { modal } from './locales/en/modal.js'
import { names } from './locales/en/names.js'
import { start } from './locales/en/start.js'
import { swap } from './locales/en/swap.js'

/**
 * The English catalogue by feature (`locales/en/<group>.ts`), each group loading with the part of
 * the modal that shows it: `start` with the buttons, `modal` with the dialog, the others with their
 * views (see loadMessageGroups). Every other language has the same groups, keys and placeholders
 * (`locales/<language>/<group>.ts`). Spec texts are verbatim. `{name}` fills a value;
 * `{count, plural, one {…} other {…}}` picks a CLDR plural form (`#` is the number); `messages`
 * passed to createAppKit overrides any of them.
 */
type EnglishGroups = {
  start: typeof start
  modal: typeof modal
  account: typeof account
  email: typeof email
  swap: typeof swap
  buy: typeof buy
  names: typeof names
  guide: typeof guide
}

/** A part of the catalogue that loads on its own. */
export type MessageGroup = keyof EnglishGroups

/** One group's texts in one language. */
export type GroupMessages<group extends MessageGroup> = {
  readonly [key in keyof EnglishGroups[group]]: string
}

/**
 * Every English message at once. Importing it brings every group into the bundle: the modal itself
 * loads them group by group instead.
 */
export const en = {
  ...start,
  ...modal,
  ...account,
  ...email,
  ...swap,
  ...buy,
  ...names,
  ...guide,
}

export type MessageKey = keyof typeof en
export type Messages = { readonly [key in MessageKey]: string }
