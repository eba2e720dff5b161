/** The replacement dialog loads with its first use: the absence forms it serves sit on the employee record's chunk. */
import { lazyComponent } from '../../app/lazyComponent';

export const LazyAffectedEventsDialog = lazyComponent(() => import('./AffectedEventsDialog'), (m) => m.AffectedEventsDialog);
