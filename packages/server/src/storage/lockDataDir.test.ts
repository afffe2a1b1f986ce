import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { DataDirInUseError, dataDirPidFile, lockDataDir } from './lockDataDir.js'

let dataDir: string
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'airlock-lock-'))
})
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

/** The PID of a process that has exited, for a lock its holder left behind. */
async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await once(child, 'exit')
  return child.pid as number
}

describe.each([
  { platform: 'linux' as const, how: 'an abstract socket' },
  { platform: 'darwin' as const, how: 'a PID file' },
])('on $platform ($how)', ({ platform }) => {
  test.skipIf(platform === 'linux' && process.platform !== 'linux')(
    'one holder at a time, named in the refusal; free again once released',
    async () => {
      const lock = await lockDataDir(dataDir, { platform })
      expect(readFileSync(join(dataDir, dataDirPidFile), 'utf8').trim()).toBe(String(process.pid))
      const refusal = await lockDataDir(dataDir, { platform }).catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(DataDirInUseError)
      expect(refusal).toMatchObject({ code: 'DATA_DIR_IN_USE', dataDir, pid: process.pid })
      await lock.release()
      await lock.release()
      const again = await lockDataDir(dataDir, { platform })
      await again.release()
    },
  )

  test.skipIf(platform === 'linux' && process.platform !== 'linux')(
    'a PID file left by a process that is gone does not hold the directory',
    async () => {
      writeFileSync(join(dataDir, dataDirPidFile), `${await exitedPid()}\n`)
      const lock = await lockDataDir(dataDir, { platform })
      expect(readFileSync(join(dataDir, dataDirPidFile), 'utf8').trim()).toBe(String(process.pid))
      await lock.release()
    },
  )
})

test('the PID file names a live holder in the refusal', async () => {
  const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  })
  try {
    writeFileSync(join(dataDir, dataDirPidFile), `${holder.pid}\n`)
    const refusal = await lockDataDir(dataDir, { platform: 'darwin' }).catch(
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(DataDirInUseError)
    expect((refusal as DataDirInUseError).pid).toBe(holder.pid)
    expect((refusal as Error).message).toBe(
      `The data directory ${dataDir} is in use by another airlock-server (pid ${holder.pid}): stop that one, or give this one its own AIRLOCK_DATA_DIR`,
    )
  } finally {
    holder.kill('SIGKILL')
    await once(holder, 'exit')
  }
})
