import { AVATAR_DEFAULT_SIZE, avatarFallbackColor, avatarInitials, avatarLabel, avatarTextColor } from '@dental/domain-avatar';
import '../styles/components.css';

export interface AvatarProps {
  username: string;
  /** Background colour (`#rrggbb`); a stable one is derived from the name when absent. */
  color?: string | null;
  size?: number;
  /** A count shown as a badge ("99+" above 99). */
  label?: number | null;
  active?: boolean;
  /** Shown instead of the initials (the spec allows the username itself). */
  text?: string;
}

/** Initials on a coloured circle; the rules live in @dental/domain-avatar. */
export function Avatar({ username, color, size = AVATAR_DEFAULT_SIZE, label, active = false, text }: AvatarProps) {
  const background = color || avatarFallbackColor(username);
  const badge = avatarLabel(label);
  return (
    <span
      className={`dc-avatar${active ? ' dc-avatar--active' : ''}`}
      style={{ width: size, height: size, background, color: avatarTextColor(background), fontSize: Math.round(size * 0.36) }}
      title={username}
      data-testid="avatar"
    >
      <span aria-hidden="true">{text ?? avatarInitials(username)}</span>
      <span className="dc-visually-hidden">{username}</span>
      {badge ? <span className="dc-avatar__label">{badge}</span> : null}
    </span>
  );
}
