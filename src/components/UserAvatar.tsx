import { Avatar, type AvatarProps } from '@mui/material';
import { avatarColor, initials } from '../lib/avatar';

export type UserAvatarProps = { name: string; src?: string | null; size?: number } & Omit<
  AvatarProps,
  'src' | 'children'
>;

/** The user's picture, or their initials (at most 2 letters) on a colour chosen by their name. */
export function UserAvatar({ name, src, size = 36, sx, ...rest }: UserAvatarProps) {
  return (
    <Avatar
      src={src ?? undefined}
      alt={name}
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.42,
          fontWeight: 600,
          bgcolor: avatarColor(name),
          color: '#fff',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      {initials(name)}
    </Avatar>
  );
}
