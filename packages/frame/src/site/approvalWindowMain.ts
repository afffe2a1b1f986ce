// The approval window's page program (`/approve` on the frame's origin, opened by the frame where
// the browser cannot report the frame's real visibility).
import { createDomUi } from './createDomUi.js'
import { startApprovalWindow } from './startApprovalWindow.js'
import './frame.css'

const status = document.createElement('p')
status.className = 'status'
status.setAttribute('role', 'status')
document.body.append(status)

startApprovalWindow({
  window,
  ui: createDomUi(document),
  showStatus: (text) => {
    status.textContent = text
    status.hidden = !text
  },
})
