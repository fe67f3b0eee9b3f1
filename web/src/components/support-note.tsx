import { SUPPORT_EMAIL } from "@contract";
import SupportAgentIcon from "@mui/icons-material/SupportAgent";
import { Link, Paper, Stack, Typography } from "@mui/material";

/** A help box ending with the support e-mail, after a sentence of the page's own. */
export function SupportNote({ lead }: { lead: string }) {
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label="Help"
      sx={{
        p: 2,
        borderRadius: 3,
        bgcolor: "rgba(15, 118, 110, 0.05)",
        borderColor: "rgba(15, 118, 110, 0.25)",
      }}
    >
      <Stack direction="row" sx={{ gap: 1.5, alignItems: "flex-start" }}>
        <SupportAgentIcon color="secondary" aria-hidden="true" sx={{ mt: 0.25 }} />
        <Typography variant="body2" color="text.secondary">
          {lead}{" "}
          <Link href={`mailto:${SUPPORT_EMAIL}`} sx={{ fontWeight: 600 }}>
            {SUPPORT_EMAIL}
          </Link>
          .
        </Typography>
      </Stack>
    </Paper>
  );
}
