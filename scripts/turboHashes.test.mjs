// Turbo replays a cached `test` or `typecheck` result while the task's hash is unchanged. Packages
// test against each other's sources (the `@airlock/source` condition) and type-check against each
// other's builds, so a change in a package's sources must change the hash of every task that reads
// them, and of no other.
// `node --test scripts/turboHashes.test.mjs`; part of `npm test`.
//
// The change is made in a throwaway worktree of HEAD, so this checkout is never written to and
// nothing reading those sources meanwhile sees the edit. It checks the committed turbo.json and
// package.json files.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { childEnv, root } from './lib/bootstrap.mjs'

const turbo = join(root, 'node_modules', '.bin', 'turbo')

/**
 * Each case edits one source file and names the tasks that read it (directly or through a package
 * that does), whose hashes must change, and tasks of a lower layer, whose hashes must not.
 */
const cases = [
  {
    edited: 'packages/core/src/exports/index.ts',
    readers: [
      '@airlock/core#test',
      '@airlock/ui#test',
      '@airlock/react#test',
      '@airlock/ui-react18#test',
      '@airlock/adapter-wagmi#test',
      '@airlock/core-integration#test',
      '@airlock/core#typecheck',
      '@airlock/ui#typecheck',
      '@airlock/react#typecheck',
      '@airlock/adapter-wagmi#typecheck',
      '@airlock/demo#typecheck',
    ],
    unrelated: ['@airlock/blockchain-api#test', '@airlock/blockchain-api#typecheck'],
  },
  {
    // The server reads sign-in messages through siwx.
    edited: 'packages/siwx/src/exports/index.ts',
    readers: [
      '@airlock/siwx#test',
      '@airlock/server#test',
      '@airlock/adapter-wagmi#test',
      '@airlock/siwx#typecheck',
      '@airlock/server#typecheck',
      '@airlock/demo#typecheck',
    ],
    unrelated: ['@airlock/blockchain-api#test', '@airlock/blockchain-api#typecheck'],
  },
]

function git(args, cwd = root) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

/** Task id → hash, from a dry run of `test` and `typecheck` in `cwd`. */
function taskHashes(cwd) {
  const output = execFileSync(turbo, ['run', 'test', 'typecheck', '--dry=json'], {
    cwd,
    env: childEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  })
  return new Map(JSON.parse(output).tasks.map((task) => [task.taskId, task.hash]))
}

for (const { edited, readers, unrelated } of cases) {
  test(`an edit of ${edited} changes the hash of every test and typecheck that reads it, and only theirs`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'airlock-turbo-hashes-'))
    const worktree = join(dir, 'repo')
    git(['worktree', 'add', '--detach', '--quiet', worktree, 'HEAD'])
    try {
      const before = taskHashes(worktree)
      appendFileSync(join(worktree, edited), '\n// edited\n')
      const after = taskHashes(worktree)

      for (const id of [...readers, ...unrelated]) {
        assert.ok(before.has(id) && after.has(id), `${id} is missing from the dry run`)
      }
      const kept = readers.filter((id) => before.get(id) === after.get(id))
      assert.deepEqual(kept, [], `these tasks would replay a cached result after ${edited} changed`)
      const changed = unrelated.filter((id) => before.get(id) !== after.get(id))
      assert.deepEqual(changed, [], `these tasks do not read ${edited}, yet their hash changed`)
    } finally {
      git(['worktree', 'remove', '--force', worktree])
      rmSync(dir, { recursive: true, force: true })
    }
  })
}
