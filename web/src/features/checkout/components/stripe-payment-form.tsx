/**
 * The Payment Element path: card details go from the browser to Stripe only.
 * This module is imported lazily, so the offline card form never loads Stripe's code, and
 * `@stripe/stripe-js/pure` fetches js.stripe.com only when this form is first shown.
 */
import { CHECKOUT_MESSAGE, CREATOR_PRICE_CENTS, CREATOR_PRICE_CURRENCY } from "@contract";
import { Alert, Box, Stack, TextField, Typography } from "@mui/material";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { type FormEvent, useRef, useState } from "react";
import type { AttemptResult, SendPayment } from "../hooks/use-payment-attempt";
import { runStripePayment, type StripeResume } from "../lib/stripe-payment-flow";
import { PayButton } from "./pay-button";

const stripePromises = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripePromises.set(publishableKey, promise);
  }
  return promise;
}

interface StripePaymentFormProps {
  publishableKey: string;
  processing: boolean;
  cardholderName: string;
  onCardholderNameChange(value: string): void;
  /** Whether the page lets the payment go ahead now (it asks a visitor to sign in first). */
  mayPay(): boolean;
  run(attempt: (send: SendPayment) => Promise<AttemptResult>): Promise<void>;
}

export default function StripePaymentForm(props: StripePaymentFormProps) {
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{
        mode: "payment",
        amount: CREATOR_PRICE_CENTS,
        currency: CREATOR_PRICE_CURRENCY,
        // Our API creates and confirms the PaymentIntent from a payment method id.
        paymentMethodCreation: "manual",
        appearance: { theme: "stripe", variables: { colorPrimary: "#4338ca", borderRadius: "10px" } },
      }}
    >
      <PaymentElementForm {...props} />
    </Elements>
  );
}

function PaymentElementForm({
  processing,
  cardholderName,
  onCardholderNameChange,
  mayPay,
  run,
}: StripePaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [nameError, setNameError] = useState<string | null>(null);
  const [elementMessage, setElementMessage] = useState<string | null>(null);
  const resume = useRef<StripeResume | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (processing || !stripe || !elements) return;
    const name = cardholderName.trim();
    if (!name) {
      setNameError(CHECKOUT_MESSAGE.cardholderNameRequired);
      return;
    }
    if (!mayPay()) return;
    setElementMessage(null);
    void run(async (send) => {
      const result = await runStripePayment({
        stripe,
        elements,
        cardholderName: name,
        send,
        resume: resume.current,
        onAnswerLost: (next) => {
          resume.current = next;
        },
      });
      if (result.kind === "stopped") setElementMessage(result.message ?? null);
      return result;
    });
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Card payment" aria-busy={processing}>
      <Stack sx={{ gap: 2 }}>
        <TextField
          label="Cardholder name"
          name="cardholderName"
          autoComplete="cc-name"
          value={cardholderName}
          onChange={(event) => {
            onCardholderNameChange(event.target.value);
            if (event.target.value.trim()) setNameError(null);
          }}
          error={Boolean(nameError)}
          helperText={nameError ?? " "}
          fullWidth
          slotProps={{ htmlInput: { readOnly: processing, maxLength: 200 } }}
        />
        <PaymentElement
          options={{ layout: "tabs", fields: { billingDetails: { name: "never" } } }}
          onChange={() => {
            // New card details: a lost answer's payment method no longer matches them.
            resume.current = null;
            setElementMessage(null);
          }}
        />
        {elementMessage && <Alert severity="error">{elementMessage}</Alert>}
      </Stack>
      <PayButton processing={processing} disabled={processing || !stripe || !elements} marginTop={3} />
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 1.5, textAlign: "center" }}
      >
        Card details go straight to Stripe and never touch Markery's servers.
      </Typography>
    </Box>
  );
}
