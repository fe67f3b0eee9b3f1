import { type LogoScore, SCORE_FACET_LABEL, SCORE_FACETS } from "@contract";
import { Box, LinearProgress, Stack, Tooltip, Typography } from "@mui/material";

/** Good from 80, fair from 50: the colour only repeats what the number and sentence say. */
function facetColour(score: number): "success" | "warning" | "error" {
  if (score >= 80) return "success";
  if (score >= 50) return "warning";
  return "error";
}

/**
 * A logo's three measured scores. Compact: one line of numbers for a logo card, each with its
 * sentence as a tooltip and for screen readers. Full: a bar and the sentence under each.
 */
export function LogoScoreView({ score, compact = false }: { score: LogoScore; compact?: boolean }) {
  if (compact) {
    return (
      <Stack
        direction="row"
        component="ul"
        aria-label="Logo score"
        sx={{ listStyle: "none", m: 0, p: 0, gap: 1, flexWrap: "wrap" }}
      >
        {SCORE_FACETS.map((facet) => (
          <Tooltip key={facet} title={score[facet].sentence} arrow>
            <Box
              component="li"
              tabIndex={0}
              aria-label={`${SCORE_FACET_LABEL[facet]} ${score[facet].score} of 100: ${score[facet].sentence}`}
              data-facet={facet}
              sx={{
                display: "inline-flex",
                alignItems: "baseline",
                gap: 0.5,
                px: 1,
                py: 0.25,
                borderRadius: 999,
                border: 1,
                borderColor: `${facetColour(score[facet].score)}.main`,
                fontSize: 12,
              }}
            >
              <Typography component="span" variant="caption" color="text.secondary">
                {SCORE_FACET_LABEL[facet]}
              </Typography>
              <Typography component="span" variant="caption" sx={{ fontWeight: 700 }}>
                {score[facet].score}
              </Typography>
            </Box>
          </Tooltip>
        ))}
      </Stack>
    );
  }
  return (
    <Stack component="ul" aria-label="Logo score" sx={{ listStyle: "none", m: 0, p: 0, gap: 1.5 }}>
      {SCORE_FACETS.map((facet) => (
        <Box component="li" key={facet} data-facet={facet}>
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline" }}>
            <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }}>
              {SCORE_FACET_LABEL[facet]}
            </Typography>
            <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }}>
              {score[facet].score}
              <Typography component="span" variant="caption" color="text.secondary">
                {" "}
                / 100
              </Typography>
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={score[facet].score}
            color={facetColour(score[facet].score)}
            aria-hidden="true"
            sx={{ height: 6, borderRadius: 3, my: 0.5 }}
          />
          <Typography variant="body2" color="text.secondary">
            {score[facet].sentence}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
