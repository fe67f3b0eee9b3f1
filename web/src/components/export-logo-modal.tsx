import { EXPORT_FILES, type ExportFileName, type Logo, REMAKE_TEXT } from "@contract";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useId } from "react";
import { LogoPreview } from "@/components/logo-preview";

/**
 * What one export makes: every file but the original it is made from (the four PNG files, the
 * vector master and the brand kit).
 */
const MADE_FILES = EXPORT_FILES.filter((file) => file.madeBy !== "copied");

/**
 * The vector master only comes with logos designed in Markery (an upload has no vector to give);
 * the brand kit comes with every export (uploads get the files that can honestly be made from pixels).
 */
const FILE_NOTE: Partial<Record<ExportFileName, string>> = {
  vectorMaster: "for logos designed in Markery",
  brandKit: "vector, web, social and print files with a brand sheet",
};

interface ExportLogoModalProps {
  open: boolean;
  logo: Logo | null;
  remainingExports: number;
  onClose(): void;
  onConfirm(logo: Logo): void;
  confirming?: boolean;
  /** The logo already has an export: confirming opens it again and uses no credit. */
  alreadyExported?: boolean;
  /** The logo is a free remake of a bought one (an edit that keeps its symbol). */
  freeRemake?: { number: number; remakesLeft: number } | null;
}

export function ExportLogoModal({
  open,
  logo,
  remainingExports,
  onClose,
  onConfirm,
  confirming = false,
  alreadyExported = false,
  freeRemake = null,
}: ExportLogoModalProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const canConfirm = logo !== null && !confirming;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Export logo
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", sm: "200px 1fr" } }}>
          {logo && (
            <Box sx={{ maxWidth: 200, width: "100%", mx: "auto" }}>
              <LogoPreview url={logo.url} alt="The logo you are exporting" rounded />
            </Box>
          )}
          <Box>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              Exporting produces these files:
            </Typography>
            <List dense disablePadding aria-label="Files in this export">
              {MADE_FILES.map((file) => (
                <ListItem key={file.id} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <CheckCircleIcon fontSize="small" color="secondary" />
                  </ListItemIcon>
                  <ListItemText primary={file.label} secondary={FILE_NOTE[file.name]} />
                </ListItem>
              ))}
            </List>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {alreadyExported
                ? "You have exported this logo before: opening its files again is free."
                : freeRemake && freeRemake.remakesLeft > 0
                  ? REMAKE_TEXT.modal(freeRemake.number, freeRemake.remakesLeft)
                  : `This uses 1 of your ${remainingExports} remaining ${remainingExports === 1 ? "export" : "exports"}. Exporting the same logo again is free.`}
            </Typography>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: "wrap" }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          startIcon={
            confirming ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlinedIcon />
          }
          disabled={!canConfirm}
          onClick={() => {
            if (logo) onConfirm(logo);
          }}
        >
          Export files
        </Button>
      </DialogActions>
    </Dialog>
  );
}
