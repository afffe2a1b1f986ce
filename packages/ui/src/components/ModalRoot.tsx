import type { AppKit } from '@airlock/core'
import { Suspense } from 'react'
import { useStore } from '../store/useStore.js'
import { LiveRegion } from './LiveRegion.js'
import { LazyViewRenderer } from './lazyView.js'
import { lazyDialog } from './lazyViews.js'
import { Toast } from './Toast.js'

/** Everything inside `<airlock-modal>`: the dialog while open, the toast, the live region. */
export function ModalRoot({ appKit }: { appKit: AppKit }) {
  const open = useStore(appKit, (state) => state.modal.open)
  return (
    <div className="root">
      {open ? (
        <Suspense fallback={null}>
          <LazyViewRenderer view={lazyDialog} appKit={appKit} />
        </Suspense>
      ) : null}
      <Toast appKit={appKit} />
      <LiveRegion appKit={appKit} />
    </div>
  )
}
