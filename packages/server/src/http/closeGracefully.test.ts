import { Agent, request } from 'node:http'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { closeGracefully } from './closeGracefully.js'

const agents: Agent[] = []
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy()
})

/** A GET on a kept-alive connection (as browsers and undici make them); resolves with the body. */
function get(url: string, agent: Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => {
        body += chunk
      })
      response.on('end', () => resolve(body))
    })
      .on('error', reject)
      .end()
  })
}

describe('closeGracefully', () => {
  it('lets a request running when the close begins finish, then closes its kept-alive connection at once', async () => {
    const app = Fastify({ forceCloseConnections: 'idle' })
    let release: () => void = () => {}
    let started: () => void = () => {}
    const running = new Promise<void>((resolve) => {
      started = resolve
    })
    app.get('/slow', async () => {
      started()
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return { done: true }
    })
    const url = await app.listen({ host: '127.0.0.1', port: 0 })
    const agent = new Agent({ keepAlive: true })
    agents.push(agent)

    const answer = get(`${url}/slow`, agent)
    await running
    const closing = closeGracefully(app)
    // The answer goes out once the server has stopped listening and closed the connections idle
    // then, as in a shutdown that meets a request still running.
    await expect.poll(() => app.server.listening).toBe(false)
    release()
    expect(await answer).toBe('{"done":true}')
    // Without the sweep the close waits for the connection's keep-alive timeout (72 s).
    const since = Date.now()
    await closing
    expect(Date.now() - since).toBeLessThan(2_000)
  }, 10_000)
})
