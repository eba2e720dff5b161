/** A bar of tabs that are routes: each a link, the current one marked (records, prospecting, messages…). */
import { Link } from '../app/Link';
import { useStyles } from '../ui/useStyles';
import { kitCss } from './kit.css';

export interface TabLink {
  key: string;
  label: string;
  to: string;
}

export function TabBar({ tabs, current, label }: { tabs: readonly TabLink[]; current: string; label: string }) {
  useStyles('kit', kitCss);
  return (
    <nav className="ap-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <Link key={tab.key} to={tab.to} aria-current={tab.key === current ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
