import { expect, test } from 'vitest'
import { createStorage } from './createStorage.js'
import { migrate, migrations } from './migrations.js'

test('an index built before ERC-1155 support keeps its rows, takes one row per id of a batch, and is indexed again from the start', async () => {
  const storage = await createStorage({ dataDir: 'memory' })
  try {
    // A database as the server left it at migration 14, with one block's transfer indexed.
    await storage.query(
      'create table schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
    )
    for (const migration of migrations.filter((entry) => entry.version <= 14)) {
      for (const statement of migration.sql.split(';').map((part) => part.trim()))
        if (statement) await storage.query(statement)
      await storage.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ])
    }
    const row = [31337, '0xabc', 4, 7, 'erc20', '0xtoken', '0xfrom', '0xto', '5', null]
    await storage.query(
      `insert into transfers (chain_id, tx_hash, log_index, block_number, kind, contract,
         from_address, to_address, amount, token_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      row,
    )
    await storage.query('insert into chain_cursors (chain_id, next_block) values (31337, 8)')
    await storage.query(
      "insert into indexed_blocks (chain_id, number, hash) values (31337, 7, '0x7')",
    )

    expect(await migrate(storage)).toEqual(
      migrations.filter((entry) => entry.version > 14).map((entry) => entry.version),
    )

    expect(await storage.query('select log_index, batch_index from transfers')).toEqual([
      { log_index: 4, batch_index: 0 },
    ])
    // Two ids of one TransferBatch log are two rows.
    for (const batchIndex of [0, 1])
      await storage.query(
        `insert into transfers (chain_id, tx_hash, log_index, batch_index, block_number, kind,
           contract, from_address, to_address, amount, token_id)
         values (31337, '0xdef', 2, $1, 7, 'erc1155', '0xitems', '0xfrom', '0xto', 3, $2)`,
        [batchIndex, 10 + batchIndex],
      )
    expect(
      await storage.query("select count(*)::int as n from transfers where tx_hash = '0xdef'"),
    ).toEqual([{ n: 2 }])
    // The indexer starts over (keeping what it wrote), so blocks read before record their ERC-1155 logs.
    expect(await storage.query('select * from chain_cursors')).toEqual([])
    expect(await storage.query('select * from indexed_blocks')).toEqual([])
  } finally {
    await storage.close()
  }
})
