/**
 * The support drawer's frame (spec 000 §2.5): tabs 'Recherche' and 'Nouveau ticket',
 * the normal and wide widths, reset when closed (it is unmounted), and a check every
 * 60 s that closes it when the user may no longer use it (agency context changed).
 * The tickets themselves come with the support area.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { ArrowsHorizontal, Lifebuoy } from 'tabler-icons-react';
import { SUPPORT_DRAWER_WIDTHS } from '../../../domain/drawers';
import { canSeeSupportDrawer } from '../../../domain/permissions';
import { SUPPORT_DRAWER_CHECK_MS } from '../../../domain/timings';
import { usePortal } from '../../context';
import { useStyles } from '../../hooks/useStyles';
import { Button } from '../../ui/Button';
import { Drawer } from '../../ui/Drawer';
import type { ShellDialogProps } from '../ShellDialogs';
import { quickSearchCss } from '../quickSearch/quickSearch.css';

const TABS = ['Recherche', 'Nouveau ticket'] as const;

export default function SupportDrawer({ onClose }: ShellDialogProps) {
  useSignals();
  useStyles('quick-search', quickSearchCss);
  const portal = usePortal();
  const [wide, setWide] = useState(false);
  const [tab, setTab] = useState<(typeof TABS)[number]>('Recherche');

  useEffect(() => {
    const check = () => {
      if (!canSeeSupportDrawer(portal.session.user.peek()?.role, portal.agencyContext.agency.peek()?.id)) onClose();
      else timer = portal.clock.setTimeout(check, SUPPORT_DRAWER_CHECK_MS);
    };
    let timer = portal.clock.setTimeout(check, SUPPORT_DRAWER_CHECK_MS);
    return () => portal.clock.clearTimeout(timer);
  }, [portal, onClose]);

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
      <div className="ap-qs__tabs" role="tablist" aria-label="Support">
        {TABS.map((label) => (
          <button key={label} type="button" role="tab" className="ap-qs__tab" aria-selected={tab === label} onClick={() => setTab(label)}>
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab}>
        <p className="ap-muted">
          {tab === 'Recherche' ? 'La liste des tickets arrive avec le module de support.' : 'La création de tickets arrive avec le module de support.'}
        </p>
      </div>
    </Drawer>
  );
}
