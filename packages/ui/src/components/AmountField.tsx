import type { ReactNode } from 'react'

export type AmountFieldProps = {
  /** The input's id; its USD value is `<id>-usd`. */
  id: string
  label: string
  value: string
  /** Absent for an amount the form computes (what a quote gives): the input is read-only. */
  onChange?: ((value: string) => void) | undefined
  /** The amount's worth, written for the locale; nothing shows without it (never a false $0.00). */
  usdValue?: string | undefined
  invalid?: boolean | undefined
  /** Ids of further descriptions (what is available, the field's error). */
  describedBy?: string | undefined
  /** The token (TokenButton) or currency beside the amount. */
  token: ReactNode
  /** Under the amount, after its USD value: what is available and Max. */
  meta?: ReactNode
  /** Below the field: its error. */
  children?: ReactNode
}

/**
 * A large amount with its token beside it and its USD value under it: Send, Buy and both sides of
 * Swap.
 */
export function AmountField({
  id,
  label,
  value,
  onChange,
  usdValue,
  invalid = false,
  describedBy,
  token,
  meta,
  children,
}: AmountFieldProps) {
  const usdId = `${id}-usd`
  const description = [usdValue ? usdId : undefined, describedBy].filter(Boolean).join(' ')
  return (
    <div className="field amount-field" data-invalid={invalid || undefined}>
      <label htmlFor={id}>{label}</label>
      <div className="amount-row">
        <input
          id={id}
          className="amount-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          readOnly={!onChange}
          aria-invalid={invalid}
          aria-describedby={description || undefined}
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        />
        {token}
      </div>
      {usdValue || meta ? (
        <div className="amount-meta">
          {usdValue ? (
            <span id={usdId} className="muted">
              {usdValue}
            </span>
          ) : null}
          {meta}
        </div>
      ) : null}
      {children}
    </div>
  )
}
