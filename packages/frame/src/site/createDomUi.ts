import { createRecoveryPasskey, getRecoveryPasskeyPrf } from '../custody/recoveryPasskey.js'
import type { RecoverySecret } from '../custody/sealRecoveryShare.js'
import { UserRejectedError } from '../errors/frame.js'
import { frameMessages } from '../messages/en/frame.js'
import { formatFrameMessage } from '../messages/formatFrameMessage.js'
import { type FrameLanguage, getFrameTextDirection } from '../messages/languages.js'
import type { FrameMessages } from '../messages/types.js'
import type { FrameTheme } from '../protocol/themeSchema.js'
import { applyFrameTheme } from './applyFrameTheme.js'
import { createVisibilityGate, type VisibilityGate } from './createVisibilityGate.js'
import type { ApprovalDescription } from './describeRequest.js'
import { element } from './element.js'
import { type ApprovalOpenerWindow, openApprovalWindow } from './openApprovalWindow.js'
import { selectApprovalPlace } from './selectApprovalPlace.js'

/** What the frame shows the visitor: approvals and the wallet's passkey setup or recovery. */
export type FrameUi = {
  /**
   * Shows what the dapp asks for, with Approve and Reject rendered in the frame. Resolves true
   * only on a real click on Approve (a user activation inside the frame), false on Reject or abort;
   * 'fund' on a click on the `fund` button, shown only when that option is given.
   */
  requestApproval(
    description: ApprovalDescription,
    options?: {
      /**
       * The embedding page's origin, as the frame checked it against the project's allowlist:
       * shown first, as who asks. `dappName` is only what that page says it is.
       */
      origin?: string | undefined
      dappName?: string | undefined
      signal?: AbortSignal | undefined
      /** The text of a button that gets the funds the request lacks ("Buy ETH"); none without. */
      fund?: string | undefined
    },
  ): Promise<boolean | 'fund'>
  /**
   * Asks the visitor for the recovery secret inside the frame: a new passkey (or a password) for
   * a new wallet, or the existing passkey (or password) to restore it on this device.
   */
  requestRecoverySecret(options: {
    /** `confirm`: a step-up before the recovery phrase is shown. */
    mode: 'create' | 'recover' | 'confirm'
    kind?: 'passkey' | 'password' | undefined
    userId: string
    email: string
    /** This device's key share failed the address check (it was not used): say so. */
    damaged?: boolean | undefined
  }): Promise<RecoverySecret>
  /**
   * Asks whether to link the login just made with another login of the same verified email,
   * naming both. Resolves true only on a real click on 'Link logins', false on 'Keep separate'.
   */
  requestLinkChoice(options: {
    /** The verified email both logins share. */
    email: string
    /** The login just made and the other one: 'email', or a social provider (`google`, …). */
    thisLogin: string
    otherLogin: string
  }): Promise<boolean>
  /**
   * Asks whether to move the login to another email address (F4), naming the page that asks,
   * the current address and the new one. Resolves true only on a real click on 'Change email',
   * false on 'Cancel'.
   */
  requestEmailChange(options: {
    /** The login's address now; null for a social login without one. */
    currentEmail: string | null
    newEmail: string
    /** The embedding page's origin, as the frame verified it. */
    origin: string
  }): Promise<boolean>
  /**
   * Asks whether to link the social login a link attempt found to this wallet, naming the page,
   * the provider, the login's name and its verified email. Resolves true only on a real click on
   * 'Link logins' while the card is really visible, false on Cancel.
   */
  requestSocialLink?(options: {
    provider: string
    userName: string
    email: string | null
    /** The embedding page's origin, as the frame verified it. */
    origin: string
  }): Promise<boolean>
  /**
   * Tells the visitor to approve this device from the link mailed to the account's address (F9),
   * while `wait` asks the server whether it was. Resolves true once approved, false on Cancel
   * (the wait's signal aborts); rejects as `wait` does (the link expired).
   */
  requestDeviceApproval(options: {
    /** The address the link went to, masked, when the server says. */
    email?: string | undefined
    wait(signal: AbortSignal): Promise<void>
  }): Promise<boolean>
  /**
   * The passkey-first card: "Create a passkey" runs `signUp`, "Use your passkey" runs `logIn`,
   * each on the visitor's click in the frame; a failure shows on the card and may be tried again.
   * Resolves with the step's result; Cancel rejects with UserRejectedError.
   */
  requestPasskeyLogin?<result>(steps: {
    signUp(): Promise<result>
    logIn(): Promise<result>
  }): Promise<result>
  /** Shows the recovery phrase in the frame until the visitor closes it. */
  showRecoveryPhrase(phrase: string): Promise<void>
  /**
   * Tells the visitor that what they asked for failed, and why, with Try again and Cancel. Resolves
   * true only on a real click on Try again; false on Cancel, or when `signal` aborts.
   */
  requestRetry(failure: {
    /** Why it failed, as the failure says it. */
    message: string
    signal?: AbortSignal | undefined
  }): Promise<boolean>
  /**
   * Wears the modal's theme (`SYNC_THEME`, checked against its schema): light or dark and the
   * theme variables, as the modal derives its look from them. What the theme leaves out stays.
   */
  setTheme(theme: FrameTheme): void
  /**
   * Speaks `language` from now on (the dapp's modal language): its catalogue loads (English is
   * built in), then the document gets its `lang` and `dir` (right to left for Arabic, Hebrew and
   * Persian). Cards asked for meanwhile wait for it. A catalogue that fails to load leaves the
   * language as it was, and the next card asked for is the failure, with Try again (which loads
   * it again, then shows that card) and Cancel (which declines that card): never English in its
   * place without a word.
   */
  setLanguage?(language: FrameLanguage): Promise<void>
  /** The catalogue the cards speak, once a language being set is in; undefined: English. */
  getMessages?(): Promise<FrameMessages | undefined>
}

/** The frame's window, as the visibility gate and the approval window use it. */
export type FrameUiWindow = Parameters<typeof createVisibilityGate>[0]['window'] &
  ApprovalOpenerWindow

export type CreateDomUiOptions = {
  /** The frame's window. Default: the document's. */
  window?: FrameUiWindow | undefined
  /**
   * Loads a language's catalogue (not English, which is built in). Default: its chunk, through
   * one more chunk that knows them all.
   */
  loadMessages?: ((language: FrameLanguage) => Promise<FrameMessages | undefined>) | undefined
}

/** Each language is a chunk of its own, loaded through one more chunk that knows them all. */
const loadMessageChunk = (language: FrameLanguage) =>
  import('../messages/loadFrameMessages.js').then((module) => module.loadFrameMessages(language))

/**
 * The frame's screens, drawn with the DOM in the frame's own document. Approve, 'Link logins' and
 * the recovery phrase are gated on the card being really visible (F3, `createVisibilityGate`);
 * where the browser cannot tell, approvals open in a window of the frame's origin.
 */
export function createDomUi(document: Document, options: CreateDomUiOptions = {}): FrameUi {
  const view = options.window ?? (document.defaultView as unknown as FrameUiWindow)
  const root = element(document, 'div', { className: 'airlock-frame-root' })
  document.body.append(root)
  // The modal's default look until the dapp's theme arrives.
  let theme: FrameTheme = {}
  applyFrameTheme(document.documentElement, theme)
  /** Ids of the cards' fields, unique in the document. */
  let fields = 0
  /** The language's whole catalogue; undefined while English (built in) is spoken. */
  let messages: FrameMessages | undefined
  let language: FrameLanguage = 'en'
  /** The language being loaded, if any: cards wait for it. */
  let loading: Promise<void> | undefined
  let languageAttempts = 0
  /** The language whose catalogue failed to load last, and why; undefined once one loads. */
  let languageFailure: { language: FrameLanguage; error: unknown } | undefined
  const loadMessages = options.loadMessages ?? loadMessageChunk
  const text = (key: keyof typeof frameMessages, values?: Record<string, string | number>) =>
    formatFrameMessage((messages ?? frameMessages)[key], values)

  function setLanguage(next: FrameLanguage): Promise<void> {
    const attempt = ++languageAttempts
    const load: Promise<void> = (next === 'en' ? Promise.resolve(undefined) : loadMessages(next))
      .then(
        (loaded) => {
          // A later call wins over one still loading.
          if (attempt !== languageAttempts) return
          languageFailure = undefined
          messages = loaded
          language = next
          document.documentElement.lang = next
          document.documentElement.dir = getFrameTextDirection(next)
        },
        (error: unknown) => {
          if (attempt === languageAttempts) languageFailure = { language: next, error }
        },
      )
      .finally(() => {
        if (attempt === languageAttempts) loading = undefined
      })
    loading = load
    return load
  }

  /**
   * Shows a card once the language being loaded (if any) is in, so it speaks that language. When
   * its catalogue failed to load, the visitor sees that first: Try again loads it again (then
   * the card shows), Cancel (or `signal`) gives the card's own no, `decline`.
   */
  function whenLanguageReady<result>(
    show: () => Promise<result>,
    decline: () => result,
    signal?: AbortSignal | undefined,
  ): Promise<result> {
    // Nothing to wait for: the card shows now.
    if (!loading && !languageFailure) return show()
    return (async () => {
      await loading
      while (languageFailure) {
        const { language: wanted, error } = languageFailure
        const again = await showFailure({ message: describeLoadFailure(error), signal })
        if (!again) return decline()
        await setLanguage(wanted)
      }
      return show()
    })()
  }

  /**
   * What the visitor asked for failed: 'Something went wrong', why, Try again and Cancel. Resolves
   * true only on a real click on Try again; false on Cancel, or when `signal` aborts.
   */
  function showFailure({
    message,
    signal,
  }: {
    message: string
    signal?: AbortSignal | undefined
  }): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const title = text('somethingWentWrong')
      const retry = element(document, 'button', {
        type: 'button',
        className: 'primary',
        textContent: text('tryAgain'),
      })
      const cancel = element(document, 'button', {
        type: 'button',
        className: 'secondary',
        textContent: text('cancel'),
      })
      const reason = element(document, 'p', { className: 'error-text', textContent: message })
      reason.setAttribute('role', 'alert')
      const close = showCard(title, [
        element(document, 'h1', { textContent: title }),
        reason,
        element(document, 'div', { className: 'actions' }, [cancel, retry]),
      ])
      let settled = false
      const finish = (again: boolean) => {
        if (settled) return
        settled = true
        close()
        resolve(again)
      }
      // Trying again asks the visitor again (an approval, a passkey): only their own click.
      retry.addEventListener('click', (event) => {
        if (event.isTrusted) finish(true)
      })
      cancel.addEventListener('click', () => finish(false))
      if (signal?.aborted) finish(false)
      signal?.addEventListener('abort', () => finish(false), { once: true })
    })
  }

  /** Calls `onChange` as `node`'s card becomes really visible (after the hold time) or stops being so. */
  function watchVisibility(node: Element, onChange: (open: boolean) => void): VisibilityGate {
    const card = node.closest('[role="dialog"]') ?? node
    return createVisibilityGate({ target: card, window: view, onChange })
  }

  function showCard(label: string, children: Node[]): () => void {
    // The card keeps to the frame's viewport (the visibility gate wants it whole in view); what
    // it says scrolls inside it, clipped by a plain box rather than the card's rounded corners.
    const content = element(document, 'div', { className: 'card-content' }, children)
    const card = element(document, 'div', { className: 'card' }, [content])
    card.setAttribute('role', 'dialog')
    card.setAttribute('aria-modal', 'true')
    card.setAttribute('aria-label', label)
    const backdrop = element(document, 'div', { className: 'backdrop' }, [card])
    root.replaceChildren(backdrop)
    return () => backdrop.remove()
  }

  return {
    setLanguage,

    async getMessages() {
      await loading
      return messages
    },

    requestLinkChoice: (question) =>
      whenLanguageReady(async () => {
        // Rarely needed (a login whose address another login has): a chunk of its own.
        const { showLinkChoice } = await import('./showLinkChoice.js')
        return showLinkChoice({ ...question, document, messages, showCard, watchVisibility })
      }, declined),

    requestEmailChange: (question) =>
      whenLanguageReady(async () => {
        // Rare (the visitor moves their login): a chunk of its own, gated as Approve is.
        const { showEmailChange } = await import('./showEmailChange.js')
        return showEmailChange({ ...question, document, messages, showCard, watchVisibility })
      }, declined),

    requestSocialLink: (question) =>
      whenLanguageReady(async () => {
        // Rare (a visitor linking a social login later): a chunk of its own, gated as Approve is.
        const { showSocialLink } = await import('./showSocialLink.js')
        return showSocialLink({ ...question, document, messages, showCard, watchVisibility })
      }, declined),

    requestDeviceApproval: (request) =>
      whenLanguageReady(async () => {
        // Rare (a social login restoring the wallet on a new device): a chunk of its own.
        const { showDeviceApproval } = await import('./showDeviceApproval.js')
        return showDeviceApproval({ ...request, document, messages, showCard })
      }, declined),

    requestPasskeyLogin: (steps) =>
      whenLanguageReady(
        async () => {
          // Only for passkey-first logins: a chunk of its own.
          const { showPasskeyLogin } = await import('./showPasskeyLogin.js')
          return showPasskeyLogin({ ...steps, document, messages, showCard })
        },
        () => {
          throw new UserRejectedError()
        },
      ),

    showRecoveryPhrase: (phrase) =>
      whenLanguageReady(
        () =>
          new Promise<void>((resolve) => {
            const done = element(document, 'button', {
              type: 'button',
              className: 'primary',
              textContent: text('done'),
            })
            const words = phrase
              .split(' ')
              .map((word) => element(document, 'li', { textContent: word }))
            const list = element(document, 'ol', { className: 'phrase', hidden: true }, words)
            const waiting = element(document, 'p', {
              className: 'status',
              textContent: text('phraseWaiting'),
            })
            const close = showCard(text('phraseTitle'), [
              element(document, 'h1', { textContent: text('phraseTitle') }),
              element(document, 'p', { className: 'muted', textContent: text('phraseWarning') }),
              list,
              waiting,
              element(document, 'div', { className: 'actions' }, [done]),
            ])
            // F3: the words show only while the card is really visible, never under a cover.
            const gate = watchVisibility(list, (open) => {
              list.hidden = !open
              waiting.hidden = open
            })
            done.addEventListener('click', () => {
              gate.stop()
              close()
              resolve()
            })
          }),
        () => undefined,
      ),

    setTheme(next) {
      applyFrameTheme(document.documentElement, next)
      theme = {
        themeMode: next.themeMode ?? theme.themeMode,
        themeVariables: next.themeVariables ?? theme.themeVariables,
      }
    },

    requestRetry: ({ message, signal }) =>
      whenLanguageReady(
        () => showFailure({ message, signal }),
        () => false,
        signal,
      ),

    requestApproval: (description, options = {}) =>
      whenLanguageReady(
        () =>
          new Promise<boolean | 'fund'>((resolve) => {
            // F3: where the browser cannot report the frame's visibility, decide in a window instead.
            const inWindow = selectApprovalPlace(view) === 'window'
            const approve = element(document, 'button', {
              type: 'button',
              className: 'primary',
              textContent: text(inWindow ? 'reviewInWindow' : 'approve'),
              disabled: !inWindow,
            })
            const status = element(document, 'p', { className: 'status' })
            status.setAttribute('role', 'status')
            const reject = element(document, 'button', {
              type: 'button',
              className: 'secondary',
              textContent: text('reject'),
            })
            // Getting funds approves nothing: the card comes back once they are in (or not).
            const fund = options.fund
              ? element(document, 'button', {
                  type: 'button',
                  className: 'secondary',
                  textContent: options.fund,
                })
              : undefined
            const rows = description.rows.map((row) =>
              element(document, 'div', { className: 'row' }, [
                element(document, 'dt', { textContent: row.label }),
                element(document, 'dd', {}, [element(document, 'pre', { textContent: row.value })]),
              ]),
            )
            // The origin stays in its own element, wherever the language puts it in the sentence.
            const [beforeOrigin = '', afterOrigin = ''] = text('requestFrom').split('{origin}')
            const close = showCard(description.title, [
              // F11: who asks is the origin the frame verified, first; the page's name is a claim.
              ...(options.origin
                ? [
                    element(document, 'p', { className: 'origin' }, [
                      element(document, 'span', { className: 'muted', textContent: beforeOrigin }),
                      element(document, 'strong', { textContent: options.origin }),
                      ...(afterOrigin
                        ? [
                            element(document, 'span', {
                              className: 'muted',
                              textContent: afterOrigin,
                            }),
                          ]
                        : []),
                    ]),
                  ]
                : []),
              element(document, 'h1', { textContent: description.title }),
              ...(options.dappName
                ? [
                    element(document, 'p', {
                      className: 'muted',
                      textContent: text(options.origin ? 'claimsToBe' : 'requestedBy', {
                        name: options.dappName,
                      }),
                    }),
                  ]
                : []),
              ...(description.network
                ? [
                    element(document, 'p', {
                      className: 'network',
                      textContent: text('network', { network: description.network }),
                    }),
                  ]
                : []),
              element(document, 'dl', {}, rows),
              element(document, 'div', { className: 'actions' }, [
                reject,
                ...(fund ? [fund] : []),
                approve,
              ]),
              ...(inWindow ? [status] : []),
            ])
            // Approve enables only after the card has been really visible for a while (F3).
            const gate = inWindow
              ? undefined
              : watchVisibility(approve, (open) => {
                  approve.disabled = !open
                })
            let approvalWindow: ReturnType<typeof openApprovalWindow>
            const finish = (approved: boolean | 'fund') => {
              gate?.stop()
              const opened = approvalWindow
              approvalWindow = undefined
              opened?.close()
              close()
              resolve(approved)
            }
            const reviewInWindow = () => {
              if (approvalWindow) return approvalWindow.focus()
              approvalWindow = openApprovalWindow({
                window: view,
                request: {
                  description,
                  // The card's own options; the abort signal and the funding stay here.
                  options: { ...options, signal: undefined, fund: undefined },
                  // The window wears the frame's theme, as this card does.
                  ...theme,
                  language,
                },
              })
              status.textContent = text(approvalWindow ? 'reviewingInWindow' : 'allowPopups')
              void approvalWindow?.decision.then((approved) => {
                if (!approvalWindow) return
                approvalWindow = undefined
                // Closed without a decision: the card stays, to open it again or reject here.
                if (approved === undefined) status.textContent = ''
                else finish(approved)
              })
            }
            // Only a click the browser made (a real user activation) approves; scripts cannot.
            approve.addEventListener('click', (event) => {
              if (!event.isTrusted) return
              if (inWindow) reviewInWindow()
              else if (gate?.isOpen) finish(true)
            })
            reject.addEventListener('click', () => finish(false))
            fund?.addEventListener('click', () => finish('fund'))
            options.signal?.addEventListener('abort', () => finish(false), { once: true })
          }),
        declined,
        options.signal,
      ),

    requestRecoverySecret: ({ mode, kind, userId, email, damaged }) =>
      whenLanguageReady(
        () =>
          new Promise<RecoverySecret>((resolve) => {
            const creating = mode === 'create'
            const status = element(document, 'p', {
              className: 'status',
              id: `airlock-field-${++fields}`,
            })
            status.setAttribute('role', 'status')
            const failure = element(document, 'p', { className: 'error-text', hidden: true })
            failure.setAttribute('role', 'alert')
            const passkeyButton = element(document, 'button', {
              type: 'button',
              className: 'primary',
              textContent: text(creating ? 'createPasskey' : 'usePasskey'),
            })
            const password = element(document, 'input', {
              id: `airlock-field-${++fields}`,
              type: 'password',
              name: 'password',
              autocomplete: creating ? 'new-password' : 'current-password',
              minLength: creating ? 12 : 1,
            })
            password.setAttribute('aria-describedby', status.id)
            const passwordButton = element(document, 'button', {
              type: 'submit',
              className: 'secondary',
              textContent: text(creating ? 'usePassword' : 'restoreWithPassword'),
            })
            // A field the visitor sees named, stacked over its button: nothing is cut off.
            const form = element(document, 'form', { className: 'stack' }, [
              element(document, 'label', {
                htmlFor: password.id,
                textContent: text('recoveryPassword'),
              }),
              password,
              passwordButton,
            ])
            const title = text(
              creating ? 'secureTitle' : mode === 'confirm' ? 'confirmTitle' : 'restoreTitle',
            )
            const close = showCard(title, [
              element(document, 'h1', { textContent: title }),
              element(document, 'p', {
                className: 'muted',
                textContent: text(
                  creating
                    ? 'secureDescription'
                    : mode === 'confirm'
                      ? 'confirmDescription'
                      : damaged
                        ? 'damagedShare'
                        : 'noShare',
                ),
              }),
              ...(kind === 'password' && !creating ? [] : [passkeyButton]),
              ...(kind === 'passkey' && !creating ? [] : [form]),
              status,
              failure,
            ])
            /** A step that failed: why, and its button now says Try again (a click repeats it). */
            const fail = (
              button: HTMLButtonElement,
              error: unknown,
              fallback: 'passkeyFailed' | 'somethingWentWrong',
            ) => {
              status.textContent = ''
              failure.textContent =
                error instanceof Error && error.message ? error.message : text(fallback)
              failure.hidden = false
              button.textContent = text('tryAgain')
              button.disabled = false
            }
            const clearFailure = () => {
              failure.hidden = true
              failure.textContent = ''
            }
            passkeyButton.addEventListener('click', async (event) => {
              if (!event.isTrusted) return
              clearFailure()
              passkeyButton.disabled = true
              status.textContent = text('waitingForPasskey')
              try {
                const prf = creating
                  ? (await createRecoveryPasskey({ userId, userName: email })).prf
                  : await getRecoveryPasskeyPrf()
                close()
                resolve({ kind: 'passkey', prf })
              } catch (error) {
                fail(passkeyButton, error, 'passkeyFailed')
              }
            })
            form.addEventListener('submit', async (event) => {
              event.preventDefault()
              clearFailure()
              password.removeAttribute('aria-invalid')
              const problem = (message: string) => {
                status.textContent = message
                password.setAttribute('aria-invalid', 'true')
              }
              if (!event.isTrusted || password.value.length < password.minLength) {
                problem(text('passwordTooShort', { count: password.minLength }))
                return
              }
              const value = password.value
              if (creating) {
                // F9: a sealed half can be guessed offline, so a new password must be hard to guess.
                // The rule (and its word list) is a chunk of its own, loaded on this submit.
                let check: typeof import('./checkRecoveryPassword.js')['checkRecoveryPassword']
                try {
                  check = (await import('./checkRecoveryPassword.js')).checkRecoveryPassword
                } catch (error) {
                  fail(passwordButton, error, 'somethingWentWrong')
                  return
                }
                const weakness = check(value, { email })
                if (weakness) {
                  problem(weakness)
                  return
                }
              }
              close()
              resolve({ kind: 'password', password: value })
            })
          }),
        // The wallet cannot be secured without the visitor: their Cancel ends the login.
        () => {
          throw new UserRejectedError()
        },
      ),
  }
}

/** A card's no, when the visitor cancels before it shows. */
const declined = () => false

/** Why a language's catalogue did not load, as the browser says it. */
function describeLoadFailure(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error)
}
