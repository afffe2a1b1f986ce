/**
 * A point in time as the visitor's locale writes a date and time (its calendar, digits and
 * order), through `Intl.DateTimeFormat`, in the page's time zone unless `timeZone` is given.
 *
 * @example formatDateTime('2025-03-04T05:06:07Z', 'de', 'UTC') // '04.03.2025, 05:06'
 */
export function formatDateTime(
  time: string | number | Date,
  locale = 'en-US',
  timeZone?: string,
): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(time))
}
