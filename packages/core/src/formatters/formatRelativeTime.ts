import { formatMessage } from '../i18n/formatMessage.js'
import type { Messages } from '../i18n/messages.js'

export type RelativeTimeUnit = 'sec' | 'min' | 'hr' | 'd' | 'mo' | 'yr'

const units: readonly [RelativeTimeUnit, number][] = [
  ['yr', 365 * 24 * 3600],
  ['mo', 30 * 24 * 3600],
  ['d', 24 * 3600],
  ['hr', 3600],
  ['min', 60],
]

/**
 * How long ago `time` was, in the largest whole unit of sec, min, hr, d, mo, yr (spec §9).
 * A time in the future counts as 0 sec.
 *
 * @example getRelativeTime('2025-01-01T00:00:00Z', Date.parse('2025-01-01T02:30:00Z')) // { count: 2, unit: 'hr' }
 */
export function getRelativeTime(
  time: string | number | Date,
  now: number = Date.now(),
): { count: number; unit: RelativeTimeUnit } {
  const seconds = Math.max(0, Math.floor((now - new Date(time).getTime()) / 1000))
  for (const [unit, size] of units) {
    if (seconds >= size) return { count: Math.floor(seconds / size), unit }
  }
  return { count: seconds, unit: 'sec' }
}

const unitMessages = {
  sec: 'relativeTimeSeconds',
  min: 'relativeTimeMinutes',
  hr: 'relativeTimeHours',
  d: 'relativeTimeDays',
  mo: 'relativeTimeMonths',
  yr: 'relativeTimeYears',
} as const

/**
 * The relative time label of a history row, through the message catalogue, its number written
 * for `locale` (e.g. Persian digits for `fa`).
 *
 * @example formatRelativeTime(en, minedAt) // '3 min'
 */
export function formatRelativeTime(
  messages: Partial<Messages>,
  time: string | number | Date,
  now: number = Date.now(),
  locale = 'en',
): string {
  const { count, unit } = getRelativeTime(time, now)
  return formatMessage(messages, unitMessages[unit], { count }, locale)
}
