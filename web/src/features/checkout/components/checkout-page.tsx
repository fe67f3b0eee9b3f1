import { PAYMENT_MESSAGE } from "@contract";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Alert, Box, Button, Container, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { lazy, Suspense, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { env } from "@/config/env";
import { userDisplayName, useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAuthDialog } from "@/stores/auth-dialog-store";
import type { getPaymentConfig } from "../api/get-payment-config";
import { postPayment } from "../api/post-payment";
import { useCardForm } from "../hooks/use-card-form";
import { usePaymentAttempt } from "../hooks/use-payment-attempt";
import { usePaymentConfig } from "../hooks/use-payment-config";
import { cardNumberDigits } from "../lib/card-format";
import { parseExpiry } from "../lib/card-validation";
import { CardPaymentForm } from "./card-payment-form";
import { PaymentErrorModal } from "./payment-error-modal";
import { PlanSummary } from "./plan-summary";
import { TestCardList } from "./test-card-list";

// Loaded only when the API says Stripe takes the payment and a publishable key is set.
const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

interface CheckoutPageProps {
  /** Tests hand in their own answers instead of network calls. */
  loadConfig?: typeof getPaymentConfig;
  sendPayment?: typeof postPayment;
}

/**
 * /checkout: the Creator plan for $9.00 USD, one time. Open to visitors (the
 * route is not guarded); paying needs an account, so a visitor is asked to sign in first and
 * the form keeps what they typed.
 */
export function CheckoutPage({ loadConfig, sendPayment = postPayment }: CheckoutPageProps) {
  useDocumentTitle("Checkout");
  const { status, user } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const config = usePaymentConfig(loadConfig);
  const form = useCardForm();
  const payment = usePaymentAttempt(sendPayment);
  const [askedToSignIn, setAskedToSignIn] = useState(false);

  const processor = config.status === "ready" ? config.config.processor : null;
  const useStripe = processor === "stripe" && Boolean(env.stripePublishableKey);
  const unconfigured = processor === "unconfigured";
  const testCards = processor === "test" && config.status === "ready" ? config.config.testCards : [];

  /** Paying needs an account: a visitor gets the sign-in dialog and nothing is sent. */
  function mayPay(): boolean {
    if (status === "loading") return false;
    if (user) return true;
    setAskedToSignIn(true);
    openAuthDialog();
    return false;
  }

  function payWithCard() {
    if (!mayPay()) return;
    const expiry = parseExpiry(form.values.expiry);
    if (!expiry) return;
    const body = {
      cardholderName: form.values.cardholderName.trim(),
      cardNumber: cardNumberDigits(form.values.cardNumber),
      expMonth: expiry.expMonth,
      expYear: expiry.expYear,
      cvv: form.values.cvv,
      planType: "BASIC",
    };
    void payment.run((send) => send(body));
  }

  return (
    <Box sx={{ py: { xs: 3, md: 6 } }}>
      <Container maxWidth="lg">
        <Button component={RouterLink} to="/#pricing" startIcon={<ArrowBackIcon />} sx={{ mb: 1.5, ml: -1 }}>
          Back to plans
        </Button>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: "1.9rem", md: "2.6rem" } }}>
          Checkout
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: { xs: 3, md: 4 } }}>
          Buy the Creator plan once and keep its credits for good.
        </Typography>

        <Box
          sx={{
            display: "grid",
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 7fr) minmax(0, 5fr)" },
            gridTemplateAreas: { xs: '"summary" "payment"', md: '"payment summary"' },
            alignItems: "start",
          }}
        >
          <Box sx={{ gridArea: "summary" }}>
            <PlanSummary />
          </Box>
          <Paper
            component="section"
            aria-labelledby="checkout-payment-title"
            variant="outlined"
            sx={{ gridArea: "payment", borderRadius: 4, p: { xs: 2.5, sm: 4 } }}
          >
            <Typography
              id="checkout-payment-title"
              variant="h6"
              component="h2"
              sx={{ fontWeight: 800, mb: 2 }}
            >
              Payment details
            </Typography>
            <Stack sx={{ gap: 2, mb: 2.5 }}>
              {status === "ready" && !user && (
                <Alert
                  severity="info"
                  action={
                    <Button color="inherit" size="small" onClick={() => openAuthDialog()}>
                      Sign in
                    </Button>
                  }
                >
                  Sign in or create an account to buy: the credits are added to your account.
                </Alert>
              )}
              {user && askedToSignIn && (
                <Alert severity="success">
                  Signed in as {userDisplayName(user)}. Press Pay to complete your purchase.
                </Alert>
              )}
              {unconfigured && <Alert severity="warning">{PAYMENT_MESSAGE.notConfigured}</Alert>}
            </Stack>

            {config.status === "loading" ? (
              <PaymentFormSkeleton />
            ) : useStripe && env.stripePublishableKey ? (
              <Suspense fallback={<PaymentFormSkeleton />}>
                <StripePaymentForm
                  publishableKey={env.stripePublishableKey}
                  processing={payment.processing}
                  cardholderName={form.values.cardholderName}
                  onCardholderNameChange={(value) => form.change("cardholderName", value)}
                  mayPay={mayPay}
                  run={payment.run}
                />
              </Suspense>
            ) : (
              <CardPaymentForm
                form={form}
                processing={payment.processing}
                disabled={unconfigured}
                onValidSubmit={payWithCard}
              />
            )}

            {testCards.length > 0 && (
              <Box sx={{ mt: 3 }}>
                <TestCardList
                  cards={testCards}
                  disabled={payment.processing}
                  onUse={(number) => form.change("cardNumber", number)}
                />
              </Box>
            )}
          </Paper>
        </Box>
      </Container>
      <PaymentErrorModal
        code={payment.failure?.code ?? null}
        detail={payment.failure?.detail}
        onClose={payment.dismissFailure}
      />
    </Box>
  );
}

function PaymentFormSkeleton() {
  return (
    <Stack sx={{ gap: 2 }} role="status" aria-label="Loading the payment form">
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Stack direction="row" sx={{ gap: 2 }}>
        <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
        <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
      </Stack>
      <Skeleton variant="rounded" height={52} />
    </Stack>
  );
}
