import { type Export, FREE_REMAKES, REMAKE_TEXT } from "@contract";
import AutoFixHighOutlinedIcon from "@mui/icons-material/AutoFixHighOutlined";
import { Box, Link, Paper, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { LogoPreview } from "@/components/logo-preview";
import { formatDate } from "@/lib/format";

/**
 * Free fixes of a bought logo: what a remake is, how many are left, and the remakes made so far
 * (each opens its own export). A remake's page points back to the logo it remakes instead.
 */
export function FreeRemakesCard({ exportItem }: { exportItem: Export }) {
  if (exportItem.remakeOf) {
    return (
      <Typography variant="body2" color="text.secondary">
        {REMAKE_TEXT.remakeOf(exportItem.remakeOf.number)}{" "}
        <Link component={RouterLink} to={`/exports/${exportItem.remakeOf.exportId}`}>
          Open Export Logo {exportItem.remakeOf.number}
        </Link>
      </Typography>
    );
  }
  if (!exportItem.exclusive) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="free-remakes-title"
      sx={{ p: 2.5, borderRadius: 3 }}
    >
      <Stack direction="row" sx={{ gap: 1.5, alignItems: "flex-start" }}>
        <AutoFixHighOutlinedIcon color="primary" aria-hidden="true" sx={{ mt: 0.25 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="free-remakes-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {REMAKE_TEXT.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {REMAKE_TEXT.body}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
            {REMAKE_TEXT.left(exportItem.remakesLeft, FREE_REMAKES)}
          </Typography>
        </Box>
      </Stack>
      {exportItem.remakes.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            {REMAKE_TEXT.listTitle}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: "none",
              p: 0,
              m: 0,
              display: "grid",
              gap: 1.5,
              gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))",
            }}
          >
            {exportItem.remakes.map((remake) => (
              <li key={remake.exportId}>
                <Link
                  component={RouterLink}
                  to={`/exports/${remake.exportId}`}
                  underline="hover"
                  sx={{ display: "block", color: "text.primary" }}
                >
                  <LogoPreview url={remake.url} alt={`Export Logo ${remake.number}`} rounded />
                  <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
                    Export Logo {remake.number}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatDate(remake.creationTime)}
                  </Typography>
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
