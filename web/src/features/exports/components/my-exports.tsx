import { STATE_MESSAGE } from "@contract";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import Inventory2OutlinedIcon from "@mui/icons-material/Inventory2Outlined";
import { Alert, Button, Container, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { type ReactNode, useEffect } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { ExportRow } from "@/features/exports/components/export-row";
import { reloadExports, takeSelectedExportId, useExportsState } from "@/features/exports/hooks/exports-store";
import { useDocumentTitle } from "@/lib/use-document-title";

const NO_EXPORTS = "You don't have any exports yet";

/** /my-exports: every export, newest first; a selected export id opens that export. */
export function MyExports() {
  const navigate = useNavigate();
  const exportsState = useExportsState();
  useDocumentTitle("My Exports");

  useEffect(() => {
    const selected = takeSelectedExportId();
    if (selected) {
      navigate(`/exports/${encodeURIComponent(selected)}`);
      return;
    }
    void reloadExports();
  }, [navigate]);

  const { exports, loading, error } = exportsState;
  let body: ReactNode;
  if (exports === null && error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void reloadExports()}>
            Try again
          </Button>
        }
      >
        {error ?? STATE_MESSAGE.fetchExportsFailed}
      </Alert>
    );
  } else if (exports === null || (loading && exports.length === 0)) {
    body = (
      <Stack sx={{ gap: 1.5 }} role="status" aria-label="Loading your exports">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={104} sx={{ borderRadius: 3 }} />
        ))}
      </Stack>
    );
  } else if (exports.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ borderStyle: "dashed", borderRadius: 4, py: { xs: 6, md: 9 }, px: 3 }}>
        <Stack sx={{ alignItems: "center", textAlign: "center", gap: 1.5 }}>
          <Inventory2OutlinedIcon color="primary" fontSize="large" aria-hidden="true" />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {NO_EXPORTS}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
            Pick a logo in My Logos and choose Export Logo: its high-quality, transparent and vector files
            will be waiting for you here.
          </Typography>
          <Button component={RouterLink} to="/my-logos" variant="contained" endIcon={<ArrowForwardIcon />}>
            Go to My Logos
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack component="ul" sx={{ listStyle: "none", p: 0, m: 0, gap: 1.5 }}>
        {exports.map((exportItem) => (
          <li key={exportItem.id}>
            <ExportRow exportItem={exportItem} />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        sx={{ gap: 2, justifyContent: "space-between", alignItems: { sm: "flex-end" }, mb: { xs: 3, md: 4 } }}
      >
        <Stack sx={{ gap: 0.5 }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: "1.9rem", md: "2.6rem" } }}>
            My Exports
          </Typography>
          <Typography color="text.secondary">Your exported logos and their files, newest first.</Typography>
        </Stack>
        <Button
          component={RouterLink}
          to="/my-logos"
          endIcon={<ArrowForwardIcon />}
          sx={{ alignSelf: { xs: "flex-start", sm: "auto" } }}
        >
          My Logos
        </Button>
      </Stack>
      {body}
      {error && exports !== null && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Container>
  );
}
