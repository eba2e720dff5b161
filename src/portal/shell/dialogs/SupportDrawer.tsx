/**
 * The support drawer (spec 000 §2.5, 002 §2): tabs 'Recherche', 'Nouveau ticket' and one closable tab per
 * opened ticket (its title cut to 20 characters), the normal and wide widths, reset when closed (it is
 * unmounted), and a check every 60 s that closes it when the user may no longer use it.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import { ArrowsHorizontal, Lifebuoy, X } from 'tabler-icons-react';
import { SUPPORT_DRAWER_WIDTHS, supportTabLabel } from '../../../domain/drawers';
import { canSeeSupportDrawer } from '../../../domain/permissions';
import { parseLocation } from '../../../domain/routes';
import { SUPPORT_DRAWER_CHECK_MS } from '../../../domain/timings';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { Button } from '../../ui/Button';
import { Drawer } from '../../ui/Drawer';
import { Loading } from '../../ui/Spinner';
import type { ShellDialogProps } from '../ShellDialogs';
import { SupportProvider } from '../support/SupportContext';
import { supportCss } from '../support/support.css';
import { TicketDetail } from '../support/TicketDetail';
import { TicketForm } from '../support/TicketForm';
import { TicketSearch } from '../support/TicketSearch';
import { tableCss } from '../../ui/table.css';

type TabId = 'search' | 'new' | number;
interface OpenTicket {
  id: number;
  title: string;
}

export default function SupportDrawer({ onClose }: ShellDialogProps) {
  useSignals();
  useStyles('support', supportCss);
  useStyles('table', tableCss);
  const portal = usePortal();
  const [wide, setWide] = useState(false);
  const [tab, setTab] = useState<TabId>('search');
  const [tickets, setTickets] = useState<OpenTicket[]>([]);

  useEffect(() => {
    const check = () => {
      if (!canSeeSupportDrawer(portal.session.user.peek()?.role, portal.agencyContext.agency.peek()?.id)) onClose();
      else timer = portal.clock.setTimeout(check, SUPPORT_DRAWER_CHECK_MS);
    };
    let timer = portal.clock.setTimeout(check, SUPPORT_DRAWER_CHECK_MS);
    return () => portal.clock.clearTimeout(timer);
  }, [portal, onClose]);

  const open = useCallback((ticket: OpenTicket) => {
    setTickets((current) => (current.some((t) => t.id === ticket.id) ? current : [...current, { id: ticket.id, title: ticket.title }]));
    setTab(ticket.id);
  }, []);
  const close = (id: number) => {
    setTickets((current) => current.filter((t) => t.id !== id));
    if (tab === id) setTab('search');
  };
  // A ticket's title may change while its tab is open; an unchanged title leaves the state as it is (no render loop).
  const retitle = useCallback(
    (id: number, title: string) => setTickets((current) => (current.some((t) => t.id === id && t.title !== title) ? current.map((t) => (t.id === id ? { ...t, title } : t)) : current)),
    [],
  );
  const tabs: { id: TabId; label: string; full: string }[] = [
    { id: 'search', label: 'Recherche', full: 'Recherche' },
    { id: 'new', label: 'Nouveau ticket', full: 'Nouveau ticket' },
    ...tickets.map((t) => ({ id: t.id, label: supportTabLabel(t.title), full: `#${t.id} ${t.title}` })),
  ];

  return (
    <Drawer
      title="Support"
      subtitle="Tickets d’assistance"
      icon={<Lifebuoy size={22} />}
      width={SUPPORT_DRAWER_WIDTHS[wide ? 1 : 0]}
      onClose={onClose}
      actions={
        <Button variant="ghost" icon={<ArrowsHorizontal size={18} aria-hidden="true" />} aria-pressed={wide} onClick={() => setWide(!wide)}>
          {wide ? 'Réduire' : 'Élargir'}
        </Button>
      }
    >
      <div className="ap-support-tabs" role="tablist" aria-label="Support">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            className="ap-support-tab"
            aria-selected={tab === t.id}
            title={t.full}
            onClick={() => setTab(t.id)}
            // A ticket's tab closes with Delete (keyboard) or its × (pointer); the ticket's page also has 'Fermer l’onglet'.
            onKeyDown={(event) => typeof t.id === 'number' && event.key === 'Delete' && close(t.id)}
          >
            {t.label}
            {typeof t.id === 'number' ? (
              <span className="ap-support-tab__close" aria-hidden="true" onClick={(event) => { event.stopPropagation(); close(t.id as number); }}>
                <X size={14} />
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tabs.find((t) => t.id === tab)?.full}>
        <SupportProvider fallback={<Loading />}>
          {tab === 'search' ? <TicketSearch onOpen={open} /> : null}
          {tab === 'new' ? (
            <TicketForm where={{ path: parseLocation(portal.router.location.value).path, agencyId: portal.agencyContext.agency.value?.id ?? null }} onCreated={open} onCancel={() => setTab('search')} />
          ) : null}
          {typeof tab === 'number' ? <TicketDetail key={tab} ticketId={tab} onTitle={(title) => retitle(tab, title)} onClose={() => close(tab)} /> : null}
        </SupportProvider>
      </div>
    </Drawer>
  );
}
