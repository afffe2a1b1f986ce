/** The amount buttons of the Buy view, in the payment currency. */
export const onrampAmountPresets = ['50', '100', '250'] as const

/** How often a followed purchase is asked about, and for how long at most. */
export const onrampPollIntervalMs = 1_000
export const onrampFollowLimitMs = 10 * 60_000
