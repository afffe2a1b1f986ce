// The temporary folder of `npm test`: in memory (tmpfs) when the machine has room there.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs'
import { join } from 'node:path'

const memoryRoot = '/dev/shm'
const prefix = 'airlock-test-'
/** tmpfs's magic number in statfs (TMPFS_MAGIC). */
const tmpfsType = 0x01021994
/** Room the suites' temporary files need at most at once (the release check's apps: ~2 GB). */
const neededBytes = 8 * 1024 ** 3

const isAlive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

/**
 * A folder of this run's own in /dev/shm when that is a tmpfs with 8 GiB free, else undefined.
 *
 * The suites write and delete hundreds of thousands of small files in the temporary folder (npm
 * installs of the release check's apps, embedded databases, browser profiles). On a disk mounted
 * with online discard, as on these machines, each delete waits for the device: removing the
 * release check's 1.1 GB of apps took over 90 s, and writing 74,000 files of one package took
 * 54 s against 4 s in memory. Folders of earlier runs whose process is gone are removed first.
 * The folder is world-writable with the sticky bit, as /tmp is: Postgres runs as its own user
 * inside it.
 *
 * @returns the folder and a function that removes it.
 */
export function createScratchTmp() {
  let stats
  try {
    stats = statfsSync(memoryRoot)
  } catch {
    return undefined
  }
  if (stats.type !== tmpfsType) return undefined
  for (const name of readdirSync(memoryRoot)) {
    const pid = Number(name.slice(prefix.length).split('-')[0])
    if (name.startsWith(prefix) && Number.isInteger(pid) && !isAlive(pid)) {
      rmSync(join(memoryRoot, name), { recursive: true, force: true })
    }
  }
  if (stats.bavail * stats.bsize < neededBytes) return undefined
  const dir = mkdtempSync(join(memoryRoot, `${prefix}${process.pid}-`))
  chmodSync(dir, 0o1777)
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
