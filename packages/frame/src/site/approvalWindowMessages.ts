import * as z from 'zod/mini'
import { frameLanguages } from '../messages/languages.js'
import { themeVariablesSchema } from '../protocol/themeSchema.js'

/** The approval window's page, on the frame's own origin. */
export const approvalWindowPath = '/approve'

const prefix = 'airlock-approval-window/'

const text = z.string().check(z.maxLength(100_000))

/** The approval window tells the frame (its opener) that it is ready for the request. */
export const approvalWindowReadySchema = z.strictObject({ type: z.literal(`${prefix}ready`) })

/**
 * The frame hands the approval window what its own card would show (already in the visitor's
 * language, which the window then speaks too), with a one-time nonce the answer must carry. The description and options are the frame's own, so fields added to them
 * pass through; their known parts are checked.
 */
export const approvalWindowRequestSchema = z.strictObject({
  type: z.literal(`${prefix}request`),
  nonce: z.string().check(z.regex(/^[0-9a-f-]{36}$/i)),
  description: z.looseObject({
    title: text,
    rows: z.array(z.looseObject({ label: text, value: text })).check(z.maxLength(1_000)),
  }),
  options: z.looseObject({ origin: z.optional(text), dappName: z.optional(text) }),
  themeMode: z.optional(z.enum(['light', 'dark'])),
  /** The frame's theme variables, as strict as `SYNC_THEME`'s: the window wears them too. */
  themeVariables: z.optional(themeVariablesSchema),
  language: z.optional(z.enum(frameLanguages)),
})

/** The visitor's decision in the approval window, for the nonce it was given. */
export const approvalWindowAnswerSchema = z.strictObject({
  type: z.literal(`${prefix}answer`),
  nonce: z.string(),
  approved: z.boolean(),
})

export type ApprovalWindowReady = z.infer<typeof approvalWindowReadySchema>
export type ApprovalWindowRequest = z.infer<typeof approvalWindowRequestSchema>
export type ApprovalWindowAnswer = z.infer<typeof approvalWindowAnswerSchema>
