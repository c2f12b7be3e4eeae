import { Link, useLocation } from '@dental/ui/router';
import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import { IconChat } from '@dental/ui';
import { areaForPath } from '../remotes/remote-routing';
import { BranchPicker } from './BranchPicker';
import { CompanySwitcher } from './CompanySwitcher';
import { LanguageMenu } from './LanguageMenu';
import { useShellUi } from './shell-ui-store';
import { SIDEBAR_ENTRIES } from './sidebar-entries';
import { UserMenu } from './UserMenu';

/** The 80 px main menu (docs/spec.md §1, §2). */
export function Sidebar() {
  const { t } = useTranslation('shell');
  const can = useCan();
  const { pathname } = useLocation();
  const active = areaForPath(pathname)?.section;
  const messengerOpen = useShellUi((s) => s.messengerOpen);
  const toggleMessenger = useShellUi((s) => s.toggleMessenger);

  return (
    <aside className="sidebar">
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
          <SidebarLabel text={t('nav.chat')} />
        </button>
        <LanguageMenu />
        <UserMenu />
      </div>
    </aside>
  );
}

/** Words longer than this get the smaller label size, so "Планировщик" fits whole (never broken mid-word). */
const LONG_WORD = 9;

function SidebarLabel({ text }: { text: string }) {
  const long = text.split(/\s+/).some((word) => word.length > LONG_WORD);
  return <span className={`sidebar-item__label${long ? ' sidebar-item__label--long' : ''}`}>{text}</span>;
}
