import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Project, ProjectStore } from '../projects/projectStore.js'
import { serveFrameSite } from './serveFrameSite.js'

const shop: Project = {
  id: 'shop',
  name: 'Shop',
  allowedOrigins: ['http://localhost:*'],
  ownerKeyHash: null,
  analyticsEnabled: false,
}
const projects: ProjectStore = {
  get: (id) => (id === shop.id ? shop : undefined),
  isOwnerKey: () => false,
  allowsOrigin: () => false,
}

let app: FastifyInstance
let siteDir: string
let url: string

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'airlock-frame-site-'))
  await writeFile(join(siteDir, 'index.html'), '<title>frame</title>')
  await writeFile(join(siteDir, 'approve.html'), '<title>approval window</title>')
  app = Fastify()
  serveFrameSite(app, { siteDir, projects, connectSources: () => [] })
  url = await app.listen({ host: '127.0.0.1', port: 0 })
})

afterAll(async () => {
  await app.close()
  await rm(siteDir, { recursive: true, force: true })
})

test("F3: /approve is the approval window's page, never framed whatever project it names, and keeps its opener", async () => {
  for (const path of ['/approve', '/approve?projectId=shop', '/approve.html?projectId=shop']) {
    const page = await fetch(`${url}${path}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toBe('<title>approval window</title>')
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(page.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
  }
})

test('the frame page keeps its own headers: embeddable by the project, cut from openers', async () => {
  for (const path of ['/?projectId=shop', '/some/route?projectId=shop']) {
    const page = await fetch(`${url}${path}`)
    expect(await page.text()).toBe('<title>frame</title>')
    expect(page.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://localhost:*',
    )
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  }
})
