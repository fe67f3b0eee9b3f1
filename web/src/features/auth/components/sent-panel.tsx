import MarkEmailReadOutlinedIcon from "@mui/icons-material/MarkEmailReadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** The confirmation after an e-mail went out: 'Verify Your Email' and 'Check Your Email'. */
export function SentPanel({
  email,
  children,
  onBack,
}: {
  email: string;
  children: ReactNode;
  onBack(): void;
}) {
  return (
    <Stack spacing={2.5} role="status" sx={{ alignItems: "center", textAlign: "center" }}>
      <Box
        sx={{
          width: 56,
          height: 56,
          borderRadius: "50%",
          display: "grid",
          placeItems: "center",
          bgcolor: "rgba(67, 56, 202, 0.08)",
          color: "primary.main",
        }}
      >
        <MarkEmailReadOutlinedIcon />
      </Box>
      <Typography>
        We sent an e-mail to <strong>{email}</strong>.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
      <Button variant="contained" size="large" fullWidth onClick={onBack}>
        Back to Sign In
      </Button>
    </Stack>
  );
}
