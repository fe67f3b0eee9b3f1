import { Paper, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ borderStyle: "dashed", borderRadius: 4, py: { xs: 6, md: 9 }, px: 3 }}>
      <Stack sx={{ alignItems: "center", textAlign: "center", gap: 1.5 }}>
        <Stack
          aria-hidden="true"
          sx={{
            width: 64,
            height: 64,
            borderRadius: "50%",
            alignItems: "center",
            justifyContent: "center",
            bgcolor: "rgba(67, 56, 202, 0.08)",
            color: "primary.main",
          }}
        >
          {icon}
        </Stack>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          {text}
        </Typography>
        {action}
      </Stack>
    </Paper>
  );
}
