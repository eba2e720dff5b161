/** Contract consumption tracking (decided call, `src/api/contract/consumption.ts`). */
import * as contract from '../../src/api/contract/consumption';
import { fold } from '../text';
import { isDeviation } from '../../src/domain/billing/consumption';
import { consumptionOf } from '../store/billing/consumption';
import { pageOf } from '../store/paging';
import { agencyOf } from './scope';
import { handlersFor } from './types';

export const consumptionHandlers = handlersFor(contract, {
  searchConsumption: ({ body, session, app }) => {
    const pattern = body.pattern?.trim() ? fold(body.pattern.trim()) : null;
    const rows = consumptionOf(app.db, agencyOf(session), body.month, body.groupBy).filter(
      (row) => (!pattern || fold(row.label).includes(pattern)) && (!body.deviationsOnly || isDeviation(row.consumptionPercent)),
    );
    return pageOf(rows.slice(body.pageNumber * body.pageSize, (body.pageNumber + 1) * body.pageSize), rows.length, body);
  },
});
