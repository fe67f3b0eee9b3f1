import MenuIcon from "@mui/icons-material/Menu";
import IconButton from "@mui/material/IconButton";
import type { User } from "firebase/auth";
import { lazy, Suspense, useState } from "react";

/** The dialog loads on first use, so desktop visitors never download it. */
const loadMobileMenuDialog = () => import("./mobile-menu-dialog");
const MobileMenuDialog = lazy(loadMobileMenuDialog);

/** Phones: a full-screen menu with the same entries as the header, plus Start now when signed out. */
export function MobileMenu({ user }: { user: User | null }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadMobileMenuDialog()}
        onFocus={() => void loadMobileMenuDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        edge="end"
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDialog user={user} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
