import type { LogoHealth, LogoHealthCheck } from "@contract";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import { Box, Chip, Paper, Stack, Typography } from "@mui/material";
import { useId } from "react";
import { CHECKERBOARD } from "@/features/exports/components/file-preview";
import { checksByKind, checkTitle, healthSummary } from "@/features/exports/lib/brand-kit-format";

function StatusChip({ check }: { check: LogoHealthCheck }) {
  const pass = check.status === "pass";
  return (
    <Chip
      size="small"
      color={pass ? "success" : "warning"}
      variant={pass ? "outlined" : "filled"}
      icon={pass ? <CheckCircleIcon /> : <WarningAmberIcon />}
      label={pass ? "Pass" : "Warning"}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** What was measured, at the size it was measured: a 16 px render is shown 16 px wide. */
function ActualSize({ check }: { check: LogoHealthCheck }) {
  if (!check.image || !check.size) return null;
  return (
    <Box
      sx={{
        ...CHECKERBOARD,
        width: 72,
        height: 72,
        flexShrink: 0,
        borderRadius: 1.5,
        border: 1,
        borderColor: "divider",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
      }}
    >
      <Box
        component="img"
        src={check.image}
        alt={`${checkTitle(check)}, at actual size`}
        width={check.size}
        height={check.size}
        sx={{ display: "block" }}
      />
    </Box>
  );
}

function CheckRow({ check }: { check: LogoHealthCheck }) {
  return (
    <Box
      component="li"
      data-check={check.id}
      data-status={check.status}
      sx={{
        display: "flex",
        gap: 1.5,
        alignItems: "flex-start",
        py: 1.25,
        borderTop: 1,
        borderColor: "divider",
      }}
    >
      <ActualSize check={check} />
      <Stack sx={{ gap: 0.5, minWidth: 0, flex: 1 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
          <Typography variant="subtitle2" component="h4">
            {checkTitle(check)}
          </Typography>
          <StatusChip check={check} />
        </Stack>
        <Typography variant="body2">{check.reason}</Typography>
        {check.suggestion && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            <Box component="span" sx={{ fontWeight: 600, color: "text.primary" }}>
              Better:{" "}
            </Box>
            {check.suggestion}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

/** The logo health check, measured with the brand kit: pass or warning, why, and what to use instead. */
export function LogoHealthPanel({ health }: { health: LogoHealth }) {
  const headingId = useId();
  const { passes, warnings } = healthSummary(health);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderRadius: 3, p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Logo health check
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {passes} passed · {warnings} {warnings === 1 ? "warning" : "warnings"}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        {checksByKind(health).map((group) => (
          <Box key={group.kind}>
            <Typography variant="overline" color="text.secondary" component="h3">
              {group.label}
            </Typography>
            <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
              {group.checks.map((check) => (
                <CheckRow key={check.id} check={check} />
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        How we measure: {health.criteria}
      </Typography>
    </Paper>
  );
}
