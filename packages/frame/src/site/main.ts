// The frame site's page program: what the Airlock server serves on the frame's own origin.
import { createIndexedDbShareStore } from '../custody/createIndexedDbShareStore.js'
import { createDomUi } from './createDomUi.js'
import { createMemorySessionStore, createSessionStore } from './createSessionStore.js'
import { createHttpFrameSiteBackend } from './siteBackend.js'
import { startFrameSite } from './startFrameSite.js'
import './frame.css'

const query = new URLSearchParams(location.search)
// The API address comes from the page the server serves (never from the dapp-controlled query).
const apiUrl =
  document.querySelector<HTMLMetaElement>('meta[name="airlock-api-url"]')?.content ||
  location.origin

/** The frame origin's localStorage; none where the browser refuses a third-party frame storage. */
function frameStorage(): Storage | undefined {
  try {
    window.localStorage.getItem('airlock-frame/device-id')
    return window.localStorage
  } catch {
    return undefined
  }
}
const storage = frameStorage()
const projectId = query.get('projectId') ?? ''

void startFrameSite({
  window,
  backend: createHttpFrameSiteBackend({ apiUrl, projectId }),
  // One session per project: projects embedded on one site keep their own (F18).
  sessions: storage
    ? createSessionStore(storage, { projectId })
    : createMemorySessionStore({ projectId }),
  shares: createIndexedDbShareStore(),
  ui: createDomUi(document),
}).catch((error: unknown) => {
  console.error(error)
})
