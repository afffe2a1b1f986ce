// Types of scaleStack.mjs, for the TypeScript tests that start the scale-out stack.

export type ScaleInstance = {
  readonly name: string
  readonly url: string
  readonly port: number
  readonly pid: number | undefined
  /** What the instance printed lately. */
  output: () => string
  /** Stops the instance by its PID (SIGKILL unless told otherwise); resolves once it exited. */
  kill: (signal?: NodeJS.Signals) => Promise<void>
  /** Starts the instance (again) on its port; resolves once `/ready` answers 200. */
  start: () => Promise<void>
}

export type ThrowawayService = {
  readonly url: string
  readonly port: number
  readonly pid: number | undefined
  stop: () => Promise<void>
  start: () => Promise<void>
}

export type ScaleStack = {
  /** HAProxy's URL: the balancer in front of the instances. */
  url: string
  instances: ScaleInstance[]
  postgres: ThrowawayService
  redis: ThrowawayService
  haproxy: { url: string; pid: number | undefined; stop: () => Promise<void> }
  anvil: { pid: number | undefined }
  chainRpcUrl: string
  stop: () => Promise<void>
}

export function startScaleStack(options?: {
  instances?: number
  env?: Record<string, string>
  onOutput?: (name: string, text: string) => void
  /** Called each time an instance's process is spawned, before it is ready. */
  onInstanceStart?: (instance: ScaleInstance) => void | Promise<void>
  /** Node options before the server's script, for every instance (`--cpu-prof`). */
  nodeArgs?: string[]
}): Promise<ScaleStack>
