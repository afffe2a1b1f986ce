import { HttpRequestError } from '@airlock/blockchain-api'
import type { AppKit } from '../../createAppKit.js'
import type { Alert } from '../../state/types.js'

/** Spec §8: the server's answers that mean the app is misconfigured, and the alert each shows. */
const alertsByServerMessage: Record<string, Alert> = {
  'Unauthorized: invalid key': {
    id: 'INVALID_PROJECT_ID',
    variant: 'error',
    message: 'invalidProjectId',
    description: 'invalidProjectIdDescription',
  },
  'Unauthorized: origin not allowed': {
    id: 'ORIGIN_NOT_ALLOWED',
    variant: 'error',
    message: 'invalidAppConfiguration',
    description: 'invalidAppConfigurationDescription',
  },
}

/** The alert a failed server call calls for, if any (a pure mapping, exported for tests). */
export function getAlertForApiError(error: unknown): Alert | undefined {
  if (!(error instanceof HttpRequestError)) return undefined
  const message = error.serverMessage
  return message ? alertsByServerMessage[message] : undefined
}

/** Shows the configuration alert a failed server call calls for; each alert shows once. */
export function reportApiError(appKit: AppKit, error: unknown): void {
  const alert = getAlertForApiError(error)
  if (alert) addAlert(appKit, alert)
}

/** Adds an alert unless one with its id is already shown. */
export function addAlert(appKit: AppKit, alert: Alert): void {
  if (appKit.state.alerts.some((shown) => shown.id === alert.id)) return
  appKit.state.alerts.push({ ...alert })
}
