import { Avatar } from '@mui/material';

export type UserAvatarProps = {
  user: { avatarUrl: string | null; initials: string };
  size: number;
};

/** A user's picture, or their initials on the brand colour. */
export function UserAvatar({ user, size }: UserAvatarProps) {
  return (
    <Avatar
      src={user.avatarUrl ?? undefined}
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
