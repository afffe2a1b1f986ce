/**
 * A catalogue text with its `{name}` placeholders filled in; a placeholder without a value stays.
 *
 * @example formatFrameMessage('Send {count} calls', { count: 2 }) // 'Send 2 calls'
 */
export function formatFrameMessage(
  template: string,
  values: Record<string, string | number | bigint> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )
}
