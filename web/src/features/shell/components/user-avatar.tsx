import Avatar from "@mui/material/Avatar";
import type { User } from "firebase/auth";
import { userDisplayName } from "@/lib/session";

/** The user's photo, or the first letter of their name on the brand colour. */
/**
 * The user's photo or initial. `decorative` inside a control that already names the user: hidden
 * from assistive technology, so the control's visible text is just the name its label contains.
 */
export function UserAvatar({
  user,
  size = 32,
  decorative = false,
}: {
  user: User;
  size?: number;
  decorative?: boolean;
}) {
  const name = userDisplayName(user);
  return (
    <Avatar
      src={user.photoURL ?? undefined}
      alt={decorative ? "" : name}
      aria-hidden={decorative || undefined}
      slotProps={{ img: { referrerPolicy: "no-referrer" } }}
      sx={{ width: size, height: size, bgcolor: "primary.main", fontSize: size * 0.45, fontWeight: 700 }}
    >
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
