import type { Storage } from './types.js'

/** Versioned schema changes, applied in order, each once. Never edit one that has shipped. */
export const migrations: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      create table projects (
        id text primary key,
        name text not null,
        allowed_origins jsonb not null,
        owner_key_hash text,
        analytics_enabled boolean not null default true,
        created_at timestamptz not null default now()
      );
      create table chain_cursors (
        chain_id bigint primary key,
        next_block bigint not null,
        updated_at timestamptz not null default now()
      );
      create table transactions (
        chain_id bigint not null,
        hash text not null,
        block_number bigint not null,
        tx_index integer not null,
        block_time bigint not null,
        from_address text not null,
        to_address text,
        nonce bigint not null,
        status text not null,
        value numeric(78, 0) not null,
        selector text,
        primary key (chain_id, hash)
      );
      create table transfers (
        chain_id bigint not null,
        tx_hash text not null,
        log_index integer not null,
        block_number bigint not null,
        kind text not null,
        contract text,
        from_address text not null,
        to_address text not null,
        amount numeric(78, 0) not null,
        token_id numeric(78, 0),
        primary key (chain_id, tx_hash, log_index)
      );
      create index transfers_nft on transfers (chain_id, contract, token_id) where kind = 'erc721';
      create index transfers_to on transfers (to_address);
      create table account_transactions (
        address text not null,
        chain_id bigint not null,
        hash text not null,
        block_time bigint not null,
        block_number bigint not null,
        tx_index integer not null,
        primary key (address, chain_id, hash)
      );
      create index account_transactions_page
        on account_transactions (address, block_time desc, chain_id desc, block_number desc, tx_index desc);
      create table token_contracts (
        chain_id bigint not null,
        address text not null,
        kind text not null,
        name text not null,
        symbol text not null,
        decimals integer not null,
        primary key (chain_id, address)
      );
      create table nft_metadata (
        chain_id bigint not null,
        contract text not null,
        token_id numeric(78, 0) not null,
        name text,
        description text,
        image text,
        fetched_at timestamptz not null default now(),
        primary key (chain_id, contract, token_id)
      );
      create table identities (
        address text primary key,
        name text,
        avatar text
      );
      create table analytics_events (
        id bigserial primary key,
        project_id text not null references projects (id) on delete cascade,
        event_id text not null,
        url text not null,
        domain text not null,
        event_time bigint not null,
        props jsonb not null,
        received_at timestamptz not null default now(),
        unique (project_id, event_id)
      );
    `,
  },
  {
    version: 2,
    name: 'sign-in nonces and sessions',
    sql: `
      create table siwx_nonces (
        project_id text not null references projects (id) on delete cascade,
        nonce text not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        primary key (project_id, nonce)
      );
      create index siwx_nonces_expiry on siwx_nonces (expires_at);
      create table siwx_sessions (
        id uuid primary key,
        project_id text not null references projects (id) on delete cascade,
        chain_id text not null,
        address text not null,
        message text not null,
        signature text not null,
        data jsonb not null,
        expires_at timestamptz,
        created_at timestamptz not null default now(),
        revoked_at timestamptz
      );
      create index siwx_sessions_account on siwx_sessions (project_id, chain_id, address);
    `,
  },
  {
    version: 3,
    name: 'hashes of the last indexed blocks',
    sql: `
      create table indexed_blocks (
        chain_id bigint not null,
        number bigint not null,
        hash text not null,
        primary key (chain_id, number)
      );
    `,
  },
  {
    version: 4,
    name: 'frame backend: email logins, sessions and key shares',
    sql: `
      create table frame_users (
        id uuid primary key,
        project_id text not null references projects (id) on delete cascade,
        email text not null,
        created_at timestamptz not null default now(),
        unique (project_id, email)
      );
      create table frame_codes (
        id uuid primary key,
        project_id text not null references projects (id) on delete cascade,
        purpose text not null,
        email text not null,
        user_id uuid references frame_users (id) on delete cascade,
        device_id text,
        new_email text,
        code_hash text not null,
        attempts integer not null default 0,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index frame_codes_lookup on frame_codes (project_id, purpose, email, created_at desc);
      create index frame_codes_expiry on frame_codes (expires_at);
      create table frame_devices (
        user_id uuid not null references frame_users (id) on delete cascade,
        device_id text not null,
        created_at timestamptz not null default now(),
        primary key (user_id, device_id)
      );
      create table frame_device_approvals (
        id uuid primary key,
        project_id text not null references projects (id) on delete cascade,
        user_id uuid not null references frame_users (id) on delete cascade,
        device_id text not null,
        token_hash text not null,
        expires_at timestamptz not null,
        approved_at timestamptz,
        created_at timestamptz not null default now()
      );
      create table frame_sessions (
        token_hash text primary key,
        project_id text not null references projects (id) on delete cascade,
        user_id uuid not null references frame_users (id) on delete cascade,
        origin text not null,
        device_id text not null,
        expires_at timestamptz not null,
        created_at timestamptz not null default now(),
        revoked_at timestamptz
      );
      create index frame_sessions_user on frame_sessions (user_id);
      create table frame_wallets (
        user_id uuid primary key references frame_users (id) on delete cascade,
        address text not null,
        solana_address text,
        recovery_share text not null,
        sealed_recovery_share text not null,
        created_at timestamptz not null default now()
      );
      create table frame_auth_shares (
        user_id uuid not null references frame_users (id) on delete cascade,
        device_id text not null,
        share text not null,
        updated_at timestamptz not null default now(),
        primary key (user_id, device_id)
      );
    `,
  },
  {
    version: 5,
    name: 'frame backend: social logins',
    sql: `
      alter table frame_users alter column email drop not null;
      create table frame_identities (
        project_id text not null references projects (id) on delete cascade,
        provider text not null,
        subject text not null,
        user_id uuid not null references frame_users (id) on delete cascade,
        username text,
        email text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        primary key (project_id, provider, subject)
      );
      create index frame_identities_user on frame_identities (user_id);
      create table frame_social_attempts (
        id uuid primary key,
        project_id text not null references projects (id) on delete cascade,
        provider text not null,
        origin text not null,
        device_id text not null,
        secret_hash text not null,
        state_hash text unique,
        nonce text not null,
        code_verifier text not null,
        expires_at timestamptz not null,
        authorized_at timestamptz,
        callback_at timestamptz,
        redeemed_at timestamptz,
        subject text,
        username text,
        email text,
        error text,
        created_at timestamptz not null default now()
      );
      create index frame_social_attempts_expiry on frame_social_attempts (expires_at);
      alter table frame_sessions add column social_provider text;
    `,
  },
  {
    version: 6,
    name: 'names',
    sql: `
      create table names (
        name text primary key,
        address text not null,
        coin_type bigint not null,
        attributes jsonb not null default '{}',
        registered bigint not null,
        updated bigint not null
      );
      create index names_address on names (address);
    `,
  },
  {
    version: 7,
    name: 'imported wallet registry',
    sql: `
      create table registry_wallets (
        position integer primary key,
        id text not null unique,
        wallet jsonb not null,
        image_url text
      );
      create table registry_imports (
        id serial primary key,
        source text not null,
        stored integer not null,
        refused integer not null,
        imported_at timestamptz not null default now()
      );
    `,
  },
  {
    version: 8,
    name: 'onramp purchases',
    sql: `
      create table onramp_purchases (
        id text primary key,
        project_id text not null,
        provider text not null,
        status text not null,
        address text not null,
        chain_id text not null,
        token text not null,
        symbol text not null,
        fiat_amount text,
        fiat_currency text not null,
        crypto_amount text,
        tx_hash text,
        created bigint not null,
        updated bigint not null
      );
      create index onramp_purchases_tx on onramp_purchases (tx_hash);
    `,
  },
  {
    version: 9,
    name: 'frame preferred account type',
    sql: `
      alter table frame_users add column preferred_account_type text;
    `,
  },
  {
    version: 10,
    name: 'frame backend: linking an email login and a social login',
    sql: `
      create table frame_link_offers (
        token_hash text primary key,
        project_id text not null references projects (id) on delete cascade,
        session_token_hash text not null references frame_sessions (token_hash) on delete cascade,
        email_user_id uuid not null references frame_users (id) on delete cascade,
        provider text not null,
        subject text not null,
        email text not null,
        expires_at timestamptz not null,
        answered_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index frame_link_offers_expiry on frame_link_offers (expires_at);
      create table frame_link_declines (
        project_id text not null references projects (id) on delete cascade,
        provider text not null,
        subject text not null,
        email text not null,
        created_at timestamptz not null default now(),
        primary key (project_id, provider, subject, email)
      );
    `,
  },
  {
    version: 11,
    name: 'frame backend: social results bound to the opener, email changes, session idle time and new devices',
    sql: `
      alter table frame_social_attempts add column result_hash text;
      create table frame_email_changes (
        id uuid primary key,
        project_id text not null references projects (id) on delete cascade,
        user_id uuid not null references frame_users (id) on delete cascade,
        old_email text not null,
        new_email text not null,
        cancel_token_hash text not null,
        expires_at timestamptz not null,
        cancelled_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index frame_email_changes_user on frame_email_changes (user_id);
      alter table frame_sessions add column last_used_at timestamptz;
      alter table frame_sessions add column new_device boolean not null default false;
      alter table frame_sessions add column recovery_released_at timestamptz;
    `,
  },
  {
    version: 12,
    name: 'sign-in sessions: revoke secrets, at most 7 days',
    sql: `
      alter table siwx_sessions add column revoke_secret_hash text;
      update siwx_sessions set expires_at = now() + interval '7 days'
        where expires_at is null or expires_at > now() + interval '7 days';
    `,
  },
  {
    version: 13,
    name: 'frame backend: sponsored user operations per user and day',
    sql: `
      create table frame_sponsorships (
        user_id uuid not null references frame_users (id) on delete cascade,
        chain_id bigint not null,
        day date not null,
        operations integer not null,
        max_cost numeric not null,
        primary key (user_id, chain_id, day)
      );
    `,
  },
  {
    version: 14,
    name: 'frame backend: a social login restores a wallet on a new device after the inbox approves it (F9)',
    sql: `
      alter table frame_device_approvals add column purpose text not null default 'login';
      alter table frame_device_approvals add column session_token_hash text
        references frame_sessions (token_hash) on delete cascade;
      create index frame_device_approvals_session on frame_device_approvals (session_token_hash);
      alter table frame_devices add column trusted boolean not null default true;
    `,
  },
  {
    version: 15,
    name: 'ERC-1155 transfers in the index (one row per id of a batch), indexed again from the start',
    sql: `
      alter table transfers add column batch_index integer not null default 0;
      alter table transfers drop constraint transfers_pkey;
      alter table transfers add primary key (chain_id, tx_hash, log_index, batch_index);
      create index transfers_multi_token on transfers (chain_id, contract, token_id)
        where kind = 'erc1155';
      delete from indexed_blocks;
      delete from chain_cursors;
    `,
  },
  {
    version: 16,
    name: 'an account’s outgoing transfers found by index, as its incoming ones are',
    sql: `
      create index transfers_from on transfers (from_address);
    `,
  },
  {
    version: 17,
    name: 'frame backend: passkey-first sign-up and login',
    sql: `
      create table frame_passkeys (
        project_id text not null references projects (id) on delete cascade,
        credential_id text not null,
        user_id uuid not null references frame_users (id) on delete cascade,
        user_handle text not null,
        public_key text not null,
        sign_count bigint not null default 0,
        created_at timestamptz not null default now(),
        last_used_at timestamptz,
        primary key (project_id, credential_id)
      );
      create index frame_passkeys_user on frame_passkeys (user_id);
      create table frame_passkey_challenges (
        id uuid primary key,
        project_id text not null references projects (id) on delete cascade,
        purpose text not null,
        challenge text not null,
        user_handle text,
        origin text not null,
        device_id text not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index frame_passkey_challenges_expiry on frame_passkey_challenges (expires_at);
    `,
  },
  {
    version: 18,
    name: 'frame backend: a social login linked later to the session’s user',
    sql: `
      alter table frame_social_attempts add column link_user_id text;
    `,
  },
  {
    version: 19,
    name: 'frame backend: a session opened by a passkey login',
    sql: `
      alter table frame_sessions add column passkey_login boolean not null default false;
    `,
  },
]

/** Applies the migrations the database has not seen; safe with several servers starting at once. */
export async function migrate(storage: Storage): Promise<number[]> {
  return storage.transaction(async (query) => {
    if (storage.kind === 'postgres') await query('select pg_advisory_xact_lock(878787)')
    await query(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`)
    const rows = await query<{ version: number }>('select version from schema_migrations')
    const applied = new Set(rows.map((row) => Number(row.version)))
    const done: number[] = []
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue
      for (const statement of splitStatements(migration.sql)) await query(statement)
      await query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ])
      done.push(migration.version)
    }
    return done
  })
}

function splitStatements(sql: string): string[] {
  return sql
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean)
}
