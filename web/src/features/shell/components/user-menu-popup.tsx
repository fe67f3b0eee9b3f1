import Divider from "@mui/material/Divider";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { Link as RouterLink } from "react-router-dom";
import { useAccountActions } from "../hooks/use-account-actions";
import { ACCOUNT_LINKS } from "../nav-links";

interface UserMenuPopupProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose(): void;
}

/** The user menu's items; loaded on first use, see user-menu.tsx. */
export default function UserMenuPopup({ id, buttonId, anchor, onClose }: UserMenuPopupProps) {
  const { backToCreation, logout } = useAccountActions();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ list: { "aria-labelledby": buttonId }, paper: { sx: { minWidth: 220, mt: 1 } } }}
    >
      {ACCOUNT_LINKS.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
      <MenuItem
        onClick={() => {
          onClose();
          backToCreation();
        }}
      >
        Back to Creation
      </MenuItem>
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        Logout
      </MenuItem>
    </Menu>
  );
}
