import type { AppKit } from '@airlock/core'
import { useStore } from '../store/useStore.js'
import { Dialog } from './Dialog.js'
import { LiveRegion } from './LiveRegion.js'
import { Toast } from './Toast.js'

/** Everything inside `<airlock-modal>`: the dialog while open, the toast, the live region. */
export function ModalRoot({ appKit }: { appKit: AppKit }) {
  const open = useStore(appKit, (state) => state.modal.open)
  return (
    <div className="root">
      {open ? <Dialog appKit={appKit} /> : null}
      <Toast appKit={appKit} />
      <LiveRegion appKit={appKit} />
    </div>
  )
}
