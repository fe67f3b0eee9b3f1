import KeyboardArrowDownIcon from "@mui/icons-material/KeyboardArrowDown";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { User } from "firebase/auth";
import { lazy, Suspense, useId, useState } from "react";
import { visuallyHidden } from "@/components/visually-hidden";
import { userDisplayName } from "@/lib/session";
import { UserAvatar } from "./user-avatar";

/** The menu itself (MUI Menu, Popover, Modal) loads on first use: visitors never need it. */
const loadUserMenuPopup = () => import("./user-menu-popup");
const UserMenuPopup = lazy(loadUserMenuPopup);

/** The signed-in header's account button: avatar or initial and name, opening the user menu. */
export function UserMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const name = userDisplayName(user);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        onPointerEnter={() => void loadUserMenuPopup()}
        onFocus={() => void loadUserMenuPopup()}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        startIcon={<UserAvatar user={user} decorative />}
        endIcon={<KeyboardArrowDownIcon />}
        sx={{ pl: 0.75, pr: 1.25, borderRadius: 999, maxWidth: 260 }}
      >
        {/* Named by what it shows, with the purpose read first: no aria-label to disagree with it. */}
        <Box component="span" sx={visuallyHidden}>
          Account menu for{" "}
        </Box>
        <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>{name}</span>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <UserMenuPopup id={menuId} buttonId={buttonId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
