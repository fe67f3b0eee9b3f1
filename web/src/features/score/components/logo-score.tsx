import { SCORE_TEXT } from "@contract";
import { Box, Paper, Skeleton, Typography } from "@mui/material";
import type { LogoScoreSlotProps } from "@/components/logo-score-slot";
import { LogoScoreView } from "@/components/logo-score-view";
import { useLogoScore } from "@/features/score/hooks/use-logo-score";

/** A logo's score, fetched once per logo: a line of numbers on a card, a panel on a page. */
export function LogoScore({ logoId, compact = false }: LogoScoreSlotProps) {
  const state = useLogoScore(logoId);
  if (compact) {
    if (state.status === "loading")
      return <Skeleton variant="rounded" height={22} role="status" aria-label="Measuring the logo" />;
    if (state.status === "failed") return null;
    return <LogoScoreView score={state.score} compact />;
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="logo-score-title"
      sx={{ p: 2.5, borderRadius: 3 }}
    >
      <Typography id="logo-score-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {SCORE_TEXT.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {SCORE_TEXT.explained}
      </Typography>
      <Box aria-live="polite">
        {state.status === "loading" && (
          <Skeleton variant="rounded" height={120} role="status" aria-label="Measuring the logo" />
        )}
        {state.status === "failed" && (
          <Typography variant="body2" color="error">
            {state.message}
          </Typography>
        )}
        {state.status === "ready" && <LogoScoreView score={state.score} />}
      </Box>
    </Paper>
  );
}
