import { Redis } from 'ioredis'
import { afterAll, describe, expect, test } from 'vitest'
import { type Cache, createMemoryCache, createRedisCache } from './createCache.js'
import { createSharedAnswers, type SharedAnswers } from './createSharedAnswers.js'

/** A computation whose answer is given by the test, counting how often it was started. */
function controlledCompute() {
  const started: { resolve: (body: string) => void; reject: (error: Error) => void }[] = []
  const compute = () =>
    new Promise<string>((resolve, reject) => {
      started.push({ resolve, reject })
    })
  return { compute, started }
}

/** The first answer for `key`, computed by `control` and stored: 'old'. */
async function answerFirst(
  answers: SharedAnswers,
  control: ReturnType<typeof controlledCompute>,
  key = 'k',
) {
  const first = answers.get(key, control.compute)
  await expect.poll(() => control.started.length).toBe(1)
  control.started[0]!.resolve('old')
  await first
}

/** A cache shared by "instances", counting its reads. */
function countingCache(inner: Cache = createMemoryCache()) {
  const counts = { gets: 0 }
  const cache: Cache = {
    ...inner,
    get: (key) => {
      counts.gets++
      return inner.get(key)
    },
  }
  return { cache, counts }
}

function setup(options: { localMs?: number } = {}) {
  let time = 1_000_000
  const errors: unknown[] = []
  const shared = countingCache(createMemoryCache({ now: () => time }))
  const answers = createSharedAnswers({
    cache: shared.cache,
    freshMs: 2000,
    staleIfErrorMs: 60_000,
    localMs: options.localMs ?? 0,
    now: () => time,
    onError: (_key, error) => errors.push(error),
  })
  return {
    answers,
    cache: shared.cache,
    counts: shared.counts,
    errors,
    advance: (ms: number) => {
      time += ms
    },
    now: () => time,
  }
}

test('the requests that need an answer together share one computation; then it is sent fresh, nothing computed', async () => {
  const { answers, advance } = setup()
  const { compute, started } = controlledCompute()
  const waiting = [answers.get('k', compute), answers.get('k', compute), answers.get('k', compute)]
  await Promise.resolve()
  await new Promise((resolve) => setImmediate(resolve))
  expect(started).toHaveLength(1)
  started[0]!.resolve('first')
  expect(await Promise.all(waiting)).toEqual(['first', 'first', 'first'])
  advance(1999)
  expect(await answers.get('k', compute)).toBe('first')
  expect(started).toHaveLength(1)
})

test('past its fresh time an answer is sent at once while one computation refreshes it; the requests after get the new one', async () => {
  const { answers, advance } = setup()
  const control = controlledCompute()
  const { compute, started } = control
  await answerFirst(answers, control)
  advance(2500)
  // Answered without waiting for the refresh, which none of them repeats.
  expect(await answers.get('k', compute)).toBe('old')
  expect(await answers.get('k', compute)).toBe('old')
  expect(started).toHaveLength(2)
  started[1]!.resolve('new')
  await new Promise((resolve) => setImmediate(resolve))
  expect(await answers.get('k', compute)).toBe('new')
  expect(started).toHaveLength(2)
})

test('past the refresh window a request waits for the computation', async () => {
  const { answers, advance } = setup()
  const control = controlledCompute()
  const { compute, started } = control
  await answerFirst(answers, control)
  advance(4000)
  let settled = false
  const second = answers.get('k', compute).then((body) => {
    settled = true
    return body
  })
  await new Promise((resolve) => setImmediate(resolve))
  expect(started).toHaveLength(2)
  expect(settled).toBe(false)
  started[1]!.resolve('new')
  expect(await second).toBe('new')
})

test('past the window, while the answer is computed again, the other requests get the last one instead of waiting', async () => {
  const { answers, advance } = setup()
  const control = controlledCompute()
  const { compute, started } = control
  await answerFirst(answers, control)
  advance(10_000)
  let settled = false
  const waiting = answers.get('k', compute).then((body) => {
    settled = true
    return body
  })
  await expect.poll(() => started.length).toBe(2)
  expect(await answers.get('k', compute)).toBe('old')
  expect(settled).toBe(false)
  started[1]!.resolve('new')
  expect(await waiting).toBe('new')
}, 5000)

test('when computing fails the last answer up to staleIfErrorMs old stands in; an older one does not', async () => {
  const { answers, advance } = setup()
  let fail = false
  const compute = async () => {
    if (fail) throw new Error('chain down')
    return 'good'
  }
  expect(await answers.get('k', compute)).toBe('good')
  fail = true
  advance(30_000)
  expect(await answers.get('k', compute)).toBe('good')
  advance(30_001)
  await expect(answers.get('k', compute)).rejects.toThrow('chain down')
  // A key never answered has nothing to stand in.
  await expect(answers.get('other', compute)).rejects.toThrow('chain down')
})

test('a refresh that fails in the background goes to onError; the request past the window then waits and gets the stand-in', async () => {
  const { answers, advance, errors } = setup()
  let fail = false
  let computed = 0
  const compute = async () => {
    computed++
    if (fail) throw new Error('chain down')
    return 'good'
  }
  await answers.get('k', compute)
  fail = true
  advance(2500)
  expect(await answers.get('k', compute)).toBe('good')
  await new Promise((resolve) => setImmediate(resolve))
  expect(errors).toEqual([expect.objectContaining({ message: 'chain down' })])
  advance(2000)
  expect(await answers.get('k', compute)).toBe('good')
  expect(computed).toBe(3)
})

test("an instance sends a fresh answer from its memory for localMs, then asks the shared cache (where another instance's forced answer shows)", async () => {
  const { answers, cache, counts, advance, now } = setup({ localMs: 250 })
  const other = createSharedAnswers({ cache, freshMs: 2000, staleIfErrorMs: 60_000, now })
  const compute = async () => 'computed'
  expect(await answers.get('k', compute)).toBe('computed')
  const reads = counts.gets
  advance(100)
  expect(await answers.get('k', compute)).toBe('computed')
  expect(counts.gets).toBe(reads)
  await other.store('k', 'forced elsewhere')
  advance(200)
  expect(await answers.get('k', compute)).toBe('forced elsewhere')
  expect(counts.gets).toBe(reads + 1)
})

test('an answer the cache cannot store is sent all the same; the failure goes to onError', async () => {
  const errors: unknown[] = []
  const broken: Cache = {
    ...createMemoryCache(),
    set: async () => {
      throw new Error('redis down')
    },
  }
  const answers = createSharedAnswers({
    cache: broken,
    freshMs: 2000,
    staleIfErrorMs: 60_000,
    onError: (_key, error) => errors.push(error),
  })
  expect(await answers.get('k', async () => 'body')).toBe('body')
  await answers.store('k', 'forced')
  expect(errors).toHaveLength(2)
})

/** Two instances on one shared cache, past the answer's fresh time: one refresh between them. */
async function oneRefreshForTwoInstances(cache: Cache, key: string) {
  let time = Date.now()
  const now = () => time
  const [a, b] = [0, 1].map(() =>
    createSharedAnswers({ cache, freshMs: 2000, staleIfErrorMs: 60_000, localMs: 0, now }),
  ) as [ReturnType<typeof createSharedAnswers>, ReturnType<typeof createSharedAnswers>]
  const control = controlledCompute()
  const { compute, started } = control
  await answerFirst(a, control, key)
  time += 2500
  expect(
    await Promise.all([a.get(key, compute), b.get(key, compute), b.get(key, compute)]),
  ).toEqual(['old', 'old', 'old'])
  await expect.poll(() => started.length).toBe(2)
  started[1]!.resolve('new')
  await expect.poll(() => b.get(key, compute)).toBe('new')
  expect(await a.get(key, compute)).toBe('new')
  expect(started).toHaveLength(2)
}

test('instances sharing a cache: past the window, the one that claimed the refresh computes it and the others send the last answer', async () => {
  let time = 1_000_000
  const now = () => time
  const memory = createMemoryCache({ now })
  let claims = 0
  const cache: Cache = {
    ...memory,
    claim: (key, ttlMs) => {
      claims++
      return memory.claim(key, ttlMs)
    },
  }
  const a = createSharedAnswers({ cache, freshMs: 2000, staleIfErrorMs: 60_000, localMs: 0, now })
  const b = createSharedAnswers({ cache, freshMs: 2000, staleIfErrorMs: 60_000, now })
  const control = controlledCompute()
  const { compute, started } = control
  await answerFirst(a, control)
  time += 10_000
  const waiting = a.get('k', compute)
  await expect.poll(() => started.length).toBe(2)
  // b asks for the refresh once for what it read, not once a request.
  expect(await b.get('k', compute)).toBe('old')
  expect(await b.get('k', compute)).toBe('old')
  expect(claims).toBe(2)
  started[1]!.resolve('new')
  expect(await waiting).toBe('new')
  time += 250
  expect(await b.get('k', compute)).toBe('new')
  expect(started).toHaveLength(2)
}, 5000)

test('instances sharing a cache: past the fresh time, one of them refreshes the answer, the others send it until the new one is there', async () => {
  await oneRefreshForTwoInstances(createMemoryCache(), 'k')
})

describe.runIf(process.env.REDIS_URL)('answers shared in Redis', () => {
  const redis = new Redis(process.env.REDIS_URL ?? '', { lazyConnect: true })
  afterAll(() => redis.quit())

  test('two instances: one refresh between them', async () => {
    await oneRefreshForTwoInstances(createRedisCache(redis), `shared-${Date.now()}`)
  })
})
