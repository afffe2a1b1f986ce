import { en } from 'zod/locales'
import * as z from 'zod/mini'

/**
 * zod/mini loads no locale, so every built-in issue would read just 'Invalid input'. Installs the
 * English messages, as classic zod does on its first schema, unless a locale is configured already
 * (an app's own `z.config(...)` wins).
 */
export function ensureZodLocale(): void {
  if (!z.config().localeError) z.config(en())
}
