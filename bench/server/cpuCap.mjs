// CPU caps and core pinning for the scale-out benchmark: a cgroup per capped process (v1's `cpu`
// controller or v2's `cpu.max`, whichever the machine has), and taskset for pinning. Needs root.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// A short period: a process over its quota waits for the next period, so with 100 ms (the
// kernel's default) a burst of work (a garbage collection) could stall every request for tens of
// milliseconds, whatever the average load. Unused quota of one period may carry into the next,
// up to one quota (`burst`), to absorb such bursts without raising the average.
const periodUs = Number(process.env.BENCH_CPU_PERIOD_US ?? 10_000)

/** Which cgroup layout is writable here: `{ version, root }`, or throws saying why not. */
function cgroupLayout() {
  const v1 = '/sys/fs/cgroup/cpu'
  if (existsSync(join(v1, 'cpu.cfs_quota_us'))) return { version: 1, root: v1 }
  const v2 = '/sys/fs/cgroup'
  const controllers = join(v2, 'cgroup.controllers')
  if (existsSync(controllers) && readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu')) {
    return { version: 2, root: v2 }
  }
  throw new Error(
    'no cgroup CPU controller found (neither /sys/fs/cgroup/cpu nor a v2 /sys/fs/cgroup with cpu)',
  )
}

/** A share's quota per period in µs; the kernel takes no quota under 1 ms (throws for less). */
export function quotaOf(cores) {
  const quota = Math.round(cores * periodUs)
  if (!(quota >= 1000)) {
    throw new Error(
      `a share of ${cores} core is ${quota} µs in each ${periodUs} µs period; the kernel's least quota is 1000 µs (raise BENCH_CPU_PERIOD_US or the share)`,
    )
  }
  return String(quota)
}

/**
 * Gives the group at `dir` `cores` of CPU time. The burst may not exceed the quota: it is lowered
 * first and raised last.
 */
function setQuota(version, dir, cores) {
  const quota = quotaOf(cores)
  const [quotaFile, quotaValue, burstFile] =
    version === 1
      ? ['cpu.cfs_quota_us', quota, 'cpu.cfs_burst_us']
      : ['cpu.max', `${quota} ${periodUs}`, 'cpu.max.burst']
  const burst = join(dir, burstFile)
  if (existsSync(burst)) writeFileSync(burst, '0')
  writeFileSync(join(dir, quotaFile), quotaValue)
  if (existsSync(burst)) writeFileSync(burst, quota)
}

/**
 * Creates a cgroup named `name` whose processes together get at most `cores` of CPU time (0.15 =
 * 1.5 ms in each 10 ms period), enforced by the kernel. `add(pid)` moves a process with all its threads
 * in; `remove()` deletes the group once its processes have exited.
 */
export function createCpuCap(name, cores) {
  const { version, root } = cgroupLayout()
  const dir = join(root, name)
  quotaOf(cores)
  try {
    if (version === 2) {
      // The root must hand the cpu controller down to its children.
      writeFileSync(join(root, 'cgroup.subtree_control'), '+cpu')
    }
    mkdirSync(dir, { recursive: true })
    if (version === 1) writeFileSync(join(dir, 'cpu.cfs_period_us'), String(periodUs))
    setQuota(version, dir, cores)
  } catch (error) {
    throw new Error(
      `cannot cap CPU with cgroup v${version} at ${dir} (${error.message}); run as root on a machine whose cgroups are writable`,
    )
  }
  return {
    version,
    dir,
    /** Changes the share, for the processes already in the group too. */
    set(share) {
      setQuota(version, dir, share)
    },
    add(pid) {
      writeFileSync(join(dir, 'cgroup.procs'), String(pid))
    },
    /** How many periods the group hit its quota in so far. */
    throttled() {
      const stat = readFileSync(join(dir, 'cpu.stat'), 'utf8')
      return Number(stat.match(/nr_throttled (\d+)/)?.[1] ?? 0)
    },
    async remove() {
      // A process killed a moment ago may still be listed until the kernel reaps it.
      for (let attempt = 0; attempt < 50; attempt++) {
        try {
          rmdirSync(dir)
          return
        } catch (error) {
          if (error.code === 'ENOENT') return
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
      rmdirSync(dir)
    },
  }
}

/** Pins a running process, every thread of it, to `cpu` (a core list such as '1'). */
export function pin(pid, cpu) {
  execFileSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' })
}

/** Pins a process and every process descended from it (Postgres' postmaster and its workers). */
export function pinTree(pid, cpu) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The parent's PID is the 2nd field after the command, which is in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // The process exited while the list was read.
    }
  }
  const pending = [pid]
  while (pending.length > 0) {
    const next = pending.pop()
    try {
      pin(next, cpu)
    } catch {
      // Exited meanwhile.
    }
    pending.push(...(children.get(next) ?? []))
  }
}
