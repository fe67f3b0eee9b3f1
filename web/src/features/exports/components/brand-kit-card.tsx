import { type BrandKit, EXPORT_FILE, type ExportResource } from "@contract";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  Stack,
  Typography,
} from "@mui/material";
import { useId } from "react";
import { downloadResource } from "@/features/exports/api/export-downloads";
import { FileStatus } from "@/features/exports/components/export-file-card";
import { CHECKERBOARD } from "@/features/exports/components/file-preview";
import { useDownload } from "@/features/exports/hooks/use-download";
import { describeKitFile, kitFileName, kitGroups, kitSummary } from "@/features/exports/lib/brand-kit-format";

interface BrandKitCardProps {
  resource: ExportResource;
  kit: BrandKit | null;
  brandLabel: string;
  onRetry?: () => void;
  retrying: boolean;
}

function KitPreviews({ kit, brandLabel }: { kit: BrandKit; brandLabel: string }) {
  return (
    <Box
      component="ul"
      aria-label="Inside the brand kit"
      sx={{
        listStyle: "none",
        p: 0,
        m: 0,
        display: "grid",
        gap: 1,
        gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))" },
      }}
    >
      {kit.previews.map((preview) => (
        <Box component="li" key={preview.path} sx={{ minWidth: 0 }}>
          <Box
            sx={{
              ...CHECKERBOARD,
              borderRadius: 2,
              height: 88,
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              overflow: "hidden",
              border: 1,
              borderColor: "divider",
            }}
          >
            <Box
              component="img"
              src={preview.image}
              alt={`${brandLabel}, ${preview.label}`}
              sx={{ maxWidth: "100%", maxHeight: "100%", objectFit: "contain", display: "block" }}
            />
          </Box>
          <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ mt: 0.5 }}>
            {preview.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function KitContents({ kit }: { kit: BrandKit }) {
  return (
    <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2, "&::before": { display: "none" } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle2" component="span">
          What is in the kit ({kit.files.length} files)
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <Stack sx={{ gap: 2 }}>
          {kitGroups(kit).map((group) => (
            <Box key={group.group} component="section" aria-label={group.label}>
              <Typography variant="overline" color="text.secondary" component="h3">
                {group.label}
              </Typography>
              <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 0.75 }}>
                {group.files.map((file) => (
                  <Box component="li" key={file.path} data-kit-file={file.path}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                      {kitFileName(file)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {file.purpose} {describeKitFile(file)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/** The brand kit: what it is for, a preview of its contents, every file listed, one download. */
export function BrandKitCard({ resource, kit, brandLabel, onRetry, retrying }: BrandKitCardProps) {
  const headingId = useId();
  const { downloading, error, clearError, start: download } = useDownload(() => downloadResource(resource));

  const ready = resource.status === "ready" && kit !== null;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-status={resource.status}
      data-resource={resource.type}
      sx={{
        borderRadius: 3,
        p: { xs: 1.5, sm: 2 },
        display: "flex",
        flexDirection: "column",
        gap: 2,
      }}
    >
      <Stack sx={{ gap: 0.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {resource.label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {EXPORT_FILE.brandKit.purpose}
        </Typography>
        {ready && (
          <Typography variant="caption" color="text.secondary">
            {kitSummary(kit)} · {resource.fileName}
          </Typography>
        )}
      </Stack>
      {ready && kit.previews.length > 0 && <KitPreviews kit={kit} brandLabel={brandLabel} />}
      {ready &&
        kit.notes.map((note) => (
          <Alert key={note} severity="info" variant="outlined">
            {note}
          </Alert>
        ))}
      <FileStatus resource={resource} onRetry={onRetry} retrying={retrying} />
      {error && (
        <Alert severity="error" onClose={clearError}>
          {error}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        startIcon={
          downloading ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlinedIcon />
        }
        disabled={resource.status !== "ready" || downloading}
        onClick={() => void download()}
        aria-label={`Download ${resource.label}`}
      >
        Download brand kit
      </Button>
      {ready && <KitContents kit={kit} />}
    </Card>
  );
}
