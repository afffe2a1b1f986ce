import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import type { CreateOptions } from './createOptions.js'
import { CreateCancelledError, TargetNotEmptyError } from './errors/createAirlockErrors.js'
import { promptCreateOptions } from './promptCreateOptions.js'

/** Feeds `answers` as typed lines and returns what was asked and the result. */
async function prompt(
  answers: string,
  given: Partial<CreateOptions> = {},
  checkDirectory: (directory: string) => void = () => {},
) {
  const input = new PassThrough()
  const output = new PassThrough()
  let asked = ''
  output.on('data', (chunk) => {
    asked += chunk
  })
  input.end(answers)
  const result = await promptCreateOptions({ input, output, given, checkDirectory })
  return { result, asked }
}

describe('promptCreateOptions', () => {
  it('asks every question and takes the answers', async () => {
    const { result, asked } = await prompt('shop\nnext\nsolana, wagmi\nn\n')
    expect(result).toEqual({
      directory: 'shop',
      template: 'next',
      adapters: ['wagmi', 'solana'],
      server: false,
    })
    expect(asked).toBe(
      'Project folder [airlock-app]: ' +
        'Template: vite (Vite + React), next (Next.js), vue (Vite + Vue) or html (a plain page) [vite]: ' +
        'Adapters, comma-separated: wagmi, ethers, solana, bitcoin [wagmi]: ' +
        'Run the Airlock server locally with npm run server? [Y/n]: ',
    )
  })

  it('takes the default for an empty answer', async () => {
    const { result } = await prompt('\n\n\n\n')
    expect(result).toEqual({
      directory: 'airlock-app',
      template: 'vite',
      adapters: ['wagmi'],
      server: true,
    })
  })

  it('asks only what the command line did not give', async () => {
    const { result, asked } = await prompt('bitcoin\n', {
      directory: 'shop',
      template: 'vite',
      server: true,
    })
    expect(asked).toBe('Adapters, comma-separated: wagmi, ethers, solana, bitcoin [wagmi]: ')
    expect(result.adapters).toEqual(['bitcoin'])
  })

  it('prints the problem with an invalid answer and asks again', async () => {
    const taken = new Set(['taken'])
    const { result, asked } = await prompt(
      'taken\nshop\nsvelte\nvite\nwagmi,ethers\ncosmos\nethers\nmaybe\ny\n',
      {},
      (directory) => {
        if (taken.has(directory)) throw new TargetNotEmptyError(directory)
      },
    )
    expect(result).toEqual({
      directory: 'shop',
      template: 'vite',
      adapters: ['ethers'],
      server: true,
    })
    expect(asked).toContain('  taken is not empty: choose another folder, or empty this one\n')
    expect(asked).toContain('  unknown template "svelte": choose vite, next, vue or html\n')
    expect(asked).toContain('  wagmi and ethers both connect EVM chains: choose one of them\n')
    expect(asked).toContain('  unknown adapter "cosmos": choose wagmi, ethers, solana or bitcoin\n')
    expect(asked).toContain('  answer y or n, not "maybe"\n')
  })

  it('is cancelled when the input ends before the last answer', async () => {
    await expect(prompt('shop\nnext\n')).rejects.toThrow(CreateCancelledError)
  })
})
