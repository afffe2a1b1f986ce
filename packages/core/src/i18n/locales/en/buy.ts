/** English: the Buy (on-ramp) views. */
export const buy = {
  buyToken: 'Token',
  buyPayWith: 'Pay with',
  buyProviders: 'Choose a provider',
  buyFeeRange: '{value} fee',
  buyYouGet: 'You get',
  buyTotal: 'Total',
  buyInProvider: 'Finish the purchase in the {name} window',
  bought: 'Bought {amount} {symbol}',
  buyFailed: 'The purchase did not go through',
  buyUnavailable: 'Nothing to buy on this network',
} as const
