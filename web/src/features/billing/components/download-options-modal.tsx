import { CREATOR_EXPORT_CREDITS, CREATOR_GENERATION_CREDITS, type Logo } from "@contract";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import CloseIcon from "@mui/icons-material/Close";
import DownloadIcon from "@mui/icons-material/Download";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useId } from "react";
import { Link as RouterLink } from "react-router-dom";
import { LogoPreview } from "@/components/logo-preview";
import { CHECKOUT_PATH } from "@/features/billing/components/upgrade-modal";
import { useFreeSample } from "@/features/billing/hooks/use-free-sample";

const CREATOR_INCLUDES = [
  `${CREATOR_GENERATION_CREDITS} extra generations`,
  `${CREATOR_EXPORT_CREDITS} high-quality exports`,
  "Transparent background",
  "Royalty-free licence",
];

interface DownloadOptionsModalProps {
  open: boolean;
  logo: Logo | null;
  onClose(): void;
}

/** Shown instead of the export modal when no exports remain. */
export function DownloadOptionsModal({ open, logo, onClose }: DownloadOptionsModalProps) {
  const titleId = useId();
  const sample = useFreeSample();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700, pr: 7 }}>
        Download options
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: "absolute", right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Stack sx={{ gap: 2.5 }}>
          <Paper
            variant="outlined"
            sx={{ p: 2.5, borderColor: "primary.main", borderWidth: 2, borderRadius: 3 }}
          >
            <Stack
              direction="row"
              sx={{ justifyContent: "space-between", alignItems: "baseline", gap: 2, flexWrap: "wrap" }}
            >
              <Typography variant="h6" component="h3" sx={{ fontWeight: 800 }}>
                Creator plan
              </Typography>
              <Typography variant="h6" component="p" sx={{ fontWeight: 800, color: "primary.main" }}>
                $9{" "}
                <Typography component="span" variant="body2" color="text.secondary">
                  one time
                </Typography>
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              The Creator plan costs $9 one time and includes:
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: "none",
                p: 0,
                my: 2,
                display: "grid",
                gap: 1,
                gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
              }}
            >
              {CREATOR_INCLUDES.map((item) => (
                <Stack component="li" key={item} direction="row" sx={{ gap: 1, alignItems: "center" }}>
                  <CheckCircleIcon fontSize="small" color="secondary" aria-hidden="true" />
                  <Typography variant="body2">{item}</Typography>
                </Stack>
              ))}
            </Box>
            <Button component={RouterLink} to={CHECKOUT_PATH} variant="contained" fullWidth size="large">
              Upgrade to Creator – $9
            </Button>
          </Paper>

          <Divider>or</Divider>

          <Stack direction="row" sx={{ gap: 2, alignItems: "flex-start" }}>
            {logo && (
              <Box sx={{ width: { xs: 72, sm: 96 }, flexShrink: 0 }}>
                <LogoPreview url={logo.url} alt="The logo for the free sample" rounded />
              </Box>
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                Free watermarked sample
              </Typography>
              <Typography variant="body2" color="text.secondary">
                A 500 px PNG with a watermark, for personal, non-commercial use. One per browser.
              </Typography>
              <Button
                variant="outlined"
                disabled={!logo || sample.used || sample.downloading}
                startIcon={sample.downloading ? <CircularProgress size={16} /> : <DownloadIcon />}
                onClick={() => {
                  if (logo) void sample.download(logo);
                }}
                sx={{ mt: 1.5, whiteSpace: "nowrap" }}
              >
                {sample.used ? "Free sample already used" : "Download free sample"}
              </Button>
            </Box>
          </Stack>
          {sample.error && <Alert severity="error">{sample.error}</Alert>}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
