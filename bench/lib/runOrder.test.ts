import { expect, test } from 'vitest'
import { runOrder } from './runOrder.js'

const apps = [
  'floor',
  'airlock',
  'airlock-react18',
  'rainbowkit',
  'appkit',
  'connectkit',
  'onboard',
]

/** How often each app comes right after each other one, within runs, over `runs` runs. */
function followers(list: readonly string[], runs: number) {
  const counts = new Map<string, number>()
  for (let run = 0; run < runs; run++) {
    const order = runOrder(list, run)
    for (let index = 1; index < order.length; index++) {
      const pair = `${order[index - 1]} → ${order[index]}`
      counts.set(pair, (counts.get(pair) ?? 0) + 1)
    }
  }
  return counts
}

test('each run has every app once', () => {
  for (let run = 0; run < 20; run++) {
    expect([...runOrder(apps, run)].sort()).toEqual([...apps].sort())
  }
})

test('over 42 runs of 7 apps, each app comes right after each other app 6 times', () => {
  const counts = followers(apps, 42)
  expect(counts.size).toBe(7 * 6)
  expect(new Set(counts.values())).toEqual(new Set([6]))
})

test('over a run of 15, an app does not always follow the same one', () => {
  const before = [...followers(apps, 15).keys()].filter((pair) => pair.endsWith('→ airlock'))
  expect(before).toHaveLength(6)
})

test('two apps alternate which goes first; one app is alone', () => {
  expect(runOrder(['floor', 'airlock'], 0)).toEqual(['floor', 'airlock'])
  expect(runOrder(['floor', 'airlock'], 1)).toEqual(['airlock', 'floor'])
  expect(runOrder(['floor'], 3)).toEqual(['floor'])
})

test('with a length that has divisors (6 apps), each run is still a permutation', () => {
  const six = apps.slice(0, 6)
  for (let run = 0; run < 12; run++) expect(new Set(runOrder(six, run)).size).toBe(6)
})
