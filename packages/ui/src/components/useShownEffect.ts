import {
  createContext,
  type DependencyList,
  type EffectCallback,
  useContext,
  useEffect,
  useLayoutEffect,
} from 'react'

/**
 * Whether the dialog's tree shows. False while it renders ahead hidden on a React without
 * `<Activity>`; true everywhere else (Activity itself keeps a hidden tree's effects from running).
 */
export const DialogShownContext = createContext(true)

/**
 * `useEffect` for the dialog's tree: the effect runs only while the dialog shows, runs again each
 * time it is revealed and cleans up each time it is hidden, as under `<Activity>`. Without
 * `deps`, it runs after every render that shows.
 */
export function useShownEffect(effect: EffectCallback, deps?: DependencyList): void {
  const shown = useContext(DialogShownContext)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps, plus `shown`
  useEffect(() => (shown ? effect() : undefined), deps && [shown, ...deps])
}

/** `useLayoutEffect` for the dialog's tree, gated as `useShownEffect`. */
export function useShownLayoutEffect(effect: EffectCallback, deps?: DependencyList): void {
  const shown = useContext(DialogShownContext)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps, plus `shown`
  useLayoutEffect(() => (shown ? effect() : undefined), deps && [shown, ...deps])
}
