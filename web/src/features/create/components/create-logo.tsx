import { Box, Container, Paper, Stack, Typography } from "@mui/material";
import { useEffect } from "react";
import { CreateLogoForm } from "@/features/create/components/create-logo-form";
import { useMembership } from "@/stores/membership-store";

/** /create: the brand form on a focused, centred card. */
export function CreateLogo({ onLimitReached }: { onLimitReached(): void }) {
  const { loaded, refresh } = useMembership();
  useEffect(() => {
    // Shows the remaining count under the button; failures surface when the user generates.
    if (!loaded) void refresh().catch(() => undefined);
  }, [loaded, refresh]);

  return (
    <Box
      sx={{
        minHeight: "100%",
        py: { xs: 4, md: 8 },
        background: "radial-gradient(1200px 500px at 50% -10%, rgba(67,56,202,0.10), transparent 70%)",
      }}
    >
      <Container maxWidth="sm">
        <Stack sx={{ gap: 1.5, mb: 4, textAlign: "center" }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: "0.16em" }}>
            Logo Creation
          </Typography>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: "2rem", sm: "2.6rem" } }}>
            Describe your brand
          </Typography>
          <Typography color="text.secondary">
            Tell us your brand name and what it stands for. We'll turn it into logo ideas in seconds.
          </Typography>
        </Stack>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 4, boxShadow: "0 20px 50px rgba(17,24,39,0.06)" }}
        >
          <CreateLogoForm onLimitReached={onLimitReached} />
        </Paper>
      </Container>
    </Box>
  );
}
