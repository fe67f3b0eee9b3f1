import { Alert, Stack } from "@mui/material";
import type { ContrastWarning } from "@/features/editor/lib/contrast-warnings";

/** The contrast warnings as one polite alert (WCAG 4.5:1 for text, 3:1 for the symbol). */
export function ContrastWarnings({ warnings }: { warnings: ContrastWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" variant="outlined" data-testid="contrast-warning">
      <Stack component="ul" sx={{ m: 0, pl: 2, gap: 0.5 }}>
        {warnings.map((warning) => (
          <li key={warning.id}>{warning.message}</li>
        ))}
      </Stack>
    </Alert>
  );
}
