/**
 * The header of spec 000 §2.3: quick search, quick create, downloads centre, support
 * drawer (admins and agency 3), agency context with 'changer', user dropdown,
 * environment tag.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { ChevronDown, Download, Lifebuoy, Logout, Mail, News, Plus, Search, User, UserCircle } from 'tabler-icons-react';
import { QUICK_CREATE_ITEMS, SUPPORT_MAIL, environmentTag, mayOpenDownloads } from '../../domain/header';
import { ROLE_LABELS } from '../../domain/labels';
import { canSeeSupportDrawer } from '../../domain/permissions';
import { ADMIN_LANDING_PATH, HOME_PATH, landingPath } from '../../domain/routes';
import { BrandMark } from '../app/Brand';
import { Link } from '../app/Link';
import { PRODUCT_NAME } from '../app/texts';
import { usePortal } from '../context';
import { Button } from '../ui/Button';
import { Dropdown } from '../ui/Dropdown';
import { Tag } from '../ui/Tag';
import type { ShellDialog } from './dialogs';

export function Header({ onOpenDialog, hostname }: { onOpenDialog(dialog: ShellDialog): void; hostname: string | undefined }) {
  useSignals();
  const portal = usePortal();
  const user = portal.session.user.value;
  const agency = portal.agencyContext.agency.value;
  const environment = environmentTag(hostname);
  // Quick-create opens an agency's creation pages.
  const withDownloads = mayOpenDownloads({ role: user?.role, agency });
  const icon = { size: 18, 'aria-hidden': true } as const;

  return (
    <header className="ap-header" part="header">
      <Link to={user ? landingPath(user.role) : HOME_PATH} className="ap-header__brand">
        <BrandMark />
        <span>{PRODUCT_NAME}</span>
      </Link>
      {environment ? <Tag tone="warning">{environment}</Tag> : null}
      {user ? (
        <>
          <button type="button" className="ap-header__search" onClick={() => onOpenDialog('quickSearch')} aria-keyshortcuts="Control+R Alt+R">
            <Search {...icon} />
            <span>Recherche rapide</span>
            <kbd>Ctrl R</kbd>
          </button>
          <span className="ap-header__spacer" />
          {agency ? (
            <Dropdown
              label={
                <>
                  <Plus {...icon} /> Créer <ChevronDown size={14} aria-hidden="true" />
                </>
              }
              entries={QUICK_CREATE_ITEMS.map((entry) => ({
                key: entry.label,
                label: entry.label,
                ...(entry.path ? { onSelect: () => portal.router.navigate(entry.path!) } : {}),
              }))}
              align="end"
            />
          ) : null}
          {withDownloads ? (
            <Button variant="ghost" icon={<Download {...icon} />} aria-label="Centre de téléchargements" title="Centre de téléchargements (Ctrl T)" onClick={() => onOpenDialog('downloads')} />
          ) : null}
          {canSeeSupportDrawer(user.role, agency?.id) ? (
            <Button variant="ghost" icon={<Lifebuoy {...icon} />} aria-label="Support" title="Support" onClick={() => onOpenDialog('support')} />
          ) : null}
          {agency || portal.agencyContext.chosen.value ? (
            <span className="ap-header__agency">
              <span className="ap-header__agency-label">{agency?.label}</span>
              {portal.agencyContext.chosen.value ? (
                <Link
                  to={ADMIN_LANDING_PATH}
                  onClick={() => portal.agencyContext.clear()}
                  aria-label={`Changer d'agence (agence actuelle : ${agency?.label ?? ''})`}
                >
                  changer
                </Link>
              ) : null}
            </span>
          ) : null}
          <span className="ap-header__sep" aria-hidden="true" />
          <Dropdown
            className="ap-header__user"
            align="end"
            label={
              <>
                <UserCircle {...icon} />
                <span className="ap-header__user-name">
                  {user.firstName} {user.lastName}
                </span>
                <Tag tone="info">{ROLE_LABELS[user.role]}</Tag>
                <ChevronDown size={14} aria-hidden="true" />
              </>
            }
            entries={[
              { key: 'login', label: user.login, icon: <User {...icon} /> },
              { key: 'account', label: 'Mon compte', icon: <UserCircle {...icon} />, onSelect: () => onOpenDialog('myAccount') },
              { key: 'news', label: 'Nouveautés', icon: <News {...icon} />, onSelect: () => onOpenDialog('news') },
              { key: 'mail', label: 'Support par e-mail', icon: <Mail {...icon} />, href: `mailto:${SUPPORT_MAIL}` },
              { key: 'logout', label: 'Se déconnecter', icon: <Logout {...icon} />, onSelect: () => void portal.logout() },
            ]}
          />
        </>
      ) : null}
    </header>
  );
}
