import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { createFrameSiteHeaders } from '@airlock/frame/site'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ProjectStore } from '../projects/projectStore.js'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
}

/** Shown until the frame site's build exists. */
const placeholderPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Airlock wallet frame</title></head>
<body><p>The Airlock wallet frame is not built yet (build @airlock/frame).</p></body></html>`

export type FrameSiteOptions = {
  /** Folder of the static build; undefined serves the placeholder page. */
  siteDir: string | undefined
  projects: ProjectStore
  /** Origins the frame's scripts may call besides its own (chain RPCs). */
  connectSources: () => string[]
}

/**
 * The frame site: static files under the frame's strict CSP (`createFrameSiteHeaders` of
 * `@airlock/frame/site`). `frame-ancestors` lists the allowed origins of the project named by
 * `?projectId=` (none without a known project), so only its dapps can embed the frame; scripts
 * and styles come from the frame origin only; the frame talks to its own origin and the chains'
 * RPCs.
 */
export function serveFrameSite(app: FastifyInstance, options: FrameSiteOptions): void {
  const root = options.siteDir ? resolve(options.siteDir) : undefined
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/')
    const file = root ? await findFile(root, path === '/' ? '/index.html' : path) : undefined
    // The approval window (F3): top-level only, and it keeps its opener, the frame.
    const page = root && file === join(root, 'approve.html') ? 'approval-window' : 'frame'
    applySecurityHeaders(request, reply, options, page)
    if (!root) {
      if (path !== '/' && path !== '/index.html') return notFound(reply)
      return reply.type(contentTypes['.html'] ?? '').send(placeholderPage)
    }
    if (!file) return notFound(reply)
    const type = contentTypes[extname(file)] ?? 'application/octet-stream'
    return reply
      .type(type)
      .header('cache-control', type.startsWith('text/html') ? 'no-cache' : 'public, max-age=300')
      .send(await readFile(file))
  }
  app.get('/', handler)
  app.get('/*', handler)
}

async function findFile(root: string, path: string): Promise<string | undefined> {
  const file = normalize(join(root, path))
  if (file !== root && !file.startsWith(root + sep)) return undefined
  const info = await stat(file).catch(() => undefined)
  if (info?.isFile()) return file
  // A page route of the site (no extension): its own page (`/approve`), else the entry page.
  if (!extname(path)) {
    for (const page of [`${file}.html`, join(root, 'index.html')])
      if ((await stat(page).catch(() => undefined))?.isFile()) return page
  }
  return undefined
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
}

function applySecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  options: FrameSiteOptions,
  page: 'frame' | 'approval-window',
): void {
  const projectId = (request.query as Record<string, unknown> | undefined)?.projectId
  const project = typeof projectId === 'string' ? options.projects.get(projectId) : undefined
  const headers = createFrameSiteHeaders({
    allowedOrigins: (project?.allowedOrigins ?? []).filter(isCspSource),
    rpcOrigins: options.connectSources(),
    page,
  })
  reply.headers(headers)
}

/** Allowed-origin patterns are CSP sources already; anything else is left out, never widened. */
function isCspSource(pattern: string): boolean {
  return pattern === '*' || /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:(\d+|\*))?$/.test(pattern)
}
