import { Box, LinearProgress, Stack, Typography } from "@mui/material";
import { useId } from "react";

interface UsageBarProps {
  label: string;
  used: number;
  limit: number;
  remaining: number;
  /** "generation", "export": what the numbers count, in the singular. */
  unit: string;
}

/** Used / limit as a bar, with the remaining count spelled out. */
export function UsageBar({ label, used, limit, remaining, unit }: UsageBarProps) {
  const labelId = useId();
  const share = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  const units = (count: number) => (count === 1 ? unit : `${unit}s`);
  const exhausted = remaining <= 0;
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline", mb: 1, gap: 2 }}>
        <Typography id={labelId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid={`${unit}s-used`}>
          {used} / {limit} used
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={share}
        color={exhausted ? "warning" : "primary"}
        aria-labelledby={labelId}
        aria-valuetext={`${used} of ${limit} ${units(limit)} used, ${remaining} remaining`}
        sx={{ height: 10, borderRadius: 5, bgcolor: "rgba(67,56,202,0.10)" }}
      />
      <Typography
        variant="body2"
        sx={{ mt: 1, fontWeight: 600, color: exhausted ? "warning.dark" : "text.primary" }}
        data-testid={`${unit}s-remaining`}
      >
        {remaining} {units(remaining)} remaining
      </Typography>
    </Box>
  );
}
