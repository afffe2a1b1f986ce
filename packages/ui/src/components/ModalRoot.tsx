import { type AppKit, loadMessageGroups } from '@airlock/core'
import * as React from 'react'
import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react'
import { useStore } from '../store/useStore.js'
import { LiveRegion } from './LiveRegion.js'
import { LazyViewRenderer } from './lazyView.js'
import { lazyDialog } from './lazyViews.js'
import { Toast } from './Toast.js'
import { DialogShownContext } from './useShownEffect.js'

type ActivityComponent = (props: { mode: 'visible' | 'hidden'; children: ReactNode }) => ReactNode

/** React's `<Activity>` (19.2 and later); undefined on the versions before it. */
const Activity = (React as { Activity?: ActivityComponent }).Activity

/** Everything inside `<airlock-modal>`: the dialog, the toast, the live region. */
export function ModalRoot({ appKit }: { appKit: AppKit }) {
  // Embedded (AppKit's `enableEmbedded`, in an `<appkit-modal>`), the modal always shows.
  const open = useStore(appKit, (state) => state.modal.open) || appKit.options.enableEmbedded
  // Every text reads the current catalogue: a new language renders the views afresh.
  const language = useStore(appKit, (state) => state.language)
  const dialog = (
    <Suspense fallback={null}>
      <LazyViewRenderer view={lazyDialog} appKit={appKit} />
    </Suspense>
  )
  return (
    <div className="root" key={language}>
      <DialogAhead appKit={appKit} open={open}>
        {dialog}
      </DialogAhead>
      <Toast appKit={appKit} />
      <LiveRegion appKit={appKit} />
    </div>
  )
}

/**
 * Once its chunk is in, the dialog renders ahead while hidden (at a low priority, its effects off),
 * so opening only reveals it. Hidden, it is out of the layout and the accessibility tree. React
 * 19.2+ hides it with `<Activity>`; before it, a `hidden` wrapper does, and `DialogShownContext`
 * keeps the effects of the dialog's tree (`useShownEffect`) from running until it shows.
 */
function DialogAhead({
  appKit,
  open,
  children,
}: {
  appKit: AppKit
  open: boolean
  children: ReactNode
}) {
  const [loaded, setLoaded] = useState(() => lazyDialog.loaded() !== undefined)
  useEffect(() => {
    if (loaded) return
    let mounted = true
    // The chunk and its texts both in before the render ahead, so it does not suspend: React holds
    // back content that resolves after a fallback (about 300 ms), and a click in that time would
    // find the dialog not rendered yet.
    Promise.all([
      lazyDialog.prefetch(),
      loadMessageGroups(appKit, { groups: lazyDialog.groups }),
    ]).then(
      // A transition: rendering the hidden dialog yields to anything the page renders meanwhile.
      () => mounted && startTransition(() => setLoaded(true)),
      () => {
        // Not ahead, then: the dialog loads when opened.
      },
    )
    return () => {
      mounted = false
    }
  }, [appKit, loaded])
  if (!open && !loaded) return null
  if (Activity) return <Activity mode={open ? 'visible' : 'hidden'}>{children}</Activity>
  return (
    <DialogShownContext.Provider value={open}>
      <div hidden={!open}>{children}</div>
    </DialogShownContext.Provider>
  )
}
