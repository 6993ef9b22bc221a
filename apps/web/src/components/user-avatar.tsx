import { Avatar } from '@mui/material';
import { useAuthorizedImage } from '../lib/use-authorized-image.ts';

export type UserAvatarProps = {
  user: { avatarUrl: string | null; initials: string };
  size: number;
};

/** A user's picture, or their initials on the brand colour. */
export function UserAvatar({ user, size }: UserAvatarProps) {
  const src = useAuthorizedImage(user.avatarUrl);
  return (
    <Avatar
      src={src ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: Math.round(size * 0.4),
      }}
    >
      {user.initials}
    </Avatar>
  );
}
