import { Link, useLocation } from '@dental/ui/router';
import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import { IconChat } from '@dental/ui';
import { areaForPath } from '../remotes/remote-routing';
import { BranchPicker } from './BranchPicker';
import { CompanySwitcher } from './CompanySwitcher';
import { LanguageMenu } from './LanguageMenu';
import { MAIN_MENU_ID } from './MobileBar';
import { useShellUi } from './shell-ui-store';
import { SIDEBAR_ENTRIES } from './sidebar-entries';
import { UserMenu } from './UserMenu';

/** The 80 px main menu (docs/spec.md §1, §2); on a phone a drawer opened from the MobileBar. */
export function Sidebar() {
  const { t } = useTranslation('shell');
  const can = useCan();
  const { pathname } = useLocation();
  const active = areaForPath(pathname)?.section;
  const messengerOpen = useShellUi((s) => s.messengerOpen);
  const toggleMessenger = useShellUi((s) => s.toggleMessenger);
  const unread = useShellUi((s) => s.unread);
  const menuOpen = useShellUi((s) => s.menuOpen);

  return (
    <aside className={`sidebar${menuOpen ? ' is-open' : ''}`} id={MAIN_MENU_ID}>
      <div className="sidebar__top">
        <BranchPicker />
        {can('admin') ? <CompanySwitcher /> : null}
      </div>
      <nav className="sidebar__nav" aria-label={t('nav.main')}>
        <ul>
          {SIDEBAR_ENTRIES.filter((entry) => can(entry.permission)).map(({ id, to, Icon }) => (
            <li key={id}>
              <Link to={to} className="sidebar-item" aria-current={active === id ? 'page' : undefined}>
                <Icon />
                <SidebarLabel text={t(`nav.${id}`)} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sidebar__bottom">
        <button type="button" className="sidebar-item" aria-pressed={messengerOpen} onClick={toggleMessenger}>
          <IconChat />
          {/* Named by one sentence ("Chat, 2 unread"); the label and the badge are what the eye reads. */}
          {unread > 0 ? <span className="dc-visually-hidden">{t('nav.chat_unread', { count: unread })}</span> : null}
          <SidebarLabel text={t('nav.chat')} hidden={unread > 0} />
          {unread > 0 ? (
            <span className="sidebar-item__badge" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
        <LanguageMenu />
        <UserMenu />
      </div>
    </aside>
  );
}

/** Words longer than this get the smaller label size, so "Планировщик" fits whole (never broken mid-word). */
const LONG_WORD = 9;

function SidebarLabel({ text, hidden = false }: { text: string; hidden?: boolean }) {
  const long = text.split(/\s+/).some((word) => word.length > LONG_WORD);
  return (
    <span className={`sidebar-item__label${long ? ' sidebar-item__label--long' : ''}`} aria-hidden={hidden || undefined}>
      {text}
    </span>
  );
}
