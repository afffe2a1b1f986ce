import * as z from 'zod/mini'
import { PasskeyLoginError } from '../errors/custody.js'
import type { FrameLoginResult, FramePasskeyBackend } from './siteBackend.js'

const passkeyChallengeSchema = z.object({
  challengeId: z.string(),
  challenge: z.string().check(z.regex(/^[A-Za-z0-9_-]+$/)),
  userHandle: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]+$/))),
})
const passkeySessionSchema = z.object({
  token: z.string(),
  // An email the visitor added to the account comes back with its passkey's login.
  user: z.object({ id: z.string(), email: z.nullable(z.string()), userName: z.string() }),
})
const passkeyRefusalSchema = z.object({ message: z.optional(z.string()) })

/** The passkey routes of the frame backend (`/v1/frame/passkey/…`), each answer validated. */
export function createHttpPasskeyBackend(apiUrl: string, projectId: string): FramePasskeyBackend {
  const post = async <schema extends z.ZodMiniType>(
    path: string,
    body: unknown,
    schema: schema,
  ) => {
    const url = new URL(`/v1/frame/passkey/${path}`, apiUrl)
    url.searchParams.set('projectId', projectId)
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const refusal = passkeyRefusalSchema.safeParse(answer)
      throw new PasskeyLoginError({
        details: `${response.status} ${refusal.success ? (refusal.data.message ?? '') : ''}`.trim(),
      })
    }
    const parsed = schema.safeParse(answer)
    if (!parsed.success)
      throw new PasskeyLoginError({ details: 'Invalid answer', cause: parsed.error })
    return parsed.data as z.infer<schema>
  }
  const session = (answer: z.infer<typeof passkeySessionSchema>): FrameLoginResult => ({
    token: answer.token,
    user: { id: answer.user.id, email: answer.user.email, userName: answer.user.userName },
  })
  return {
    startSignUp: (request) => post('register/start', request, passkeyChallengeSchema),
    finishSignUp: async (request) => session(await post('register', request, passkeySessionSchema)),
    startLogin: (request) => post('login/start', request, passkeyChallengeSchema),
    finishLogin: async (request) => session(await post('login', request, passkeySessionSchema)),
  }
}
