import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { AirlockError } from '@airlock/blockchain-api'

/** A second server pointed at a data directory that a running server has open. */
export class DataDirInUseError extends AirlockError {
  override name = 'DataDirInUseError'
  declare readonly code: 'DATA_DIR_IN_USE'
  readonly dataDir: string
  /** The process holding it, when it could be read. */
  readonly pid: number | undefined

  constructor(dataDir: string, pid: number | undefined) {
    super(
      `The data directory ${dataDir} is in use by another airlock-server${pid ? ` (pid ${pid})` : ''}: stop that one, or give this one its own AIRLOCK_DATA_DIR`,
      { code: 'DATA_DIR_IN_USE' },
    )
    this.dataDir = dataDir
    this.pid = pid
  }
}

export type LockDataDirParameters = {
  /** Chooses how the lock is held. Default: `process.platform`. */
  platform?: NodeJS.Platform | undefined
}

export type DataDirLock = {
  /** Gives the directory back; safe to call twice. */
  release: () => Promise<void>
}

/** Holds the PID of the server that has the directory open; read for the error message. */
export const dataDirPidFile = 'airlock-server.pid'

// PID files name a process, not an opening: this tells our own openings from a past life's file.
const pidFilesHeldHere = new Set<string>()

/**
 * Takes a data directory for this process alone, so two servers never write one database.
 *
 * On Linux the lock is a listening socket in the abstract namespace, named after the directory's
 * device and inode: the kernel frees it the moment its process ends, even on SIGKILL, so a crash
 * never leaves a lock behind and two servers starting together cannot both win. Elsewhere a PID
 * file created exclusively is the lock, taken over when its process is gone. Either way the file
 * names the holder's PID.
 *
 * @example
 * const lock = await lockDataDir('/var/lib/airlock') // throws DataDirInUseError if taken
 * await lock.release()
 */
export async function lockDataDir(
  dataDir: string,
  parameters: LockDataDirParameters = {},
): Promise<DataDirLock> {
  const pidPath = join(dataDir, dataDirPidFile)
  const platform = parameters.platform ?? process.platform
  const socket = platform === 'linux' ? await listenOnLockSocket(dataDir) : undefined
  if (socket) writeFileSync(pidPath, `${process.pid}\n`)
  else takePidFile(dataDir, pidPath)
  let released = false
  return {
    release: async () => {
      if (released) return
      released = true
      pidFilesHeldHere.delete(pidPath)
      if (readPid(pidPath) === process.pid) rmSync(pidPath, { force: true })
      if (socket) {
        socket.close()
        await once(socket, 'close')
      }
    },
  }
}

async function listenOnLockSocket(dataDir: string): Promise<Server> {
  const { dev, ino } = statSync(dataDir)
  const id = createHash('sha256').update(`${dev}:${ino}`).digest('hex')
  const socket = createServer((connection) => connection.destroy())
  socket.unref()
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject)
      socket.listen({ path: `\0airlock-data-dir-${id}`, exclusive: true }, () => {
        socket.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      const holder = readPid(join(dataDir, dataDirPidFile))
      throw new DataDirInUseError(dataDir, holder && isAlive(holder) ? holder : undefined)
    }
    throw error
  }
  return socket
}

function takePidFile(dataDir: string, pidPath: string): void {
  if (pidFilesHeldHere.has(pidPath)) throw new DataDirInUseError(dataDir, process.pid)
  // Bounded: a racing server may take the file between our removal and our retry.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(pidPath, `${process.pid}\n`, { flag: 'wx' })
      pidFilesHeldHere.add(pidPath)
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = readPid(pidPath)
    // Our own PID, not held here, is a past life of this PID (a restarted container, say).
    if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(dataDir, holder)
    }
    rmSync(pidPath, { force: true })
  }
  throw new DataDirInUseError(dataDir, readPid(pidPath))
}

function readPid(pidPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(pidPath, 'utf8'), 10)
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
