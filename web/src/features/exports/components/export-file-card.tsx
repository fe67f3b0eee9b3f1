import { EXPORT_RESOURCE_PURPOSE, type ExportResource } from "@contract";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlined";
import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import ReplayIcon from "@mui/icons-material/Replay";
import { Alert, Box, Button, Card, CircularProgress, LinearProgress, Stack, Typography } from "@mui/material";
import { useId } from "react";
import { downloadResource } from "@/features/exports/api/export-downloads";
import { FilePreview } from "@/features/exports/components/file-preview";
import { useDownload } from "@/features/exports/hooks/use-download";
import { describeFile } from "@/features/exports/lib/export-format";

interface ExportFileCardProps {
  resource: ExportResource;
  brandLabel: string;
  /** 'Try again' for this export (free); undefined while a retry runs. */
  onRetry?: () => void;
  retrying: boolean;
}

/** Ready, in the making, or failed with 'Try again'. */
export function FileStatus({ resource, onRetry, retrying }: Omit<ExportFileCardProps, "brandLabel">) {
  if (resource.status === "ready") {
    return (
      <Stack direction="row" sx={{ gap: 0.75, alignItems: "center", color: "success.main" }}>
        <CheckCircleIcon fontSize="small" aria-hidden="true" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Ready
        </Typography>
      </Stack>
    );
  }
  if (resource.status === "pending") {
    return (
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
          In the making…
        </Typography>
        <LinearProgress aria-label={`${resource.label} in the making`} sx={{ borderRadius: 2 }} />
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      icon={<ErrorOutlineIcon fontSize="inherit" />}
      sx={{ py: 0, alignItems: "center" }}
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={retrying ? <CircularProgress size={14} color="inherit" /> : <ReplayIcon />}
          disabled={retrying || !onRetry}
          onClick={onRetry}
          aria-label={`Try again: ${resource.label}`}
        >
          Try again
        </Button>
      }
    >
      {resource.error ?? "This file could not be made."}
    </Alert>
  );
}

/** One file of an export: what it is for, a preview, its status and its Download button. */
export function ExportFileCard({ resource, brandLabel, onRetry, retrying }: ExportFileCardProps) {
  const headingId = useId();
  const { downloading, error, clearError, start: download } = useDownload(() => downloadResource(resource));
  const facts = describeFile(resource);

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-status={resource.status}
      data-resource={resource.type}
      sx={{ borderRadius: 3, p: 1.5, height: "100%", display: "flex", flexDirection: "column", gap: 1.5 }}
    >
      {/* On a phone the preview sits beside the text, so five files do not make a five-screen page. */}
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "96px minmax(0, 1fr)", sm: "minmax(0, 1fr)" },
          gap: 1.5,
          alignItems: "start",
        }}
      >
        <FilePreview resource={resource} alt={`${brandLabel}, ${resource.label}`} />
        <Stack sx={{ gap: 0.5, px: { xs: 0, sm: 0.5 } }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {resource.label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {EXPORT_RESOURCE_PURPOSE[resource.type]}
          </Typography>
          {facts && resource.status === "ready" && (
            <Typography variant="caption" color="text.secondary">
              {facts}
            </Typography>
          )}
        </Stack>
      </Box>
      <Box sx={{ px: 0.5, mt: "auto" }}>
        <FileStatus resource={resource} onRetry={onRetry} retrying={retrying} />
      </Box>
      {error && (
        <Alert severity="error" onClose={clearError} sx={{ mx: 0.5 }}>
          {error}
        </Alert>
      )}
      <Button
        variant="contained"
        startIcon={
          downloading ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlinedIcon />
        }
        disabled={resource.status !== "ready" || downloading}
        onClick={() => void download()}
        aria-label={`Download ${resource.label}`}
        sx={{ mx: 0.5, mb: 0.5 }}
      >
        Download
      </Button>
    </Card>
  );
}
