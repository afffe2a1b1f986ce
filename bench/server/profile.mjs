// Self time of a V8 CPU profile (`node --cpu-prof`), summed per package and per function, as
// shares of the busy time (idle left out), from FROM seconds after the profile's start (the server's
// start-up left out). Usage: node bench/server/profile.mjs FILE.cpuprofile [FROM] [N]
import { readFileSync } from 'node:fs'

const [file, from = '0', top = '25'] = process.argv.slice(2)
if (!file) {
  console.error('usage: node bench/server/profile.mjs FILE.cpuprofile [FROM] [N]')
  process.exit(2)
}
const profile = JSON.parse(readFileSync(file, 'utf8'))
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const self = new Map()
let at = 0
for (let index = 0; index < profile.samples.length; index++) {
  const id = profile.samples[index]
  const delta = profile.timeDeltas[index] ?? 0
  at += delta
  if (at >= Number(from) * 1e6) self.set(id, (self.get(id) ?? 0) + delta)
}

/** Where a function lives: the npm package, the server's own code, Node's internals. */
function groupOf(url) {
  if (!url) return '(native / V8)'
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/')[0]
  const packages = url.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/)
  if (packages) return packages[1]
  if (url.includes('/packages/server/')) return '@airlock/server'
  return url.split('/').slice(-2).join('/')
}

const parents = new Map()
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id)
/** Packages on a sample's stack: a package's inclusive time counts what it calls too. */
function stackGroups(id) {
  const groups = new Set()
  for (let at = id; at !== undefined; at = parents.get(at)) {
    const { url } = nodes.get(at).callFrame
    if (url) groups.add(groupOf(url))
  }
  return groups
}
const inclusive = new Map()
const byGroup = new Map()
const byFunction = new Map()
let busy = 0
for (const [id, time] of self) {
  const { callFrame } = nodes.get(id)
  if (callFrame.functionName === '(idle)') continue
  busy += time
  const group = groupOf(callFrame.url)
  byGroup.set(group, (byGroup.get(group) ?? 0) + time)
  for (const on of stackGroups(id)) inclusive.set(on, (inclusive.get(on) ?? 0) + time)
  const where = callFrame.url
    ? `${callFrame.url.split('/').slice(-1)[0]}:${callFrame.lineNumber + 1}`
    : ''
  const name = `${callFrame.functionName || '(anonymous)'} ${where} [${group}]`
  byFunction.set(name, (byFunction.get(name) ?? 0) + time)
}
const total = profile.endTime - profile.startTime - Number(from) * 1e6
const share = (time) => `${((100 * time) / busy).toFixed(1).padStart(5)} %`
console.log(`busy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s profiled`)
console.log('\nself time by package')
for (const [group, time] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
  console.log(`${share(time)}  ${group}`)
}
console.log('\ntime with a package on the stack (it and what it calls)')
for (const [group, time] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
  console.log(`${share(time)}  ${group}`)
}
console.log('\nself time by function')
for (const [name, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
  console.log(`${share(time)}  ${name}`)
}
