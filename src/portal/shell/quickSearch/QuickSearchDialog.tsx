/**
 * The quick search (spec 000 §2.4, §4): panels for search, recents, favorites, today's
 * collective planning and upcoming birthdays, and the details of a customer or a user;
 * a back button returns to the previous panel. Ctrl/Alt+R opens it, Ctrl/Alt+F on the
 * favorites, Escape closes it.
 */
import { useState } from 'react';
import { ArrowLeft, Search } from 'tabler-icons-react';
import { pushRecent, type QuickSearchEntry } from '../../../domain/quickSearch';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { ShellDialogProps } from '../ShellDialogs';
import { CustomerDetailsPanel, UserDetailsPanel } from './DetailsPanels';
import { FavoritesPanel, RecentsPanel } from './ListPanels';
import { TABS, type PanelProps, type QuickSearchPanel } from './panels';
import { quickSearchCss } from './quickSearch.css';
import { SearchPanel } from './SearchPanel';
import { BirthdaysPanel, PlanningPanel } from './TodayPanels';
import { useFavorites } from './useFavorites';

export default function QuickSearchDialog({ opened, onClose }: ShellDialogProps) {
  useStyles('quick-search', quickSearchCss);
  const portal = usePortal();
  const favorites = useFavorites();
  const [history, setHistory] = useState<QuickSearchPanel[]>([{ kind: opened === 'favorites' ? 'favorites' : 'search' }]);
  // The text survives a visit to a details panel and back.
  const [text, setText] = useState('');
  const panel = history[history.length - 1]!;

  const props: PanelProps = {
    open: (next) => setHistory((current) => [...current, next]),
    openEntry(entry: QuickSearchEntry) {
      portal.recents.value = pushRecent(portal.recents.peek(), entry);
      setHistory((current) => [...current, entry.kind === 'pro' ? { kind: 'user', entry } : { kind: 'customer', entry }]);
    },
    leave: onClose,
  };

  return (
    <Modal
      title="Recherche rapide"
      icon={<Search size={22} />}
      width={760}
      onClose={onClose}
      actions={
        history.length > 1 ? (
          <Button variant="ghost" icon={<ArrowLeft size={18} aria-hidden="true" />} onClick={() => setHistory((current) => current.slice(0, -1))}>
            Retour
          </Button>
        ) : null
      }
    >
      <div className="ap-qs__tabs" role="tablist" aria-label="Panneaux de la recherche rapide">
        {TABS.map((tab) => (
          <button
            key={tab.kind}
            type="button"
            role="tab"
            aria-selected={panel.kind === tab.kind}
            className="ap-qs__tab"
            onClick={() => panel.kind !== tab.kind && props.open({ kind: tab.kind })}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="ap-qs__panel">
        {panel.kind === 'search' ? <SearchPanel {...props} favorites={favorites} text={text} onText={setText} /> : null}
        {panel.kind === 'recents' ? <RecentsPanel {...props} favorites={favorites} /> : null}
        {panel.kind === 'favorites' ? <FavoritesPanel {...props} favorites={favorites} /> : null}
        {panel.kind === 'planning' ? <PlanningPanel {...props} /> : null}
        {panel.kind === 'birthdays' ? <BirthdaysPanel {...props} /> : null}
        {panel.kind === 'customer' ? <CustomerDetailsPanel entry={panel.entry} favorites={favorites} leave={onClose} /> : null}
        {panel.kind === 'user' ? <UserDetailsPanel entry={panel.entry} favorites={favorites} leave={onClose} /> : null}
      </div>
    </Modal>
  );
}
