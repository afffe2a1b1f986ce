import type { FrameLinkOffer, FrameUser } from '@airlock/blockchain-api'
import type { Storage } from '../storage/types.js'
import { LinkOfferInvalidApiError } from './frameErrors.js'
import { createToken, hashToken } from './secrets.js'

/** How long the visitor has to answer a link offer. */
const linkOfferTtlMs = 10 * 60_000

/** The login just made, as far as linking goes: the session and the verified email it carries. */
export type LinkableLogin =
  | { kind: 'social'; provider: string; subject: string; userId: string; email: string | null }
  | { kind: 'email'; userId: string; email: string }

type Query = Storage['query']

/**
 * Looks for another login of the same verified email: for a social login, an email login of its
 * address; for an email login, a social login whose provider verified the address. When one
 * exists under another user, an offer to link them is made for this session (never a link: only
 * the visitor's answer links). No offer when the email is not verified (a provider's unverified
 * address is never stored), when the visitor declined this pair before, or when both users hold
 * a wallet (linking would leave one of them unreachable).
 */
export async function makeLinkOffer(
  storage: Storage,
  parameters: { projectId: string; sessionTokenHash: string; login: LinkableLogin },
): Promise<FrameLinkOffer | undefined> {
  const { projectId, sessionTokenHash, login } = parameters
  if (!login.email) return undefined
  const email = login.email.toLowerCase()
  let pair: { emailUserId: string; provider: string; subject: string; otherUserId: string }
  if (login.kind === 'social') {
    const [emailUser] = await storage.query<{ id: string }>(
      'select id from frame_users where project_id = $1 and email = $2 and id <> $3',
      [projectId, email, login.userId],
    )
    if (!emailUser) return undefined
    pair = {
      emailUserId: emailUser.id,
      provider: login.provider,
      subject: login.subject,
      otherUserId: emailUser.id,
    }
  } else {
    const [identity] = await storage.query<{ provider: string; subject: string; user_id: string }>(
      `select provider, subject, user_id from frame_identities
       where project_id = $1 and lower(email) = $2 and user_id <> $3
       order by created_at limit 1`,
      [projectId, email, login.userId],
    )
    if (!identity) return undefined
    pair = {
      emailUserId: login.userId,
      provider: identity.provider,
      subject: identity.subject,
      otherUserId: identity.user_id,
    }
  }
  const [declined] = await storage.query(
    `select 1 from frame_link_declines
     where project_id = $1 and provider = $2 and subject = $3 and email = $4`,
    [projectId, pair.provider, pair.subject, email],
  )
  if (declined) return undefined
  const wallets = await storage.query('select 1 from frame_wallets where user_id in ($1, $2)', [
    login.userId,
    pair.otherUserId,
  ])
  if (wallets.length > 1) return undefined
  const token = createToken()
  const expiresAt = new Date(Date.now() + linkOfferTtlMs).toISOString()
  await storage.query(
    `insert into frame_link_offers
       (token_hash, project_id, session_token_hash, email_user_id, provider, subject, email, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      hashToken(token),
      projectId,
      sessionTokenHash,
      pair.emailUserId,
      pair.provider,
      pair.subject,
      email,
      expiresAt,
    ],
  )
  return {
    token,
    email,
    otherLogin: login.kind === 'social' ? 'email' : pair.provider,
    expiresAt,
  }
}

type OfferRow = {
  email_user_id: string
  provider: string
  subject: string
  email: string
}

/**
 * The visitor's answer to the offer that came with their session. The offer is spent whatever
 * the answer, and works only for that session. Declined: both logins stay apart and this pair is
 * not offered again. Accepted: one user keeps both logins, the one holding a wallet (the email
 * login's when neither does); the other user, walletless, is folded into it (its logins and
 * devices and this session move over, its other sessions end), so both logins open the same
 * embedded wallet. Answers the user the session now belongs to.
 */
export async function answerLinkOffer(
  storage: Storage,
  parameters: {
    projectId: string
    session: { token_hash: string; user_id: string; social_provider: string | null }
    offerToken: string
    accept: boolean
  },
): Promise<{ linked: boolean; userId: string }> {
  const { projectId, session } = parameters
  return storage.transaction(async (query) => {
    const [offer] = await query<OfferRow>(
      `update frame_link_offers set answered_at = now()
       where token_hash = $1 and project_id = $2 and session_token_hash = $3
         and answered_at is null and expires_at > now()
       returning email_user_id, provider, subject, email`,
      [hashToken(parameters.offerToken), projectId, session.token_hash],
    )
    if (!offer) throw new LinkOfferInvalidApiError()
    if (!parameters.accept) {
      await query(
        `insert into frame_link_declines (project_id, provider, subject, email)
         values ($1, $2, $3, $4) on conflict do nothing`,
        [projectId, offer.provider, offer.subject, offer.email],
      )
      return { linked: false, userId: session.user_id }
    }
    const userId = await link(query, projectId, offer, session.token_hash)
    return { linked: true, userId }
  })
}

async function link(
  query: Query,
  projectId: string,
  offer: OfferRow,
  sessionTokenHash: string,
): Promise<string> {
  const [identity] = await query<{ user_id: string }>(
    'select user_id from frame_identities where project_id = $1 and provider = $2 and subject = $3',
    [projectId, offer.provider, offer.subject],
  )
  const [emailUser] = await query<{ id: string }>(
    'select id from frame_users where id = $1 and project_id = $2 and email = $3',
    [offer.email_user_id, projectId, offer.email],
  )
  // Either login changed since the offer (its email updated, or linked elsewhere): nothing to do.
  if (!identity || !emailUser) throw new LinkOfferInvalidApiError()
  const socialUserId = identity.user_id
  if (socialUserId === emailUser.id) return emailUser.id
  const wallets = await query<{ user_id: string }>(
    'select user_id from frame_wallets where user_id in ($1, $2)',
    [emailUser.id, socialUserId],
  )
  // A wallet was made since the offer on both sides: linking would strand one.
  if (wallets.length > 1) throw new LinkOfferInvalidApiError()
  const keep = wallets[0]?.user_id ?? emailUser.id
  const fold = keep === emailUser.id ? socialUserId : emailUser.id
  if (keep === socialUserId) {
    await query('update frame_users set email = null where id = $1', [emailUser.id])
    await query('update frame_users set email = $2 where id = $1', [socialUserId, offer.email])
  }
  await query(
    `update frame_users set preferred_account_type = coalesce(preferred_account_type,
       (select preferred_account_type from frame_users where id = $2)) where id = $1`,
    [keep, fold],
  )
  await query('update frame_identities set user_id = $1 where user_id = $2', [keep, fold])
  // F9: a device only the provider let in is new to the kept user's wallet until the inbox of the
  // address on record approves it; a device of the email login stays known.
  const foldIsSocial = fold === socialUserId
  const [session] = await query<{ device_id: string }>(
    'select device_id from frame_sessions where token_hash = $1 and user_id = $2',
    [sessionTokenHash, fold],
  )
  const keptDevices = await query<{ device_id: string; trusted: boolean }>(
    'select device_id, trusted from frame_devices where user_id = $1',
    [keep],
  )
  await query(
    `insert into frame_devices (user_id, device_id, trusted)
     select $1, device_id, trusted and not $3 from frame_devices where user_id = $2
     on conflict (user_id, device_id) do nothing`,
    [keep, fold, foldIsSocial],
  )
  // This session goes over; the folded user's other sessions end with it (their frames hold its
  // id and would look for a wallet it never had). Moved by a social login onto a device the kept
  // user has not approved, it reads the wallet as a session on a new device does.
  const newDevice =
    foldIsSocial &&
    session !== undefined &&
    keptDevices.some((device) => device.device_id !== session.device_id) &&
    !keptDevices.some((device) => device.device_id === session.device_id && device.trusted)
  await query(
    `update frame_sessions set user_id = $1,
       new_device = new_device or $4, recovery_released_at = case when $4 then null else recovery_released_at end
     where token_hash = $2 and user_id = $3`,
    [keep, sessionTokenHash, fold, newDevice],
  )
  await query('delete from frame_users where id = $1', [fold])
  return keep
}

/** The user a session shows after an answer: an email login's address, or the social name. */
export async function sessionUser(
  storage: Storage,
  parameters: { projectId: string; userId: string; socialProvider: string | null },
): Promise<FrameUser> {
  const { projectId, userId, socialProvider } = parameters
  if (!socialProvider) {
    const [user] = await storage.query<{ email: string | null }>(
      'select email from frame_users where id = $1',
      [userId],
    )
    return { id: userId, email: user?.email ?? null }
  }
  const [identity] = await storage.query<{ username: string | null }>(
    `select username from frame_identities
     where project_id = $1 and user_id = $2 and provider = $3 order by updated_at desc limit 1`,
    [projectId, userId, socialProvider],
  )
  return { id: userId, email: null, userName: identity?.username ?? '', socialProvider }
}
