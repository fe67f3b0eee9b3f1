import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import { Box, Button, Chip, Container, Stack, Typography } from "@mui/material";
import { useEffect } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { PlanGrid } from "@/components/pricing/plan-grid";
import type { PlanId } from "@/config/plans";
import { CHECKOUT_PATH } from "@/features/billing/components/upgrade-modal";
import { useMembership } from "@/stores/membership-store";

/** The free allowance renews on the 1st of each month, UTC. */
export function nextQuotaReset(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

const RESET_DATE = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });

/** /quota-reached: the same plans as the landing page and a way back to the logos. */
export function QuotaReached() {
  const navigate = useNavigate();
  const { quota, loaded, refresh } = useMembership();
  useEffect(() => {
    if (!loaded) void refresh().catch(() => undefined);
  }, [loaded, refresh]);

  function selectPlan(planId: PlanId) {
    if (planId === "creator") navigate(CHECKOUT_PATH);
    else if (planId === "free") navigate("/create");
  }

  return (
    <Box sx={{ py: { xs: 5, md: 9 } }}>
      <Container maxWidth="lg">
        <Stack sx={{ alignItems: "center", textAlign: "center", gap: 2, mb: { xs: 5, md: 7 } }}>
          {loaded && (
            <Chip
              color="warning"
              variant="outlined"
              label={`${quota.currentCount} of ${quota.limit} generations used`}
              sx={{ fontWeight: 600 }}
            />
          )}
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontSize: { xs: "1.9rem", md: "2.8rem" }, maxWidth: 760 }}
          >
            You've Reached Your Logo Generation Limit
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 620, fontSize: "1.05rem" }}>
            Your free generations reset at the start of next month (
            {RESET_DATE.format(nextQuotaReset(new Date()))}). Can't wait? The Creator plan adds 100
            generations and 2 premium exports for a one-time $9.
          </Typography>
          <Button component={RouterLink} to="/my-logos" endIcon={<ArrowForwardIcon />} sx={{ mt: 1 }}>
            Go to My Logos
          </Button>
        </Stack>
        <PlanGrid onSelectPlan={selectPlan} headingComponent="h2" />
      </Container>
    </Box>
  );
}
