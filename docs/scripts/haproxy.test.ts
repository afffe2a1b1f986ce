import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs helper of the repository's scripts, without types.
import { ensureHaproxy } from '../../scripts/lib/haproxy.mjs'
import { siteDir } from './lib/site.ts'

const dir = mkdtempSync(join(tmpdir(), 'airlock-haproxy-docs-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it("the production guide's HAProxy configuration passes haproxy's own check", async () => {
  const haproxy: string = await ensureHaproxy()
  // A throwaway certificate where the configuration expects the site's.
  const certs = join(dir, 'certs')
  mkdirSync(certs)
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=api.example.com',
      '-keyout',
      join(certs, 'site.key'),
      '-out',
      join(certs, 'site.crt'),
    ],
    { stdio: 'ignore' },
  )
  writeFileSync(
    join(certs, 'site.pem'),
    readFileSync(join(certs, 'site.crt'), 'utf8') + readFileSync(join(certs, 'site.key'), 'utf8'),
  )
  rmSync(join(certs, 'site.crt'))
  rmSync(join(certs, 'site.key'))
  const sample = readFileSync(join(siteDir, 'samples/server/haproxy.cfg'), 'utf8')
  expect(sample).toContain('crt /etc/haproxy/certs/ ')
  const config = join(dir, 'haproxy.cfg')
  writeFileSync(config, sample.replace('/etc/haproxy/certs/', `${certs}/`))
  const output = execFileSync(haproxy, ['-c', '-f', config], { encoding: 'utf8' })
  expect(output).toMatch(/Configuration file is valid/)
})
