import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const helper = fileURLToPath(new URL('./stopOnSignals.mjs', import.meta.url))

// A process whose stop lasts until its parent writes to its stdin.
const script = `
import { stopOnSignals } from ${JSON.stringify(helper)}
let stopping
stopOnSignals(() => {
  stopping ??= new Promise((resolve) => {
    console.log('stopping')
    process.stdin.once('data', () => {
      console.log('stopped')
      resolve()
    })
  })
  return stopping
})
// Alive until a signal ends it, as a benchmark's run is.
setInterval(() => {}, 60_000)
console.log('ready')
`

test('a second SIGINT during the stop waits for it: the clean-up ends, then the exit (130)', async () => {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  let output = ''
  const waiting: { line: string; resolve: () => void }[] = []
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk
    for (const wait of waiting.splice(0)) {
      if (output.includes(`${wait.line}\n`)) wait.resolve()
      else waiting.push(wait)
    }
  })
  const printed = (line: string) =>
    new Promise<void>((resolve) => {
      if (output.includes(`${line}\n`)) resolve()
      else waiting.push({ line, resolve })
    })
  const exited = once(child, 'exit')
  await printed('ready')
  child.kill('SIGINT')
  await printed('stopping')
  child.kill('SIGINT')
  child.stdin.write('go\n')
  const [code, signal] = await exited
  expect({ code, signal, output }).toEqual({
    code: 130,
    signal: null,
    output: 'ready\nstopping\nstopped\n',
  })
})
