import { PurchaseGrant } from "@contract";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import { Alert, Box, Button, Chip, Container, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useMembership } from "@/stores/membership-store";

/** The grant handed over by /checkout, read with the contract's schema (never cast). */
function grantFromState(state: unknown): PurchaseGrant | null {
  if (typeof state !== "object" || state === null || !("grant" in state)) return null;
  const parsed = PurchaseGrant.safeParse(state.grant);
  return parsed.success ? parsed.data : null;
}

const plural = (count: number, unit: string) => `${count} ${count === 1 ? unit : `${unit}s`}`;

/**
 * /checkout-success: the confirmation, what the purchase added as the server
 * reported it, and the account's fresh balance (GET /logos/quota, which also updates every other
 * screen showing the membership).
 */
export function CheckoutSuccess() {
  useDocumentTitle("Payment successful");
  const location = useLocation();
  const grant = grantFromState(location.state);
  const { user } = useSession();
  const { quota, refresh } = useMembership();
  const [balance, setBalance] = useState<"loading" | "ready" | "failed">("loading");

  const uid = user?.uid ?? null;
  useEffect(() => {
    if (!uid) return;
    let current = true;
    setBalance("loading");
    refresh().then(
      () => current && setBalance("ready"),
      () => current && setBalance("failed"),
    );
    return () => {
      current = false;
    };
  }, [uid, refresh]);

  return (
    <Box sx={{ py: { xs: 4, md: 8 } }}>
      <Container maxWidth="sm">
        <Paper variant="outlined" sx={{ borderRadius: 4, p: { xs: 3, sm: 5 }, textAlign: "center" }}>
          <CheckCircleIcon sx={{ fontSize: 64, color: "secondary.main" }} aria-hidden="true" />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mt: 1 }}>
            Payment successful
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Thank you! Your Creator plan is active and its credits are in your account.
          </Typography>

          {grant && (
            <Box component="section" aria-labelledby="purchase-added-title" sx={{ mt: 4, textAlign: "left" }}>
              <Typography id="purchase-added-title" variant="overline" component="h2" color="text.secondary">
                Added to your account
              </Typography>
              <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1.5, mt: 1 }}>
                <Stat
                  value={`+${grant.generationCredits}`}
                  label="logo generations"
                  testId="granted-generations"
                />
                <Stat value={`+${grant.exportCredits}`} label="logo exports" testId="granted-exports" />
              </Stack>
            </Box>
          )}

          {uid && (
            <Box component="section" aria-labelledby="balance-title" sx={{ mt: 4, textAlign: "left" }}>
              <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", gap: 1 }}>
                <Typography id="balance-title" variant="overline" component="h2" color="text.secondary">
                  Your balance now
                </Typography>
                {balance === "ready" && (
                  <Chip
                    size="small"
                    label={quota.membershipStatus}
                    aria-label={`Membership: ${quota.membershipStatus}`}
                    sx={{ fontWeight: 800, letterSpacing: "0.06em", bgcolor: "#fef3c7", color: "#92400e" }}
                  />
                )}
              </Stack>
              {balance === "loading" && <Skeleton variant="rounded" height={64} sx={{ mt: 1 }} />}
              {balance === "failed" && (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  Your purchase is complete, but your balance could not be loaded just now. Your profile shows
                  it.
                </Alert>
              )}
              {balance === "ready" && (
                <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1.5, mt: 1 }}>
                  <Stat
                    value={String(quota.remaining)}
                    label={`of ${plural(quota.limit, "generation")} left`}
                    testId="balance-generations"
                  />
                  <Stat
                    value={String(quota.exports.remaining)}
                    label={`of ${plural(quota.exports.limit, "export")} left`}
                    testId="balance-exports"
                  />
                </Stack>
              )}
            </Box>
          )}

          <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1.5, mt: 4, justifyContent: "center" }}>
            <Button
              component={RouterLink}
              to="/create"
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon />}
            >
              Create logos
            </Button>
            <Button component={RouterLink} to="/my-logos" variant="outlined" size="large">
              Go to My Logos
            </Button>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}

function Stat({ value, label, testId }: { value: string; label: string; testId: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        flex: 1,
        p: 2,
        borderRadius: 3,
        bgcolor: "rgba(67, 56, 202, 0.06)",
        border: "1px solid rgba(67, 56, 202, 0.12)",
      }}
    >
      <Typography
        component="span"
        sx={{ fontSize: "1.6rem", fontWeight: 800, color: "primary.main", mr: 0.5 }}
      >
        {value}
      </Typography>{" "}
      <Typography component="span" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
    </Box>
  );
}
