import type { Logo } from "@contract";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from "@mui/material";
import { useId } from "react";
import { LogoPreview } from "@/components/logo-preview";

/** Spec section 9: every export produces these four files. */
export const EXPORT_FILES = [
  "Normal quality",
  "High quality",
  "High quality, no background",
  "No background V2 (PNG)",
] as const;

interface ExportLogoModalProps {
  open: boolean;
  logo: Logo | null;
  remainingExports: number;
  onClose(): void;
  /**
   * Starts the export. The export flow arrives with its own issue; until a caller passes this,
   * the confirm button stays disabled and says so.
   */
  onConfirm?: (logo: Logo) => void;
  confirming?: boolean;
}

export function ExportLogoModal({
  open,
  logo,
  remainingExports,
  onClose,
  onConfirm,
  confirming = false,
}: ExportLogoModalProps) {
  const titleId = useId();
  const canConfirm = onConfirm !== undefined && logo !== null && !confirming;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Export logo
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", sm: "200px 1fr" } }}>
          {logo && (
            <Box sx={{ maxWidth: 240, width: "100%", mx: "auto" }}>
              <LogoPreview url={logo.url} alt="The logo you are exporting" rounded />
            </Box>
          )}
          <Box>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              Exporting produces 4 files:
            </Typography>
            <List dense disablePadding>
              {EXPORT_FILES.map((file) => (
                <ListItem key={file} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <CheckCircleIcon fontSize="small" color="secondary" />
                  </ListItemIcon>
                  <ListItemText primary={file} />
                </ListItem>
              ))}
            </List>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              This uses 1 of your {remainingExports} remaining {remainingExports === 1 ? "export" : "exports"}
              .
            </Typography>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: "wrap" }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlinedIcon />}
          disabled={!canConfirm}
          onClick={() => {
            if (logo && onConfirm) onConfirm(logo);
          }}
        >
          {onConfirm ? "Export files" : "Export files (coming soon)"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
