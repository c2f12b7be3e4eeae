import { Avatar } from '@dental/ui';
import { useMessengerTranslation } from '../i18n';
import { usePresence } from '../live/presence-store';

/** Who is in the branch's chat right now (the live channel's presence). */
export function PresenceList() {
  const { t } = useMessengerTranslation();
  const users = usePresence((s) => s.users);
  if (!users.length) return null;
  return (
    <section className="dc-messenger__presence" aria-label={t('online_list')}>
      <span className="dc-messenger__online">{t('online', { count: users.length })}</span>
      <ul>
        {users.map((user) => (
          <li key={user.uuid}>
            <Avatar username={user.name} color={user.color} size={22} active />
          </li>
        ))}
      </ul>
    </section>
  );
}
