/** The three pages of /prospecting (board, reminders, history) under one title. */
import type { ReactNode } from 'react';
import { TabBar } from '../../kit/TabBar';

const TABS = [
  { key: 'board', label: 'Tableau', to: '/prospecting/board' },
  { key: 'reminders', label: 'Relances', to: '/prospecting/reminders' },
  { key: 'history', label: 'Historique', to: '/prospecting/history' },
] as const;

export function ProspectingHead({ current, actions }: { current: (typeof TABS)[number]['key']; actions?: ReactNode }) {
  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>Prospection</h1>
        {actions}
      </div>
      <TabBar tabs={TABS} current={current} label="Pages de la prospection" />
    </>
  );
}
