import { createServer, readEnvOptions } from '@airlock/server'

// What `npx airlock-server` does: options from the environment, then listen. Embedders can pass
// or override any option of CreateServerOptions here.
const server = await createServer({
  ...readEnvOptions(process.env),
  logLevel: 'info',
})
const url = await server.listen()
process.stdout.write(`airlock-server on ${url}, frame origin on ${server.frameUrl ?? '(off)'}\n`)

// A graceful stop: no new requests, running ones finish, storage closes.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close())
}
