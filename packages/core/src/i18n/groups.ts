import type { MessageGroup } from './messages.js'

/** The catalogue's groups, the one loaded at start first. */
export const messageGroups = [
  'start',
  'modal',
  'account',
  'email',
  'swap',
  'buy',
  'names',
  'guide',
] as const satisfies readonly MessageGroup[]
