import type { cardMessages } from './en/cards.js'
import type { describeMessages } from './en/describe.js'
import type { frameMessages } from './en/frame.js'

/** Every text the frame shows, by key: one language's whole catalogue. */
export type FrameMessages = Record<
  keyof typeof frameMessages | keyof typeof cardMessages | keyof typeof describeMessages,
  string
>

/** The texts of what an approval says a request does. */
export type DescribeMessages = Pick<FrameMessages, keyof typeof describeMessages>
