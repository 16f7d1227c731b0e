import type { Coach, CoachAvatar as AvatarName } from '@contracts/coaches';
import { Flame, Flower2, Heart, Target, type LucideIcon } from 'lucide-react';

const ICONS: Record<AvatarName, LucideIcon> = { lotus: Flower2, flame: Flame, heart: Heart, target: Target };

/** The coach's picture: an icon on the coach's gradient. */
export function CoachAvatar({ coach, size = 'medium' }: { coach: Coach; size?: 'small' | 'medium' | 'large' }) {
  const Icon = ICONS[coach.avatar];
  const pixels = size === 'small' ? 18 : size === 'large' ? 32 : 24;
  return (
    <span className={`coach-avatar coach-avatar--${size}`} style={{ background: coach.colors.gradient }} aria-hidden="true">
      <Icon size={pixels} />
    </span>
  );
}
