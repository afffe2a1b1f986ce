// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'
import type { FrameLanguage } from '../messages/languages.js'
import { loadFrameMessages } from '../messages/loadFrameMessages.js'
import type { FrameRpcRequest } from '../protocol/rpc.js'
import { createDomUi } from './createDomUi.js'
import { describeRequest } from './describeRequest.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hello: FrameRpcRequest = { method: 'personal_sign', params: ['0x68656c6c6f', address] }

afterEach(() => {
  document.body.replaceChildren()
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
})

/** The open card's buttons by their text, and the card itself. */
function openCard() {
  const dialog = document.querySelector('[role="dialog"]')
  const buttons = [...(dialog?.querySelectorAll('button') ?? [])].map(
    (button) => button.textContent,
  )
  return { dialog, buttons, text: dialog?.textContent ?? '' }
}

test('in Arabic the approval card speaks Arabic and the frame reads right to left', async () => {
  const ui = createDomUi(document)
  await ui.setLanguage?.('ar')
  expect(document.documentElement.lang).toBe('ar')
  expect(document.documentElement.dir).toBe('rtl')
  const messages = await ui.getMessages?.()
  const controller = new AbortController()
  const decision = ui.requestApproval(describeRequest(hello, { chain: 137, messages }), {
    origin: 'https://shop.example',
    dappName: 'Shop',
    signal: controller.signal,
  })
  const card = openCard()
  expect(card.dialog?.getAttribute('aria-label')).toBe('توقيع رسالة')
  expect(card.buttons).toEqual(['رفض', 'موافقة'])
  // The verified origin keeps its own element inside the Arabic sentence.
  expect(card.dialog?.querySelector('.card-content')?.firstElementChild?.textContent).toBe(
    'طلب من https://shop.example',
  )
  expect(card.dialog?.querySelector('strong')?.textContent).toBe('https://shop.example')
  expect(card.text).toContain('يدّعي أنه Shop')
  expect(card.text).toContain('الرسالة')
  expect(card.text).toContain('hello')
  expect(card.text).not.toContain('Approve')
  controller.abort()
  await expect(decision).resolves.toBe(false)
})

test('a card asked for while the language loads waits for it; back in English the frame reads left to right', async () => {
  const ui = createDomUi(document)
  const loading = ui.setLanguage?.('he')
  const recovery = ui.requestRecoverySecret({ mode: 'confirm', userId: 'u', email: 'a@b.c' })
  // Nothing in English shows meanwhile.
  expect(openCard().dialog).toBeNull()
  await loading
  await expect.poll(() => openCard().dialog?.getAttribute('aria-label')).toBe('אשרו שזה אתם')
  expect(document.documentElement.dir).toBe('rtl')
  void recovery

  await ui.setLanguage?.('en')
  expect(document.documentElement.dir).toBe('ltr')
  await expect(ui.getMessages?.()).resolves.toBeUndefined()
  void ui.requestApproval(describeRequest(hello), {})
  expect(openCard().buttons).toContain('Approve')
})

test('a left-to-right language other than English: German cards, dir ltr', async () => {
  const ui = createDomUi(document)
  await ui.setLanguage?.('de')
  expect(document.documentElement.dir).toBe('ltr')
  const messages = await ui.getMessages?.()
  void ui.requestApproval(describeRequest(hello, { messages }), { dappName: 'Shop' })
  const card = openCard()
  expect(card.dialog?.getAttribute('aria-label')).toBe('Nachricht signieren')
  expect(card.buttons).toEqual(['Ablehnen', 'Genehmigen'])
  expect(card.text).toContain('Angefragt von Shop')
})

test('the rarer cards speak the language too (the device approval, with the address in its place)', async () => {
  const ui = createDomUi(document)
  await ui.setLanguage?.('fr')
  const cancelled = ui.requestDeviceApproval({
    email: 'a•••@example.com',
    wait: (signal) => new Promise((_, reject) => signal.addEventListener('abort', reject)),
  })
  await expect
    .poll(() => openCard().dialog?.getAttribute('aria-label'))
    .toBe('Approuver cet appareil')
  expect(openCard().text).toContain(
    'Approuvez cet appareil depuis le lien envoyé à votre e-mail, a•••@example.com.',
  )
  ;(document.querySelector('[role="dialog"] button') as HTMLButtonElement).click()
  await expect(cancelled).resolves.toBe(false)
})

/** Loads the real catalogues, except that the first `failures` loads fail as a lost chunk does. */
function flakyCatalogues(failures: number) {
  const languages: string[] = []
  const loadMessages = async (language: FrameLanguage) => {
    languages.push(language)
    if (languages.length <= failures)
      throw new TypeError(`Failed to fetch dynamically imported module: /assets/${language}.js`)
    return loadFrameMessages(language)
  }
  return { loadMessages, languages }
}

test("a language file that does not load: the next card is the frame's failure, and Try again loads the file, then shows the card in that language", async () => {
  const catalogues = flakyCatalogues(1)
  const ui = createDomUi(document, { loadMessages: catalogues.loadMessages })
  await ui.setLanguage?.('ar')
  // Not in Arabic yet, and nothing shows until a card is asked for.
  expect(document.documentElement.lang).not.toBe('ar')
  expect(openCard().dialog).toBeNull()

  const controller = new AbortController()
  const decision = ui.requestApproval(describeRequest(hello), { signal: controller.signal })
  await expect
    .poll(() => openCard().dialog?.getAttribute('aria-label'))
    .toBe('Something went wrong')
  // Never the English approval in its place: the failure, why, and what to do.
  expect(openCard().buttons).toEqual(['Cancel', 'Try again'])
  expect(document.querySelector('[role="alert"]')?.textContent).toContain('/assets/ar.js')

  clickTrusted(buttonByText('Try again'))
  await expect.poll(() => openCard().buttons).toEqual(['رفض', 'موافقة'])
  expect(catalogues.languages).toEqual(['ar', 'ar'])
  expect(document.documentElement.dir).toBe('rtl')
  controller.abort()
  await expect(decision).resolves.toBe(false)
})

test("Cancel on a language file's failure declines the card it stood for: an approval answers false, the recovery card the visitor's rejection", async () => {
  const ui = createDomUi(document, { loadMessages: flakyCatalogues(Infinity).loadMessages })
  await ui.setLanguage?.('de')

  const decision = ui.requestApproval(describeRequest(hello), {})
  await expect
    .poll(() => openCard().dialog?.getAttribute('aria-label'))
    .toBe('Something went wrong')
  buttonByText('Cancel').click()
  await expect(decision).resolves.toBe(false)
  expect(openCard().dialog).toBeNull()

  const secret = ui.requestRecoverySecret({ mode: 'create', userId: 'u', email: 'a@b.c' })
  await expect
    .poll(() => openCard().dialog?.getAttribute('aria-label'))
    .toBe('Something went wrong')
  buttonByText('Cancel').click()
  await expect(secret).rejects.toMatchObject({ code: 'USER_REJECTED' })
})

/** The open card's button that says `label`. */
function buttonByText(label: string): HTMLButtonElement {
  const button = [...document.querySelectorAll('[role="dialog"] button')].find(
    (candidate) => candidate.textContent === label,
  )
  if (!button) throw new Error(`no button ${label}`)
  return button as HTMLButtonElement
}

/** A click as the browser makes it for the visitor (Try again acts only on those). */
function clickTrusted(button: HTMLButtonElement) {
  const event = new MouseEvent('click', { bubbles: true })
  Object.defineProperty(event, 'isTrusted', { value: true })
  button.dispatchEvent(event)
}

test('in German the passkey-first card speaks German: its title, its text and its buttons', async () => {
  const ui = createDomUi(document)
  await ui.setLanguage?.('de')
  const login = ui.requestPasskeyLogin?.({
    signUp: () => new Promise(() => {}),
    logIn: () => new Promise(() => {}),
  })
  await expect.poll(() => openCard().dialog).not.toBeNull()
  const card = openCard()
  expect(card.dialog?.getAttribute('aria-label')).toBe('Mit einem Passkey fortfahren')
  expect(card.text).toContain('Erstelle einen Passkey für eine neue Wallet')
  expect(card.buttons).toEqual(['Passkey erstellen', 'Deinen Passkey verwenden', 'Abbrechen'])
  ;[...(card.dialog?.querySelectorAll('button') ?? [])].at(-1)?.click()
  await expect(login).rejects.toMatchObject({ name: 'UserRejectedError' })
})
