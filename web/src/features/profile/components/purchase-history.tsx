import type { Payment } from "@contract";
import CreditCardIcon from "@mui/icons-material/CreditCard";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import type { getPayments } from "../api/get-payments";
import { usePurchaseHistory } from "../hooks/use-purchase-history";
import { amountLabel, cardLabel, dateLabel, planName, STATUS_LABEL } from "../lib/purchase-format";

const STATUS_COLOR: Record<Payment["status"], "success" | "warning" | "default" | "error"> = {
  fulfilled: "success",
  paid: "warning",
  pending: "default",
  failed: "error",
};

/** The profile's purchase history: date, plan, amount and card of every purchase. */
export function PurchaseHistory({ load }: { load?: typeof getPayments }) {
  const { state, retry } = usePurchaseHistory(load);
  return (
    <Box component="section" aria-labelledby="purchase-history-title">
      <Typography
        id="purchase-history-title"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, mb: 1.5 }}
      >
        Purchase history
      </Typography>
      {state.status === "loading" && (
        <Stack sx={{ gap: 1 }} role="status" aria-label="Loading your purchases">
          <Skeleton variant="rounded" height={56} />
        </Stack>
      )}
      {state.status === "failed" && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Try again
            </Button>
          }
        >
          {state.error}
        </Alert>
      )}
      {state.status === "ready" && state.payments.length === 0 && (
        <Paper
          variant="outlined"
          sx={{ p: 3, borderRadius: 3, borderStyle: "dashed", textAlign: "center", color: "text.secondary" }}
        >
          <ReceiptLongIcon sx={{ fontSize: 32, mb: 1 }} aria-hidden="true" />
          <Typography sx={{ fontWeight: 600, color: "text.primary" }}>
            You haven't bought anything yet
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, mb: 1.5 }}>
            Your purchases and their receipts will be listed here.
          </Typography>
          <Button component={RouterLink} to="/checkout" size="small">
            See the Creator plan
          </Button>
        </Paper>
      )}
      {state.status === "ready" && state.payments.length > 0 && (
        <Stack component="ul" aria-label="Purchases" sx={{ listStyle: "none", m: 0, p: 0, gap: 1 }}>
          {state.payments.map((payment) => (
            <Paper
              component="li"
              key={payment.id}
              variant="outlined"
              data-testid="purchase-row"
              sx={{
                p: 2,
                borderRadius: 3,
                display: "grid",
                gap: { xs: 0.75, sm: 2 },
                alignItems: "center",
                gridTemplateColumns: { xs: "1fr auto", sm: "minmax(0, 1.2fr) minmax(0, 1.2fr) auto auto" },
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{planName(payment.planType)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={payment.createdAt}>{dateLabel(payment.createdAt)}</time>
                </Typography>
              </Box>
              <Typography
                sx={{ fontWeight: 800, textAlign: "right", gridColumn: { sm: 3 }, gridRow: { sm: 1 } }}
              >
                {amountLabel(payment)}
              </Typography>
              <Stack
                direction="row"
                sx={{
                  gap: 1,
                  alignItems: "center",
                  color: "text.secondary",
                  gridColumn: { sm: 2 },
                  gridRow: { sm: 1 },
                }}
              >
                <CreditCardIcon sx={{ fontSize: 18 }} aria-hidden="true" />
                <Typography variant="body2">{cardLabel(payment)}</Typography>
              </Stack>
              <Box sx={{ textAlign: "right" }}>
                <Chip
                  size="small"
                  label={STATUS_LABEL[payment.status]}
                  color={STATUS_COLOR[payment.status]}
                  variant="outlined"
                />
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
