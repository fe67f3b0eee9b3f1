import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";

/** The last nudge before the footer. */
export function ClosingCta({ onTryForFree }: { onTryForFree(): void }) {
  return (
    <Box component="section" aria-labelledby="closing-cta-title" sx={{ pb: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: "28px",
            px: { xs: 3, sm: 6 },
            py: { xs: 6, md: 8 },
            textAlign: "center",
            color: "#fff",
            background: "radial-gradient(40rem 20rem at 50% -20%, #6366f1, transparent 70%), #1e1b4b",
          }}
        >
          <Typography
            id="closing-cta-title"
            variant="h2"
            sx={{ fontSize: { xs: 30, md: 44 }, letterSpacing: "-0.03em", lineHeight: 1.15 }}
          >
            Meet your new logo today
          </Typography>
          <Typography sx={{ mt: 2, mb: 4, opacity: 0.8, fontSize: { xs: 17, md: 19 } }}>
            Describe your brand and see your first designs in seconds.
          </Typography>
          <Button
            variant="contained"
            size="large"
            endIcon={<ArrowForwardIcon />}
            onClick={onTryForFree}
            sx={{
              px: 3.5,
              py: 1.5,
              fontSize: 17,
              bgcolor: "#fff",
              color: "#1e1b4b",
              "&:hover": { bgcolor: "#e0e7ff" },
            }}
          >
            Try for free
          </Button>
          <Typography variant="body2" sx={{ mt: 2, opacity: 0.7 }}>
            *No credit card required
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
