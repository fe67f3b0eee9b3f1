import type { MembershipStatus } from "@contract";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import WorkspacePremiumIcon from "@mui/icons-material/WorkspacePremium";
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  Container,
  Divider,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import type { User } from "firebase/auth";
import { useEffect } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { getPayments } from "@/features/profile/api/get-payments";
import { PurchaseHistory } from "@/features/profile/components/purchase-history";
import { UsageBar } from "@/features/profile/components/usage-bar";
import { generatedAvatarUrl } from "@/features/profile/lib/generated-avatar";
import { userDisplayName, useSession } from "@/lib/session";
import { useMembership } from "@/stores/membership-store";

const BADGE_STYLE: Record<MembershipStatus, { bgcolor: string; color: string }> = {
  FREE: { bgcolor: "#e5e7eb", color: "#374151" },
  PREMIUM: { bgcolor: "#fef3c7", color: "#92400e" },
  PRO: { bgcolor: "#ccfbf1", color: "#115e59" },
};

/** What the profile shows of the identity provider's user. */
export type ProfileUser = Pick<User, "uid" | "email" | "displayName" | "photoURL">;

/** /profile for the signed-in user (the route guard guarantees one). */
export function ProfilePage() {
  const { user } = useSession();
  return user ? <ProfileOverview user={user} /> : null;
}

interface ProfileOverviewProps {
  user: ProfileUser;
  /** Answers GET /payments; tests hand in their own. */
  loadPayments?: typeof getPayments;
}

/** Who the user is, their membership, how much of each quota is left and what they bought. */
export function ProfileOverview({ user, loadPayments }: ProfileOverviewProps) {
  const { quota, loaded, error, refresh } = useMembership();

  // Always fresh here: the numbers are the point of this page.
  useEffect(() => {
    void refresh().catch(() => undefined);
  }, [refresh]);

  const name = userDisplayName(user);
  const status = quota.membershipStatus;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: "1.9rem", md: "2.6rem" }, mb: 3 }}>
        Profile
      </Typography>
      <Paper variant="outlined" sx={{ borderRadius: 4, overflow: "hidden" }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          sx={{
            gap: 2.5,
            p: { xs: 3, sm: 4 },
            alignItems: { xs: "flex-start", sm: "center" },
            background: "linear-gradient(135deg, rgba(67,56,202,0.08), rgba(15,118,110,0.06))",
          }}
        >
          <Avatar
            src={user.photoURL ?? generatedAvatarUrl(user.uid, name)}
            alt={`${name}'s avatar`}
            slotProps={{ img: { referrerPolicy: "no-referrer" } }}
            sx={{
              width: 88,
              height: 88,
              border: "3px solid #fff",
              boxShadow: "0 6px 18px rgba(17,24,39,0.12)",
            }}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Stack direction="row" sx={{ gap: 1.5, alignItems: "center", flexWrap: "wrap" }}>
              <Typography variant="h5" component="h2" sx={{ fontWeight: 800, wordBreak: "break-word" }}>
                {name}
              </Typography>
              <Chip
                label={status}
                size="small"
                icon={status === "FREE" ? undefined : <WorkspacePremiumIcon />}
                aria-label={`Membership: ${status}`}
                sx={{ fontWeight: 800, letterSpacing: "0.06em", ...BADGE_STYLE[status] }}
              />
            </Stack>
            <Typography color="text.secondary" sx={{ wordBreak: "break-all" }}>
              {user.email}
            </Typography>
          </Box>
        </Stack>
        <Divider />
        <Stack sx={{ p: { xs: 3, sm: 4 }, gap: 4 }}>
          {error && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void refresh().catch(() => undefined)}>
                  Try again
                </Button>
              }
            >
              {error}
            </Alert>
          )}
          {loaded ? (
            <Stack sx={{ gap: 4 }} component="section" aria-label="Usage">
              <UsageBar
                label="Logo generations"
                used={quota.currentCount}
                limit={quota.limit}
                remaining={quota.remaining}
                unit="generation"
              />
              <UsageBar
                label="Logo exports"
                used={quota.exports.used}
                limit={quota.exports.limit}
                remaining={quota.exports.remaining}
                unit="export"
              />
            </Stack>
          ) : (
            <Stack sx={{ gap: 3 }} role="status" aria-label="Loading your usage">
              <Skeleton variant="rounded" height={64} />
              <Skeleton variant="rounded" height={64} />
            </Stack>
          )}
          <PurchaseHistory load={loadPayments} />
          <Paper
            variant="outlined"
            sx={{
              p: 2.5,
              borderRadius: 3,
              display: "flex",
              flexDirection: { xs: "column", sm: "row" },
              gap: 2,
              alignItems: { sm: "center" },
              justifyContent: "space-between",
            }}
          >
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                Need more logos or exports?
              </Typography>
              <Typography variant="body2" color="text.secondary">
                The Creator plan adds 100 generations and 2 high-quality exports for a one-time $9.
              </Typography>
            </Box>
            <Stack direction="row" sx={{ gap: 1, flexShrink: 0, flexWrap: "wrap" }}>
              <Button component={RouterLink} to="/#pricing">
                Compare plans
              </Button>
              <Button
                component={RouterLink}
                to="/checkout"
                variant="contained"
                endIcon={<ArrowForwardIcon />}
              >
                Upgrade to Creator
              </Button>
            </Stack>
          </Paper>
        </Stack>
      </Paper>
    </Container>
  );
}
