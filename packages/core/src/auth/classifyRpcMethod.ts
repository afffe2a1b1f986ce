import { isSafeRpcMethod, isUnsafeRpcMethod } from '@airlock/frame'

/**
 * Whether the embedded wallet answers `method` at once (safe), after the visitor's approval
 * (unsafe), or not at all (spec §5, §6). Loaded with the first RPC request: the frame's method
 * lists and their schemas stay out of the page's first bundle.
 */
export function classifyRpcMethod(method: string): 'safe' | 'unsafe' | 'notAllowed' {
  if (isSafeRpcMethod(method)) return 'safe'
  return isUnsafeRpcMethod(method) ? 'unsafe' : 'notAllowed'
}
