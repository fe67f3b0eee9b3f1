import { EXPORT_FILE, type ExportSummary } from "@contract";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { Box, Card, CardActionArea, Chip, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { LogoPreview } from "@/components/logo-preview";
import { useFilePreview } from "@/features/exports/hooks/use-file-preview";
import { exportTitle } from "@/features/exports/lib/export-format";
import { isInProgress } from "@/features/exports/lib/export-progress";
import { formatDate } from "@/lib/format";

function Thumbnail({ exportItem }: { exportItem: ExportSummary }) {
  // The high-quality file when it is there (the owner's own, fetched with the
  // token); until then the logo's watermarked preview.
  const highQuality =
    exportItem.resources.find((resource) => resource.type === EXPORT_FILE.highQualityPng.id) ?? null;
  const preview = useFilePreview(highQuality);
  if (preview.status === "loaded") {
    return (
      <Box
        component="img"
        src={preview.url}
        // Decorative: the row's title names the export, and the link reads its visible text.
        alt=""
        data-testid="export-thumbnail"
        data-source="high-quality"
        sx={{
          width: "100%",
          aspectRatio: "1 / 1",
          objectFit: "contain",
          borderRadius: 2,
          bgcolor: "#f3f4f6",
        }}
      />
    );
  }
  return (
    <Box data-testid="export-thumbnail" data-source="logo-preview">
      <LogoPreview url={exportItem.url} alt="" rounded />
    </Box>
  );
}

function StatusChip({ exportItem }: { exportItem: ExportSummary }) {
  if (isInProgress(exportItem))
    return <Chip size="small" label="In the making" color="primary" variant="outlined" />;
  if (exportItem.status === "failed")
    return <Chip size="small" label="Failed" color="error" variant="outlined" />;
  return <Chip size="small" label="Ready" color="success" variant="outlined" />;
}

/** One row of /my-exports: thumbnail, 'Export Logo N' and its creation date; opens the export. */
export function ExportRow({ exportItem }: { exportItem: ExportSummary }) {
  const created = formatDate(exportItem.creationTime);
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardActionArea
        component={RouterLink}
        to={`/exports/${exportItem.id}`}
        sx={{ display: "flex", alignItems: "center", gap: { xs: 1.5, sm: 2 }, p: 1.5 }}
      >
        <Box sx={{ width: { xs: 64, sm: 80 }, flexShrink: 0 }}>
          <Thumbnail exportItem={exportItem} />
        </Box>
        <Stack sx={{ flex: 1, minWidth: 0, gap: 0.25 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {exportTitle(exportItem)}
          </Typography>
          {created && (
            <Typography variant="body2" color="text.secondary">
              Created <time dateTime={exportItem.creationTime}>{created}</time>
            </Typography>
          )}
        </Stack>
        <StatusChip exportItem={exportItem} />
        <ChevronRightIcon color="action" aria-hidden="true" sx={{ display: { xs: "none", sm: "block" } }} />
      </CardActionArea>
    </Card>
  );
}
