/**
 * A person's record page (customers, employees…): the header with the name, the reference, the
 * status tag and the actions the status allows; the tab bar (the tab is in the URL: each tab a
 * route of the table); the current tab's content, each tab its own lazy chunk.
 */
import type { ComponentType, ReactNode } from 'react';
import { ScreenBoundary } from '../app/ScreenBoundary';
import { useStyles } from '../ui/useStyles';
import { kitCss } from './kit.css';
import { TabBar, type TabLink } from './TabBar';

export type RecordTab = TabLink;

export interface RecordPageProps {
  name: ReactNode;
  /** Under the name: the reference, the type… */
  subtitle?: ReactNode;
  tag?: ReactNode;
  actions?: ReactNode;
  tabs: readonly RecordTab[];
  current: string;
  children: ReactNode;
}

export function RecordPage({ name, subtitle, tag, actions, tabs, current, children }: RecordPageProps) {
  useStyles('kit', kitCss);
  return (
    <>
      <div className="ap-record-head">
        <div className="ap-record-head__title">
          <h1 className="ap-record-head__name">
            {name}
            {tag}
          </h1>
          {subtitle ? <div className="ap-muted">{subtitle}</div> : null}
        </div>
        {actions ? <div className="ap-record-head__actions">{actions}</div> : null}
      </div>
      <TabBar tabs={tabs} current={current} label="Onglets de la fiche" />
      {/* Keyed by tab: a tab that failed does not stay failed when the user opens another. */}
      <ScreenBoundary key={current}>
        {children}
      </ScreenBoundary>
    </>
  );
}

/** Picks the tab component to render; an unknown tab renders nothing (the route table knows every tab). */
export function TabContent<P extends object>({ tabs, current, props }: { tabs: Readonly<Record<string, ComponentType<P>>>; current: string; props: P }) {
  const Tab = tabs[current];
  return Tab ? <Tab {...props} /> : null;
}
