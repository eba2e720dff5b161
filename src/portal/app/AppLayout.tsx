import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Logout } from 'tabler-icons-react';
import { ROLE_LABELS } from '../../domain/labels';
import { HOME_PATH, landingPath } from '../../domain/routes';
import { usePortal } from '../context';
import { useAction } from '../hooks/useAction';
import { Button } from '../ui/Button';
import { Tag } from '../ui/Tag';
import { BrandMark } from './Brand';
import { Link } from './Link';
import { PRODUCT_NAME } from './texts';

/** Private screens: the header bar (product, user, logout) over the page. The menu comes with the full shell. */
export function AppLayout({ children }: { children: ReactNode }) {
  useSignals();
  const portal = usePortal();
  const user = portal.session.user.value;
  const logout = useAction(() => portal.logout());
  return (
    <div className="ap-shell">
      <header className="ap-header">
        <Link to={user ? landingPath(user.role) : HOME_PATH} className="ap-header__brand">
          <BrandMark />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <span className="ap-header__spacer" />
        {user ? (
          <>
            <span className="ap-header__user">
              <span className="ap-header__user-name">
                {user.firstName} {user.lastName}
              </span>
              <Tag tone="info">{ROLE_LABELS[user.role]}</Tag>
            </span>
            <span className="ap-header__sep" aria-hidden="true" />
            <Button variant="ghost" icon={<Logout size={18} aria-hidden="true" />} loading={logout.pending} onClick={() => void logout.run()}>
              Se déconnecter
            </Button>
          </>
        ) : null}
      </header>
      <main className="ap-main">{children}</main>
    </div>
  );
}
