import { nameLabelPattern, nameSuffixes } from '@airlock/blockchain-api'
import type { MessageKey } from '../i18n/messages.js'

/**
 * Spec §5: why a name cannot be registered, as a message key, or undefined when it can: at least
 * 4 characters, only letters, digits and hyphens (the suffix aside).
 *
 * @example getNameValidation('ali') // 'nameTooShort'
 */
export function getNameValidation(name: string): MessageKey | undefined {
  const label = toNameLabel(name)
  if (label.length < 4) return 'nameTooShort'
  if (!nameLabelPattern.test(label)) return 'nameInvalidCharacters'
  return undefined
}

/** The label of a name: `alice.reown.id` → `alice`. */
export function toNameLabel(name: string): string {
  const lower = name.trim().toLowerCase()
  const suffix = nameSuffixes.find((candidate) => lower.endsWith(candidate))
  return suffix ? lower.slice(0, -suffix.length) : lower
}

/** True for a full name the profile routes resolve (`alice.reown.id`, or the legacy suffix). */
export function isAccountName(value: string): boolean {
  const lower = value.trim().toLowerCase()
  return (
    nameSuffixes.some((suffix) => lower.endsWith(suffix)) &&
    nameLabelPattern.test(toNameLabel(lower))
  )
}
