/**
 * /prospecting/reminders (spec 001 §4): the prospects to call back, their next exchange due
 * today or past (past ones in red), soonest first, with their stage, contact and adviser.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { CustomerListItem } from '../../../api/contract/customers';
import { choicesOf } from '../../../domain/list/filters';
import { CUSTOMERS_SEARCH_LABEL } from '../../../domain/customers/texts';
import { PROSPECT_STAGE_LABELS } from '../../../domain/customers/labels';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { FilterPopover } from '../../kit/FilterPopover';
import { kitCss } from '../../kit/kit.css';
import { ListTable } from '../../kit/ListTable';
import { ListToolbar } from '../../kit/ListToolbar';
import { useListController } from '../../kit/useListController';
import { customerColumns } from '../customers/customerColumns';
import { ProspectingHead } from './ProspectingTabs';
import { REMINDERS_CONFIG, REMINDERS_NAME, remindersRequest } from './remindersList';

const SHOWN = ['name', 'stage', 'nextExchange', 'phone', 'email', 'adviser', 'lastExchange'];

export function ProspectingRemindersScreen(_: ScreenProps) {
  useSignals();
  useStyles('kit', kitCss);
  const { client, clock } = usePortal();
  const now = clock.now();
  const list = useListController<CustomerListItem, unknown>(REMINDERS_NAME, REMINDERS_CONFIG, remindersRequest(client, now));
  const columns = customerColumns('prospects', now);
  return (
    <>
      <ProspectingHead current="reminders" />
      <ListToolbar
        searchLabel={CUSTOMERS_SEARCH_LABEL}
        text={list.text}
        onText={list.setText}
        modified={list.modified}
        onReset={list.reset}
        filters={<FilterPopover label="Étape" choices={choicesOf(PROSPECT_STAGE_LABELS)} filter={list.state.filters.stage} onChange={(f) => list.setFilter('stage', f)} />}
      />
      <ListTable
        list={list}
        caption="Prospects à relancer"
        columns={SHOWN.map((key) => columns.find((column) => column.key === key)!)}
        rowKey={(row) => row.customerId}
        empty="Aucune relance à faire"
      />
    </>
  );
}
