// Turbo replays a cached `test` or `typecheck` result while the task's hash is unchanged. Packages
// test and type-check against each other's sources (the `@airlock/source` condition), so a change
// in core's sources must change the hash of every task that reads them, and of no other.
// `node --test scripts/turboHashes.test.mjs`; part of `npm test`.
//
// The change is made in a throwaway worktree of HEAD, so this checkout is never written to and
// nothing that reads core meanwhile sees it. It checks the committed turbo.json and package.json
// files.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { childEnv, root } from './lib/bootstrap.mjs'

const turbo = join(root, 'node_modules', '.bin', 'turbo')

/** Tasks that read packages/core/src, directly or through a package that does. */
const readersOfCore = [
  '@airlock/core#test',
  '@airlock/ui#test',
  '@airlock/react#test',
  '@airlock/server#test',
  '@airlock/ui-react18#test',
  '@airlock/adapter-wagmi#test',
  '@airlock/core#typecheck',
  '@airlock/ui#typecheck',
  '@airlock/react#typecheck',
  '@airlock/server#typecheck',
  '@airlock/adapter-wagmi#typecheck',
  '@airlock/demo#typecheck',
]
/** Tasks of the layer below core, which must keep their cached results. */
const unrelated = ['@airlock/blockchain-api#test', '@airlock/blockchain-api#typecheck']

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

test('a change in packages/core/src changes the hash of every test and typecheck that reads it, and only theirs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-turbo-hashes-'))
  const worktree = join(dir, 'repo')
  git(['worktree', 'add', '--detach', '--quiet', worktree, 'HEAD'])
  try {
    const before = taskHashes(worktree)
    appendFileSync(join(worktree, 'packages/core/src/exports/index.ts'), '\n// edited\n')
    const after = taskHashes(worktree)

    for (const id of [...readersOfCore, ...unrelated]) {
      assert.ok(before.has(id) && after.has(id), `${id} is missing from the dry run`)
    }
    const kept = readersOfCore.filter((id) => before.get(id) === after.get(id))
    assert.deepEqual(kept, [], 'these tasks would replay a cached result after core changed')
    const changed = unrelated.filter((id) => before.get(id) !== after.get(id))
    assert.deepEqual(changed, [], 'these tasks do not read core, yet their hash changed')
  } finally {
    git(['worktree', 'remove', '--force', worktree])
    rmSync(dir, { recursive: true, force: true })
  }
})
