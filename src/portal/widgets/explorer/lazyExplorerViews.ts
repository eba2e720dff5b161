/**
 * The messages and pinned notes views load when chosen: they carry the stored HTML's sanitiser (DOMPurify) and the
 * message dialog, which the main view of a preview does not need.
 */
import { lazyComponent } from '../../app/lazyComponent';

export const ExplorerMessages = lazyComponent(() => import('./ExplorerMessages'), (m) => m.ExplorerMessages);
export const ExplorerNotes = lazyComponent(() => import('./ExplorerNotes'), (m) => m.ExplorerNotes);
