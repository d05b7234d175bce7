/** The signed-in user's picture in the header, through its signed link; their initials when there is none or it fails. */
import { Avatar } from '@mui/material';
import { initials, type CurrentUser } from '../auth/session-store';

export function UserAvatar({ user }: { user: CurrentUser }) {
  // Decorative beside the name the button shows: the initials are drawn by CSS, not text, so the
  // button's accessible name stays exactly its visible name (axe: label-content-name-mismatch).
  return (
    <Avatar
      src={user.avatars?.[0]?.downloadUrl}
      alt=""
      aria-hidden
      data-initials={initials(user)}
      sx={{
        width: 24,
        height: 24,
        // Without a picture MUI draws a generic person icon; the initials say more. Their size is set on
        // the letters themselves: the header button's start-icon rule (20 px) outranks one on the avatar,
        // and two letters at 20 px were cut by the circle.
        '& .MuiAvatar-fallback': { display: 'none' },
        '&:not(:has(img))::before': { content: 'attr(data-initials)', fontSize: '0.6875rem', letterSpacing: 0 },
      }}
    />
  );
}
