import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@dental/ui/router';
import { useTranslation } from 'react-i18next';
import { useCan, useSession } from '@dental/auth';
import { Avatar, IconLogout, IconUser, Popover } from '@dental/ui';
import { logout } from '../auth/session-actions';

/**
 * The bottom item: the user's avatar, opening profile (with user_view), "Log out" (this session)
 * and "Sign out everywhere" (every session of the user, the tablet at the chair included).
 */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const me = useSession((s) => s.me);
  const can = useCan();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!me) return null;
  const fullName = `${me.first_name} ${me.last_name}`.trim() || me.username;
  return (
    <Popover
      placement="right-end"
      trigger={(props) => (
        // Named by its content ("Account: " and the avatar's hidden full name): an aria-label would not
        // hold the initials on screen (axe's label-content-name-mismatch).
        <button type="button" className="sidebar-user" {...props}>
          <span className="dc-visually-hidden">{`${t('nav.account')}: `}</span>
          <Avatar username={fullName} color={me.style.color} size={40} />
        </button>
      )}
    >
      {(close) => (
        <div className="user-menu">
          <div className="user-menu__who">
            <Avatar username={fullName} color={me.style.color} size={36} />
            <div>
              <div className="user-menu__name">{fullName}</div>
              <div className="user-menu__meta">{me.username}</div>
            </div>
          </div>
          <div role="menu" aria-label={t('nav.account')}>
            {can('user_view') ? (
              // "settings-users-details" for oneself
              <Link role="menuitem" className="dc-menu-item" to={`/settings/users/${me.uuid}/details`} onClick={close}>
                <IconUser size={18} />
                {t('user.profile')}
              </Link>
            ) : null}
            {(['logout', 'logout_everywhere'] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                role="menuitem"
                className="dc-menu-item"
                onClick={() => {
                  close();
                  void logout(queryClient, navigate, { everywhere: kind === 'logout_everywhere' });
                }}
              >
                <IconLogout size={18} />
                {t(`user.${kind}`)}
              </button>
            ))}
          </div>
        </div>
      )}
    </Popover>
  );
}
