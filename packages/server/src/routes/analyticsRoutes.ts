import {
  type AnalyticsEventsResponse,
  analyticsConfigRoute,
  analyticsEventRoute,
  analyticsEventsRoute,
} from '@airlock/blockchain-api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ServerContext } from '../context.js'
import { InvalidKeyError, InvalidRequestError } from '../http/errors.js'
import { parseRequest } from '../http/parseRequest.js'
import type { Project } from '../projects/projectStore.js'

/** The analytics sink: events stay in this server's database, per project. */
export function registerAnalyticsRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(analyticsConfigRoute.path, async (request) => ({
    isAnalyticsEnabled: projectOf(request).analyticsEnabled,
  }))

  app.post(analyticsEventRoute.path, async (request, reply) => {
    const { body } = parseRequest(analyticsEventRoute, request)
    const project = projectOf(request)
    if (project.analyticsEnabled) {
      await context.storage.query(
        `insert into analytics_events (project_id, event_id, url, domain, event_time, props)
         values ($1, $2, $3, $4, $5, $6) on conflict (project_id, event_id) do nothing`,
        [
          project.id,
          body.eventId,
          body.url,
          body.domain,
          body.timestamp,
          JSON.stringify(body.props),
        ],
      )
    }
    return reply.code(204).send()
  })

  app.get(analyticsEventsRoute.path, async (request): Promise<AnalyticsEventsResponse> => {
    const project = projectOf(request)
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    if (!key || !context.projects.isOwnerKey(project, key)) throw new InvalidKeyError()
    const { query } = parseRequest(analyticsEventsRoute, request)
    const before = query.cursor ? Number(query.cursor) : undefined
    if (before !== undefined && !Number.isSafeInteger(before)) {
      throw new InvalidRequestError('Invalid cursor', [
        { path: 'query.cursor', message: 'Invalid cursor' },
      ])
    }
    const rows = await context.storage.query<{
      id: string | number
      event_id: string
      url: string
      domain: string
      event_time: string | number
      props: Record<string, unknown> | string
      received_at: Date | string
    }>(
      `select id, event_id, url, domain, event_time, props, received_at from analytics_events
       where project_id = $1 and ($2::bigint is null or id < $2::bigint)
       order by id desc limit $3`,
      [project.id, before ?? null, query.limit + 1],
    )
    const page = rows.slice(0, query.limit)
    return {
      data: page.map((row) => ({
        eventId: row.event_id,
        url: row.url,
        domain: row.domain,
        timestamp: Number(row.event_time),
        props: typeof row.props === 'string' ? JSON.parse(row.props) : row.props,
        receivedAt: new Date(row.received_at).toISOString(),
      })),
      next: rows.length > query.limit && page.at(-1) ? String(page.at(-1)?.id) : null,
    }
  })
}

function projectOf(request: FastifyRequest): Project {
  if (!request.project) throw new InvalidKeyError()
  return request.project
}
