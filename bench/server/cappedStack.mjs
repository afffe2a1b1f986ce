// The scale-out stack with each airlock-server instance capped to a share of one core and pinned
// to it, and everything else (this process, the load generator; HAProxy, Postgres, Redis, anvil)
// on the other core: on a small machine, the instances' capacity is what the kernel grants them,
// not what is left over by the load generator.
import { getFreePort } from '../../scripts/lib/bootstrap.mjs'
import { startHaproxy } from '../../scripts/lib/haproxy.mjs'
import { startScaleStack } from '../../scripts/lib/scaleStack.mjs'
import { stopOnSignals } from '../lib/stopOnSignals.mjs'
import { createCpuCap, pin, pinTree } from './cpuCap.mjs'

// 0.15 core: one instance then serves a cached route at about two thousand requests per second, and
// the pair at twice that stays within what the load core (the generator and HAProxy) can drive.
// At 0.25 one instance reached 6,400 a second, and the pair's 11,500 had the generator 12–20 ms late.
export const instanceShare = Number(process.env.BENCH_INSTANCE_CPU ?? 0.15)
export const instanceCore = process.env.BENCH_INSTANCE_CORE ?? '0'
export const loadCore = process.env.BENCH_LOAD_CORE ?? '1'
// Postgres, Redis and anvil: on the instances' core by default, which their two caps leave 0.7 of.
// On the load core they made the generator run 8–16 ms late at the pair's 4,000–6,000 requests a
// second; here, about 6 ms. (With a share of 0.25 each, Redis here took the core's free half at the
// pair's rates, and the instances waited for it.)
export const servicesCore = process.env.BENCH_SERVICES_CORE ?? instanceCore
// V8's memory reducer, off in the instances unless BENCH_MEMORY_REDUCER=on: it shrinks the heap
// with a full collection when it judges a process's allocation to have slowed, and on a capped
// instance its incremental marking and the final stop took tens of seconds of doubled CPU a
// request and a stall of about 0.5 s (README.md, "The memory reducer"). A command-line flag only:
// set from inside the process (v8.setFlagsFromString) it changed nothing.
export const memoryReducer = process.env.BENCH_MEMORY_REDUCER === 'on'
/** A browser's request: the local-dev project allows local pages only. */
export const origin = 'http://localhost'

/**
 * Starts the stack of two capped instances. Besides the stack, resolves with `single` (a second
 * HAProxy in front of the first instance alone, so one instance is measured through the same hop
 * as the pair), `pinServices()` (pins Postgres, Redis, HAProxy and anvil again, after a restart),
 * `setShare(cores)` (each instance's cap, changed live), `throttled()` (periods each instance hit its
 * cap in) and `stop()` (everything, caps removed).
 */
export async function startCappedStack() {
  // Whatever this process starts from here inherits the load core.
  pin(process.pid, loadCore)
  const caps = new Map()
  let stack
  let single
  let stopping
  const stop = () => {
    stopping ??= stopAll()
    return stopping
  }
  const stopAll = async () => {
    await single?.stop().catch(() => undefined)
    await stack?.stop().catch(() => undefined)
    for (const cap of caps.values()) await cap.remove().catch(() => undefined)
    removeSignalHandlers()
  }
  // Interrupted, even twice, it stops what it started (and removes the caps) before exiting.
  const removeSignalHandlers = stopOnSignals(stop)
  try {
    for (const name of ['airlock1', 'airlock2']) {
      caps.set(name, createCpuCap(`airlock-bench-${process.pid}-${name}`, instanceShare))
    }
    stack = await startScaleStack({
      instances: 2,
      // `--cpu-prof --cpu-prof-dir=…` profiles each instance (written when the stack stops).
      nodeArgs: [
        ...(memoryReducer ? [] : ['--no-memory-reducer']),
        ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      ],
      env: {
        AIRLOCK_RPC_PROJECT_RATE_LIMIT_MAX: '0',
        AIRLOCK_RPC_IP_RATE_LIMIT_MAX: '0',
        // The relay route's sockets all come from this machine, and hold their messages 30 s.
        AIRLOCK_RELAY_MAX_CONNECTIONS_PER_IP: '2000',
        AIRLOCK_RELAY_MAX_TOTAL_BYTES: String(2 ** 30),
        // No Solana node here: its health probe would only spend the instances' quota.
        AIRLOCK_SOLANA_NETWORKS: '[]',
        ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
      },
      // Every start of an instance, the first and any after a kill, is capped and pinned.
      onInstanceStart(instance) {
        pin(instance.pid, instanceCore)
        caps.get(instance.name).add(instance.pid)
      },
    })
    const pinServices = () => {
      for (const pid of [stack.postgres.pid, stack.redis.pid, stack.anvil.pid]) {
        if (pid) pinTree(pid, servicesCore)
      }
      if (stack.haproxy.pid) pinTree(stack.haproxy.pid, loadCore)
    }
    pinServices()
    const [first] = stack.instances
    single = await startHaproxy({
      port: await getFreePort(),
      backends: [{ name: first.name, port: first.port }],
    })
    return {
      stack,
      single,
      pinServices,
      /** Gives each instance `share` of a core from now on. */
      setShare: (share) => {
        for (const cap of caps.values()) cap.set(share)
      },
      throttled: () => [...caps].map(([name, cap]) => `${name} ${cap.throttled()}`).join(', '),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
