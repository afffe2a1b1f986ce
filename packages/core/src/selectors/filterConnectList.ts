import type { ConnectListItem } from '../connectors/getConnectList.js'

/**
 * The entries of a connect list whose wallet name contains `query` (case- and accent-insensitive,
 * surrounding spaces ignored). An empty query keeps every entry.
 *
 * @example filterConnectList(getConnectList({ state, options }), 'dev')
 */
export function filterConnectList(
  items: readonly ConnectListItem[],
  query: string,
): ConnectListItem[] {
  const needle = normalize(query)
  if (!needle) return [...items]
  return items.filter((item) =>
    normalize(item.kind === 'connector' ? item.connector.name : item.wallet.name).includes(needle),
  )
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
}
