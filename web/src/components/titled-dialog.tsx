import CloseIcon from "@mui/icons-material/Close";
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { type ReactNode, useId } from "react";

interface TitledDialogProps {
  title: string;
  open: boolean;
  onClose(): void;
  /** Content that scrolls (a gallery) is focusable, so it scrolls from the keyboard too. */
  scrollable?: boolean;
  children: ReactNode;
}

/** A wide dialog named by its title, with a close button, full-screen on phones. */
export function TitledDialog({ title, open, onClose, scrollable = false, children }: TitledDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle
        id={titleId}
        component="div"
        sx={{ display: "flex", alignItems: "center", gap: 1, pr: 1.5 }}
      >
        <Typography variant="h6" component="h2" sx={{ fontWeight: 800, flex: 1 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label="Close">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent tabIndex={scrollable ? 0 : undefined}>{children}</DialogContent>
    </Dialog>
  );
}
