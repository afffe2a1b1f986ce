import { AirlockError, isCaipNetworkId, type WalletListItem } from '@airlock/blockchain-api'
import { z } from 'zod'
import type { Storage } from '../storage/types.js'

/** WalletConnect's explorer: every wallet listed for WalletConnect, with logos and links. */
export const walletConnectExplorerUrl = 'https://explorer-api.walletconnect.com/v3/wallets'

export type ImportExplorerWalletsParameters = {
  /** The explorer's wallets endpoint (paged with `entries` and `page`). */
  url?: string | undefined
  /** Sent as `projectId`; WalletConnect's explorer needs one. */
  projectId?: string | undefined
  /** Listings per request. Default 200. */
  pageSize?: number | undefined
  /** Per request. Default 30 s. */
  timeoutMs?: number | undefined
}

export type ImportExplorerWalletsReturnType = {
  /** The wallets stored, in the explorer's order. */
  wallets: StoredRegistryWallet[]
  /** Listings left out, each with why. */
  refused: { id: string; reason: string }[]
}

/** A registry wallet and, for an imported one, the explorer's logo URL. */
type StoredRegistryWallet = { wallet: WalletListItem; imageUrl: string | null }

/** The import failed as a whole (source unreachable or not an explorer list); nothing was stored. */
export class RegistryImportError extends AirlockError {
  override name = 'RegistryImportError'
  constructor(details: string, cause?: unknown) {
    super('Wallet registry import failed', { code: 'REGISTRY_IMPORT_FAILED', details, cause })
  }
}

const text = (max: number) => z.string().trim().min(1).max(max)

/** Schemes a native link may not have: script and local-data ones, and plain http. */
const refusedSchemes = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'http'])

/** An https URL: no spaces or control characters, nothing the modal would have to clean up. */
function isHttpsUrl(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a link holding one is refused
  return /^https:\/\/[^\s\u0000-\u001f\u007f]+$/i.test(value) && URL.canParse(value)
}

/** An https URL or an app's own scheme (`metamask://`, `trust:`), never a script or file one. */
function isAppOrHttpsLink(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a link holding one is refused
  const scheme = /^([a-z][a-z0-9+.-]*):[^\s\u0000-\u001f\u007f]*$/i.exec(value)?.[1]
  if (!scheme) return false
  return scheme.toLowerCase() === 'https'
    ? isHttpsUrl(value)
    : !refusedSchemes.has(scheme.toLowerCase())
}

// Links end up in the modal's `href`s: web links must be https, a wallet's native link may be
// its app scheme too. An empty link is no link.
const httpsUrl = z.string().trim().max(2000).refine(isHttpsUrl, 'must be an https URL')
const link = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || isHttpsUrl(value), 'must be an https URL')
  .nullish()
const appLink = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => value === '' || isAppOrHttpsLink(value),
    'must be an https link or an app link (scheme://)',
  )
  .nullish()

const listingSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,128}$/, 'must be 1–128 letters, digits, dots, dashes or underscores'),
  name: text(100),
  homepage: httpsUrl.nullish(),
  image_id: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,128}$/)
    .nullish(),
  image_url: z
    .object({ sm: httpsUrl.nullish(), md: httpsUrl.nullish(), lg: httpsUrl.nullish() })
    .nullish(),
  rdns: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a reverse domain name')
    .nullish(),
  chains: z.array(z.string()).nullish(),
  mobile: z.object({ native: appLink, universal: link }).nullish(),
  desktop: z.object({ native: appLink, universal: link }).nullish(),
  app: z.object({ browser: link, ios: link, android: link, chrome: link }).passthrough().nullish(),
  badge_type: z.enum(['none', 'certified']).nullish(),
})

const pageSchema = z.object({
  listings: z.record(z.string(), z.unknown()),
  count: z.number().optional(),
  total: z.number().optional(),
})

/**
 * Imports WalletConnect's explorer list (or any explorer-shaped list) into the server's registry:
 * every page is fetched and each listing checked, the valid ones replace the stored registry in
 * one transaction, the invalid ones are returned with their reason. If a page cannot be fetched or
 * is not an explorer list, or no listing is valid, it throws RegistryImportError and the stored
 * registry stays as it was.
 *
 * @example
 * const { wallets, refused } = await importExplorerWallets(storage, { projectId })
 */
export async function importExplorerWallets(
  storage: Storage,
  parameters: ImportExplorerWalletsParameters = {},
): Promise<ImportExplorerWalletsReturnType> {
  const source = parameters.url ?? walletConnectExplorerUrl
  const pageSize = parameters.pageSize ?? 200
  const wallets: StoredRegistryWallet[] = []
  const refused: ImportExplorerWalletsReturnType['refused'] = []
  const seen = new Set<string>()
  for (let page = 1; ; page++) {
    const listings = await fetchPage(source, page, pageSize, parameters)
    for (const [key, raw] of listings) {
      const parsed = listingSchema.safeParse(raw)
      if (!parsed.success) {
        const id =
          typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : key
        refused.push({ id, reason: describeIssues(parsed.error) })
        continue
      }
      if (seen.has(parsed.data.id)) continue
      seen.add(parsed.data.id)
      wallets.push(toStoredWallet(parsed.data))
    }
    if (listings.length < pageSize) break
  }
  if (wallets.length === 0) {
    throw new RegistryImportError(`${source} listed no valid wallet (${refused.length} refused)`)
  }
  await storage.transaction(async (query) => {
    await query('delete from registry_wallets')
    await query(
      `insert into registry_wallets (position, id, wallet, image_url)
       select item.position, item.value->'wallet'->>'id', item.value->'wallet', item.value->>'imageUrl'
       from jsonb_array_elements($1::jsonb) with ordinality as item(value, position)`,
      [JSON.stringify(wallets)],
    )
    await query('insert into registry_imports (source, stored, refused) values ($1, $2, $3)', [
      source,
      wallets.length,
      refused.length,
    ])
  })
  return { wallets, refused }
}

async function fetchPage(
  source: string,
  page: number,
  pageSize: number,
  parameters: ImportExplorerWalletsParameters,
): Promise<[string, unknown][]> {
  const url = new URL(source)
  url.searchParams.set('entries', String(pageSize))
  url.searchParams.set('page', String(page))
  if (parameters.projectId) url.searchParams.set('projectId', parameters.projectId)
  const shown = `${url.origin}${url.pathname} (page ${page})`
  let body: unknown
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(parameters.timeoutMs ?? 30_000),
      headers: { accept: 'application/json' },
    })
    if (!response.ok) throw new RegistryImportError(`${shown} answered HTTP ${response.status}`)
    body = await response.json()
  } catch (error) {
    if (error instanceof RegistryImportError) throw error
    throw new RegistryImportError(
      `${shown} could not be read: ${error instanceof Error ? error.message : error}`,
      error,
    )
  }
  const parsed = pageSchema.safeParse(body)
  if (!parsed.success) {
    throw new RegistryImportError(
      `${shown} is not an explorer list: ${describeIssues(parsed.error)}`,
    )
  }
  return Object.entries(parsed.data.listings)
}

function toStoredWallet(listing: z.infer<typeof listingSchema>): StoredRegistryWallet {
  const link = (value: string | null | undefined) => (value ? value : null)
  const chains = (listing.chains ?? []).filter(isCaipNetworkId) as WalletListItem['chains']
  return {
    wallet: {
      id: listing.id,
      name: listing.name,
      image_id: listing.image_id ?? listing.id,
      rdns: listing.rdns ?? null,
      chains,
      homepage: link(listing.homepage),
      mobile_link: link(listing.mobile?.native) ?? link(listing.mobile?.universal),
      desktop_link: link(listing.desktop?.native) ?? link(listing.desktop?.universal),
      webapp_link: link(listing.app?.browser),
      app_store: link(listing.app?.ios),
      play_store: link(listing.app?.android),
      chrome_store: link(listing.app?.chrome),
      badge_type: listing.badge_type ?? 'none',
    },
    imageUrl: listing.image_url?.md ?? listing.image_url?.lg ?? listing.image_url?.sm ?? null,
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'listing'}: ${issue.message}`)
    .join('; ')
}
