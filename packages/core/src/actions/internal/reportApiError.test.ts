import { HttpRequestError } from '@airlock/blockchain-api'
import { describe, expect, it } from 'vitest'
import { getAlertForApiError } from './reportApiError.js'

describe('getAlertForApiError', () => {
  it('maps only the spec messages to alerts', () => {
    const error = (message: string, status = 401) =>
      new HttpRequestError({ status, url: 'x', body: { message } })
    expect(getAlertForApiError(error('Unauthorized: invalid key'))?.id).toBe('INVALID_PROJECT_ID')
    expect(getAlertForApiError(error('Unauthorized: origin not allowed', 403))?.id).toBe(
      'ORIGIN_NOT_ALLOWED',
    )
    expect(getAlertForApiError(error('Internal server error', 500))).toBeUndefined()
    expect(getAlertForApiError(new Error('Unauthorized: invalid key'))).toBeUndefined()
  })
})
