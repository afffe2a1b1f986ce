/** A USD amount as the modal writes it ('$0.13'); an amount under a cent is '< $0.01'. */
export function formatUsd(value: number): string {
  if (value > 0 && value < 0.005) return '< $0.01'
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)
}
