// HAProxy from Debian in front of several airlock-server instances, for the scale-out stack.
// Installed with apt when missing and running as root; runs in the foreground, stopped by its PID.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { aptInstall } from './bootstrap.mjs'

const haproxyBin = '/usr/sbin/haproxy'

/** Path of haproxy; installs Debian's `haproxy` with apt when missing and allowed. */
export async function ensureHaproxy() {
  if (existsSync(haproxyBin)) return haproxyBin
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) {
    throw new Error('HAProxy is missing: run "sudo apt-get install -y haproxy" and try again')
  }
  await aptInstall(['haproxy'])
  if (!existsSync(haproxyBin)) throw new Error('haproxy was installed but not found')
  return haproxyBin
}

/**
 * Starts HAProxy on `127.0.0.1:port` over `backends` (`{ name, port }`), each request to the one
 * with the fewest in flight (in turn among equals), each probed with `GET healthPath` every 250 ms
 * (down after 2 failures, up after 2 successes). A request whose
 * connection to a backend fails is sent to another one; a GET or HEAD that an instance read and
 * closed with no answer is too, and the analytics POST `/e` (stored once per event id), never another
 * POST (scripts/haproxy.test.mjs). WebSockets (the relay) pass through. Each request carries the
 * client's address in `X-Forwarded-For`.
 */
export async function startHaproxy({ port, backends, healthPath = '/health' }) {
  const bin = await ensureHaproxy()
  const dir = mkdtempSync(join(tmpdir(), 'airlock-haproxy-'))
  const config = join(dir, 'haproxy.cfg')
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 1s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout tunnel 1h',
      // A probe's answer may take this long. Unset, it is the probe interval (250 ms): an instance
      // busy with a queue of slow requests answered /health later than that, was taken out as
      // down, and with both out the balancer answered every request 503 at once.
      '  timeout check 2s',
      '  option redispatch',
      '  retries 2',
      '  retry-on conn-failure empty-response',
      // The client's address for the servers' per-client limits (they trust 127.0.0.1).
      '  option forwardfor',
      'frontend airlock',
      `  bind 127.0.0.1:${port}`,
      '  default_backend servers',
      'backend servers',
      '  balance leastconn',
      // A request an instance read and then died on is retried elsewhere only if it is safe to
      // apply twice: GET and HEAD, and the analytics POST `/e` (stored once per event id). Any
      // other POST is retried only when its connection failed, before any instance read it.
      '  acl idempotent_post path /e',
      '  http-request disable-l7-retry unless METH_GET || idempotent_post',
      `  option httpchk GET ${healthPath}`,
      '  http-check expect status 200',
      // An instance back up (restarted, or its probe answering again) starts cold: its share of
      // the traffic grows over 10 s instead of arriving at once.
      '  default-server inter 250ms fall 2 rise 2 slowstart 10s',
      ...backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`),
      '',
    ].join('\n'),
  )
  const child = spawn(bin, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${stderr}`)
    const answered = await fetch(`${url}${healthPath}`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`haproxy did not answer on ${url} within 15 s:\n${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(child.pid, 'SIGTERM')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
