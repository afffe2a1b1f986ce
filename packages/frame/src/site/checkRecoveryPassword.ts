/** The shortest recovery password the frame accepts. */
const recoveryPasswordMinimumLength = 12

/** A password of one kind of character only (all lower case, all digits) needs this many. */
const singleKindMinimumLength = 16

/** Different characters a password needs at least. */
const minimumDistinct = 7

/** Characters a password needs beyond common words, names, dates, sequences and repeats. */
const minimumUnpredictable = 8

/**
 * The words at the heart of the most common passwords (and this product's own names), as an
 * attacker's first guesses try them: with digits for letters, in any case.
 */
const commonWords = [
  'password passwort passw qwerty letmein welcome admin iloveyou love monkey dragon',
  'sunshine princess football baseball soccer hockey master shadow superman batman trustno',
  'hello freedom whatever login starwars pokemon michael jennifer jordan charlie ashley',
  'secret changeme default summer winter spring autumn bitcoin ethereum crypto wallet',
  'airlock metamask google facebook access flower cookie computer internet killer pepper',
  'ginger cheese purple orange banana chocolate matrix mustang thomas robert daniel andrew',
  'joshua hunter buster tigger maggie please guest user root pass word test money lucky',
  'family friend',
]
  .join(' ')
  .split(' ')

/** Keyboard rows and the digit row, walked in either direction. */
const keyboardRows = [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'qwertzuiop',
  'azertyuiop',
  '1234567890',
]

/** Digits and symbols read as the letters they stand for. */
const leet: Record<string, string> = {
  0: 'o',
  3: 'e',
  4: 'a',
  5: 's',
  7: 't',
  8: 'b',
  '@': 'a',
  $: 's',
}

/**
 * What keeps a new recovery password from sealing the wallet, as a sentence for the visitor, or
 * undefined when it is strong enough. A password-sealed recovery half can be guessed offline by
 * whoever obtains it (F9), so beyond 12 characters it needs 7 different characters, 16 characters
 * when it is of one kind only, and 8 characters that are not part of a common word, the account's
 * email, a year, a sequence, a keyboard walk or a repeat. Only new passwords are checked: an
 * existing one always opens its wallet.
 */
export function checkRecoveryPassword(
  password: string,
  context: { email?: string | undefined } = {},
): string | undefined {
  const text = [...password.normalize('NFKC')]
  if (text.length < recoveryPasswordMinimumLength)
    return `Use at least ${recoveryPasswordMinimumLength} characters`
  if (new Set(text).size < minimumDistinct) return 'Use more different characters'
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{Ll}\p{Lu}\p{N}]/u].filter((kind) =>
    text.some((character) => kind.test(character)),
  )
  if (kinds.length === 1 && text.length < singleKindMinimumLength)
    return `Use ${singleKindMinimumLength} characters or more, or mix in capitals, digits or symbols`
  if (countUnpredictable(text, context.email) < minimumUnpredictable)
    return 'Avoid common words, your email, dates, sequences and repeats: add characters that are hard to guess'
  return undefined
}

/** The characters not covered by a predictable part of the password. */
function countUnpredictable(text: string[], email: string | undefined): number {
  const lower = text.map((character) => character.toLowerCase())
  const covered = new Array<boolean>(lower.length).fill(false)
  const cover = (start: number, length: number) => covered.fill(true, start, start + length)
  const part = (start: number, length: number) => lower.slice(start, start + length).join('')
  /** Covers every place where `read` (the password as read) holds `needle`. */
  const coverAll = (needle: string, read = lower) => {
    const length = [...needle].length
    if (length < 3) return
    for (let start = 0; start + length <= read.length; start++)
      if (read.slice(start, start + length).join('') === needle) cover(start, length)
  }

  // Common words, with digits or symbols for letters (1 for i or l).
  for (const one of ['i', 'l']) {
    const read = lower.map((character) =>
      character === '1' ? one : (leet[character] ?? character),
    )
    for (const word of commonWords) coverAll(word, read)
  }
  // The account's own email, its name and its domain.
  if (email) {
    const address = email.toLowerCase()
    coverAll(address)
    for (const piece of address.split(/[@.+_-]/)) coverAll(piece)
  }
  // Keyboard walks of four or more keys, either way.
  for (const row of keyboardRows)
    for (const line of [row, [...row].reverse().join('')])
      for (let start = 0; start + 4 <= line.length; start++)
        for (let end = start + 4; end <= line.length; end++) coverAll(line.slice(start, end))
  // Years (19xx, 20xx).
  for (let start = 0; start + 4 <= lower.length; start++)
    if (/^(19|20)\d\d$/.test(part(start, 4))) cover(start, 4)
  // Runs of three or more: one character repeated, or characters stepping by one either way.
  const code = (index: number) => lower[index]?.codePointAt(0) ?? Number.NaN
  for (let start = 0; start + 1 < lower.length; start++) {
    const step = code(start + 1) - code(start)
    if (Math.abs(step) > 1) continue
    let end = start + 2
    while (end < lower.length && code(end) - code(end - 1) === step) end++
    if (end - start >= 3) cover(start, end - start)
  }
  // A part said again right away ('abcabc'): the repeat adds nothing.
  for (let length = 2; length * 2 <= lower.length; length++)
    for (let start = 0; start + 2 * length <= lower.length; start++)
      if (part(start, length) === part(start + length, length)) cover(start + length, length)
  return covered.filter((isCovered) => !isCovered).length
}
