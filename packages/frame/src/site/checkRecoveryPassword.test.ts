import { describe, expect, it } from 'vitest'
import { checkRecoveryPassword } from './checkRecoveryPassword.js'

describe('the strength floor of a new recovery password', () => {
  it.each([
    ['short1!', 'Use at least 12 characters'],
    ['aaaaaaaaaaaaaaaaaaaa', 'Use more different characters'],
    ['abababcdcdcdcd12', 'Use more different characters'],
    ['mvkzqjtrwplx', 'Use 16 characters or more, or mix in capitals, digits or symbols'],
    ['840392751630', 'Use 16 characters or more, or mix in capitals, digits or symbols'],
  ])('%s is refused: %s', (password, problem) => {
    expect(checkRecoveryPassword(password)).toBe(problem)
  })

  it.each([
    'password1234',
    'P@ssw0rd2024!',
    'Summer2024!!',
    'iloveyou2015',
    'qwertyuiop12',
    'Monkey123456',
    'abcdefghijklmnop',
    'Tru5tN0-Airlock',
    'Welcome!Welcome!',
    'abc123abc123xyz!',
  ])('%s is refused as guessable', (password) => {
    expect(checkRecoveryPassword(password)).toMatch(/^Avoid common words/)
  })

  it('the account email is no password', () => {
    expect(
      checkRecoveryPassword('ada.lovelace@example.com', { email: 'ada.lovelace@example.com' }),
    ).toMatch(/^Avoid common words/)
    expect(
      checkRecoveryPassword('Lovelace#Example7', { email: 'ada.lovelace@example.com' }),
    ).toMatch(/^Avoid common words/)
  })

  it.each([
    'k8#Pz2!qW9m$',
    'correct horse battery staple',
    'Tr0ub4dor&3x',
    'maple-river-cloud-seven',
    'MyDogRex2015!',
    'grün Öl fließt 9',
  ])('%s is accepted', (password) => {
    expect(checkRecoveryPassword(password, { email: 'ada@example.com' })).toBeUndefined()
  })
})
