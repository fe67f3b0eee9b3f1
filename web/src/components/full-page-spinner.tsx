import { Box, CircularProgress } from "@mui/material";

export function FullPageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ minHeight: "100vh", display: "grid", placeItems: "center" }}>
      <CircularProgress />
    </Box>
  );
}
