import { describe, expect, it } from 'vitest'
import { validatePackageName } from './validatePackageName.js'

describe('validatePackageName', () => {
  it.each(['my-app', 'airlock.app', 'app_2', 'x'])('accepts %s', (name) => {
    expect(validatePackageName(name)).toEqual([])
  })

  it.each([
    ['', ['it is empty']],
    ['My-App', ['no capital letters']],
    ['my app', ['no spaces']],
    ['.app', ['no leading "." or "_"']],
    ['_app', ['no leading "." or "_"']],
    ['app!', ['only URL-safe characters (letters, digits, "-", ".", "_")']],
    ['@scope', ['only URL-safe characters (letters, digits, "-", ".", "_")']],
    ['node_modules', ['not a name npm reserves']],
    ['http', ['not a name npm reserves']],
    ['a'.repeat(215), ['at most 214 characters']],
  ])('refuses "%s"', (name, problems) => {
    expect(validatePackageName(name)).toEqual(problems)
  })
})
