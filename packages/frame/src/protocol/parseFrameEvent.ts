import {
  type AppEvent,
  appEventPrefix,
  appEventSchemas,
  type FramePortEvent,
  type FrameRequestName,
  type FrameWindowEvent,
  frameErrorEventSchemas,
  frameEventPrefix,
  frameFundEventSchema,
  frameOriginNotAllowedEventSchema,
  frameReadyEventSchema,
  frameRequestDefinitions,
  frameSetVisibleEventSchema,
  frameSuccessEventSchemas,
} from './schemas.js'

function isRequestName(name: string): name is FrameRequestName {
  return Object.hasOwn(frameRequestDefinitions, name)
}

function typeOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const type = (data as { type?: unknown }).type
  return typeof type === 'string' ? type : undefined
}

/** An app → frame event checked against its message's strict schema, or `undefined`. */
export function parseAppEvent(data: unknown): AppEvent | undefined {
  const type = typeOf(data)
  if (!type?.startsWith(appEventPrefix)) return undefined
  const name = type.slice(appEventPrefix.length)
  if (!isRequestName(name)) return undefined
  const result = appEventSchemas[name].safeParse(data)
  return result.success ? (result.data as AppEvent) : undefined
}

/** A frame → app event from the private port checked against its strict schema, or `undefined`. */
export function parseFramePortEvent(data: unknown): FramePortEvent | undefined {
  const type = typeOf(data)
  if (!type?.startsWith(frameEventPrefix)) return undefined
  const rest = type.slice(frameEventPrefix.length)
  if (rest === 'SET_VISIBLE') {
    const result = frameSetVisibleEventSchema.safeParse(data)
    return result.success ? result.data : undefined
  }
  if (rest === 'FUND') {
    const result = frameFundEventSchema.safeParse(data)
    return result.success ? result.data : undefined
  }
  const match = /^(.+)_(SUCCESS|ERROR)$/.exec(rest)
  if (!match || !isRequestName(match[1]!)) return undefined
  const schema =
    match[2] === 'SUCCESS' ? frameSuccessEventSchemas[match[1]] : frameErrorEventSchemas[match[1]]
  const result = schema.safeParse(data)
  return result.success ? (result.data as FramePortEvent) : undefined
}

/** A frame → parent window event (READY, ORIGIN_NOT_ALLOWED), or `undefined`. */
export function parseFrameWindowEvent(data: unknown): FrameWindowEvent | undefined {
  const type = typeOf(data)
  const schema =
    type === `${frameEventPrefix}READY`
      ? frameReadyEventSchema
      : type === `${frameEventPrefix}ORIGIN_NOT_ALLOWED`
        ? frameOriginNotAllowedEventSchema
        : undefined
  const result = schema?.safeParse(data)
  return result?.success ? result.data : undefined
}
