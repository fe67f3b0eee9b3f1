import { EXCLUSIVITY_TEXT, EXPORT_FILE, type Export } from "@contract";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import FolderZipOutlinedIcon from "@mui/icons-material/FolderZipOutlined";
import InsertDriveFileOutlinedIcon from "@mui/icons-material/InsertDriveFileOutlined";
import ReplayIcon from "@mui/icons-material/Replay";
import SearchOffIcon from "@mui/icons-material/SearchOff";
import VerifiedOutlinedIcon from "@mui/icons-material/VerifiedOutlined";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  Grid,
  LinearProgress,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import type { LogoScoreSlot } from "@/components/logo-score-slot";
import type { ExportMotionSlot } from "@/components/motion-slot";
import { SupportNote } from "@/components/support-note";
import { downloadArchive } from "@/features/exports/api/export-downloads";
import { BrandKitCard } from "@/features/exports/components/brand-kit-card";
import { ExportFileCard } from "@/features/exports/components/export-file-card";
import { ExportMockups } from "@/features/exports/components/export-mockups";
import { FreeRemakesCard } from "@/features/exports/components/free-remakes-card";
import { LogoHealthPanel } from "@/features/exports/components/logo-health-panel";
import { StationeryCard } from "@/features/exports/components/stationery-card";
import { useDownload } from "@/features/exports/hooks/use-download";
import { useExportDetail } from "@/features/exports/hooks/use-export-detail";
import { exportTitle, isPictureFile, orderedResources } from "@/features/exports/lib/export-format";
import { countFiles, exportProgress } from "@/features/exports/lib/export-progress";
import { formatDate } from "@/lib/format";
import { useDocumentTitle } from "@/lib/use-document-title";

// The Firestore SDK is large and only needed while files are in the making: it loads then, and
// polling covers the moment until it is live.
const ExportChangeSignal = lazy(() =>
  import("@/features/exports/components/export-change-signal").then((module) => ({
    default: module.ExportChangeSignal,
  })),
);

const NO_FILES = "No export files available";
const NOT_FOUND_OR_LOADING = "Export not found or still loading...";
const REMAKE_GIVEN_BACK =
  "These files could not be made. This remake used no credit, and its free remake has been given back.";
const CREDIT_RETURNED =
  "These files could not be made, so the export credit it used has been returned to your account.";

function Centered({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ borderStyle: "dashed", borderRadius: 4, py: { xs: 6, md: 8 }, px: 3 }}>
      <Stack sx={{ alignItems: "center", textAlign: "center", gap: 1.5 }}>
        <Box aria-hidden="true" sx={{ color: "primary.main", display: "flex" }}>
          {icon}
        </Box>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

interface ExportFilesProps {
  exportItem: Export;
  /** The bought logo's measured score, handed in by the route page. */
  score?: LogoScoreSlot;
  pending: boolean;
  onRetry(): Promise<string | null>;
  /** Something changed on the server (the stationery was rebuilt): read the export again. */
  onChanged(): void;
  /** The logo in motion and its kit files' style, handed in by the route page. */
  motion?: ExportMotionSlot;
  /** The API answered with the export (a rebuild started): show it. */
  onReplaced(exportItem: Export): void;
}

function ExportFiles({
  exportItem,
  pending,
  onRetry,
  onChanged,
  onReplaced,
  score: Score,
  motion: Motion,
}: ExportFilesProps) {
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  const archive = useDownload(() => downloadArchive(exportItem));
  const counts = countFiles(exportItem);
  const resources = orderedResources(exportItem).filter((resource) => isPictureFile(resource.type));
  const kitResource =
    exportItem.resources.find((resource) => resource.type === EXPORT_FILE.brandKit.id) ?? null;
  const created = formatDate(exportItem.creationTime);
  const failed = exportItem.status === "failed" || counts.failed > 0;

  async function retry() {
    setRetrying(true);
    setRetryError(null);
    setRetryError(await onRetry());
    setRetrying(false);
  }

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        sx={{ gap: 2, justifyContent: "space-between", alignItems: { sm: "flex-end" } }}
      >
        <Stack sx={{ gap: 0.5, minWidth: 0 }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: "1.9rem", md: "2.6rem" } }}>
            {exportTitle(exportItem)}
          </Typography>
          <Typography color="text.secondary">
            {created ? `Created ${created} · ` : ""}
            {counts.ready} of {counts.total} files ready
          </Typography>
        </Stack>
        <Button
          variant="contained"
          size="large"
          startIcon={
            archive.downloading ? <CircularProgress size={18} color="inherit" /> : <FolderZipOutlinedIcon />
          }
          disabled={archive.downloading || pending || counts.ready === 0}
          onClick={() => void archive.start()}
          sx={{ flexShrink: 0 }}
        >
          Download all (.zip)
        </Button>
      </Stack>

      {pending && (
        <Box role="status" aria-live="polite">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Your files are being made: each one appears here as soon as it is ready.
          </Typography>
          <LinearProgress
            variant="determinate"
            value={exportProgress(exportItem, 0)}
            aria-label="Export progress"
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
      )}
      {exportItem.exclusive && (
        <Alert severity="success" icon={<VerifiedOutlinedIcon />} variant="outlined">
          <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {EXCLUSIVITY_TEXT.title}
          </Typography>
          {EXCLUSIVITY_TEXT.body}
        </Alert>
      )}
      {!exportItem.creditReturned && <FreeRemakesCard exportItem={exportItem} />}
      {Score && !exportItem.creditReturned && <Score logoId={exportItem.logoId} />}
      {exportItem.creditReturned && (
        <Alert severity="info">{exportItem.remakeOf ? REMAKE_GIVEN_BACK : CREDIT_RETURNED}</Alert>
      )}
      {failed && !pending && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={retrying ? <CircularProgress size={14} color="inherit" /> : <ReplayIcon />}
              disabled={retrying}
              onClick={() => void retry()}
            >
              Try again
            </Button>
          }
        >
          {exportItem.error ?? "Some files could not be made. Trying again costs nothing."}
        </Alert>
      )}
      {retryError && (
        <Alert severity="error" onClose={() => setRetryError(null)}>
          {retryError}
        </Alert>
      )}
      {archive.error && (
        <Alert severity="error" onClose={archive.clearError}>
          {archive.error}
        </Alert>
      )}

      {(kitResource || exportItem.health) && (
        <Grid container spacing={{ xs: 2, md: 3 }} sx={{ alignItems: "flex-start" }}>
          {kitResource && (
            <Grid size={{ xs: 12, lg: exportItem.health ? 7 : 12 }}>
              <BrandKitCard
                resource={kitResource}
                kit={exportItem.brandKit}
                brandLabel={exportTitle(exportItem)}
                onRetry={() => void retry()}
                retrying={retrying}
              />
            </Grid>
          )}
          {exportItem.health && (
            <Grid size={{ xs: 12, lg: kitResource ? 5 : 12 }}>
              <LogoHealthPanel health={exportItem.health} />
            </Grid>
          )}
        </Grid>
      )}

      {resources.length === 0 ? (
        <Centered icon={<InsertDriveFileOutlinedIcon fontSize="large" />} title={NO_FILES} />
      ) : (
        <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {resources.map((resource) => (
            <Grid key={resource.id} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
              <ExportFileCard
                resource={resource}
                brandLabel={exportTitle(exportItem)}
                onRetry={() => void retry()}
                retrying={retrying}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {!exportItem.creditReturned && (
        <>
          {/* The animation is made into the kit's motion folder, so a page without a kit has none. */}
          {Motion && kitResource && (
            <Motion exportItem={exportItem} pending={pending} onRebuilt={onReplaced} />
          )}
          <ExportMockups exportId={exportItem.id} brandName="" />
          <StationeryCard exportItem={exportItem} onSaved={onChanged} />
        </>
      )}
      <SupportNote lead="A file missing or not what you expected? Write to us at" />
    </Stack>
  );
}

/** /exports/{exportId}: the export's files, made live while they are in the making. */
export function ExportDetail({
  score: Score,
  motion,
}: {
  score?: LogoScoreSlot;
  motion?: ExportMotionSlot;
} = {}) {
  const { exportId = "" } = useParams();
  const detail = useExportDetail(exportId);
  const { state } = detail;
  useDocumentTitle(state.status === "ready" ? exportTitle(state.export) : "Export");

  let body: ReactNode;
  if (state.status === "ready") {
    body = (
      <ExportFiles
        exportItem={state.export}
        pending={detail.pending}
        onRetry={detail.retry}
        onChanged={() => void detail.refetch()}
        onReplaced={detail.replace}
        score={Score}
        motion={motion}
      />
    );
  } else if (state.status === "error") {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        }
      >
        {state.message}
      </Alert>
    );
  } else {
    body = (
      <Stack sx={{ gap: 3 }}>
        <Centered
          icon={
            state.status === "loading" ? (
              <CircularProgress size={32} aria-label="Loading the export" />
            ) : (
              <SearchOffIcon fontSize="large" />
            )
          }
          title={NOT_FOUND_OR_LOADING}
        >
          {state.status === "notFound" && (
            <Button component={RouterLink} to="/my-exports" variant="outlined">
              See all exports
            </Button>
          )}
        </Centered>
        <SupportNote lead="A file missing or not what you expected? Write to us at" />
      </Stack>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/my-exports" startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
        My Exports
      </Button>
      {body}
      {detail.pending && (
        <Suspense fallback={null}>
          <ExportChangeSignal exportId={exportId} onChange={detail.refetch} onLive={detail.setLive} />
        </Suspense>
      )}
    </Container>
  );
}
