import Avatar from "@mui/material/Avatar";
import type { User } from "firebase/auth";
import { userDisplayName } from "@/lib/session";

/** The user's photo, or the first letter of their name on the brand colour. */
export function UserAvatar({ user, size = 32 }: { user: User; size?: number }) {
  const name = userDisplayName(user);
  return (
    <Avatar
      src={user.photoURL ?? undefined}
      alt={name}
      slotProps={{ img: { referrerPolicy: "no-referrer" } }}
      sx={{ width: size, height: size, bgcolor: "primary.main", fontSize: size * 0.45, fontWeight: 700 }}
    >
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
