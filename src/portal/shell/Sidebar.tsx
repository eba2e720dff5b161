/**
 * The left menu (spec 000 §2.2): the items of the domain's menu model, the unread
 * badges, the hover (and keyboard focus) shortcuts, the current item and shortcut
 * (aria-current: `page` for the link of the page shown, `true` for the item of its
 * section; when a shortcut is a page of its own, as « Prospects » under « Clients »,
 * it shows under its item, marked as the current page), and the two items that open
 * dialogs.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { unreadCountLabel } from '../../domain/labels';
import { currentMenuPlace, menu, type MenuDialog, type MenuItem, type MenuPlace } from '../../domain/menu';
import { Link } from '../app/Link';
import { usePortal } from '../context';
import { MENU_ICONS } from './menuIcons';

export function Sidebar({ onOpenDialog }: { onOpenDialog(dialog: MenuDialog): void }) {
  useSignals();
  const portal = usePortal();
  const items = menu({ user: portal.session.user.value, agency: portal.agencyContext.agency.value, today: portal.clock.now() });
  if (items.length === 0) return null;
  const place = currentMenuPlace(items, portal.router.location.value, portal.match.value?.route.area ?? null);
  const counters = portal.counters.value.value;
  return (
    <nav className="ap-menu" part="menu" aria-label="Menu principal">
      <ul className="ap-menu__list">
        {items.map((item) => {
          const here = item.id === place.item;
          // A shortcut that is a page of its own (/prospects under « Clients ») shows under its item, the item marking the section.
          const subPage = here && place.itemCurrent === 'section' ? place.shortcut : null;
          return (
            <li key={item.id} className="ap-menu__item">
              <MenuEntry item={item} current={here ? place.itemCurrent : null} parent={subPage !== null} badge={item.badge && counters ? counters[item.badge] : 0} onOpenDialog={onOpenDialog} />
              {subPage ? (
                <Link to={subPage.path} className="ap-menu__link ap-menu__link--sub" aria-current="page">
                  <span className="ap-menu__label">{subPage.label}</span>
                </Link>
              ) : null}
              {item.shortcuts.length > 0 ? (
                <ul className="ap-menu__flyout" aria-label={item.label}>
                  {item.shortcuts.map((shortcut) => (
                    <li key={shortcut.path}>
                      <Link to={shortcut.path} aria-current={here && shortcut.path === place.shortcut?.path ? 'page' : undefined}>{shortcut.label}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MenuEntry({ item, current, parent, badge, onOpenDialog }: {
  item: MenuItem; current: MenuPlace['itemCurrent']; parent: boolean; badge: number; onOpenDialog(dialog: MenuDialog): void;
}) {
  const Icon = MENU_ICONS[item.icon];
  const content = (
    <>
      {Icon ? <Icon size={20} aria-hidden="true" /> : null}
      <span className="ap-menu__label">{item.label}</span>
      {badge > 0 ? (
        <span className="ap-menu__badge" aria-label={unreadCountLabel(badge)}>
          {badge > 99 ? '99+' : badge}
        </span>
      ) : null}
    </>
  );
  if (item.dialog) {
    const dialog = item.dialog;
    return (
      <button type="button" className="ap-menu__link" onClick={() => onOpenDialog(dialog)}>
        {content}
      </button>
    );
  }
  return (
    <Link to={item.path ?? '/'} className={parent ? 'ap-menu__link ap-menu__link--parent' : 'ap-menu__link'} aria-current={current === 'page' ? 'page' : current === 'section' ? 'true' : undefined}>
      {content}
    </Link>
  );
}
