import { Box, Stack, TextField, Typography } from "@mui/material";
import { type FormEvent, useRef } from "react";
import { visuallyHidden } from "@/components/visually-hidden";
import type { useCardForm } from "../hooks/use-card-form";
import { CARD_NUMBER_MAX_LENGTH, CVV_MAX_DIGITS, EXPIRY_MAX_LENGTH } from "../lib/card-format";
import { CARD_FIELDS, type CardField, hasErrors } from "../lib/card-validation";
import { PayButton } from "./pay-button";

type CardForm = ReturnType<typeof useCardForm>;

interface CardPaymentFormProps {
  form: CardForm;
  processing: boolean;
  /** Payments cannot be taken right now (no processor configured): the form stays visible but inert. */
  disabled?: boolean;
  /** The form passed its checks; the page decides what happens next (sign in, or pay). */
  onValidSubmit(): void;
}

/**
 * The card form (cardholder name, number, expiry, CVV), formatted as typed,
 * checked before sending, and inert while the payment is processing.
 */
export function CardPaymentForm({ form, processing, disabled = false, onValidSubmit }: CardPaymentFormProps) {
  const { values, errors, change, blur, validateAll } = form;
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const locked = processing || disabled;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    const found = validateAll();
    if (hasErrors(found)) {
      const first = CARD_FIELDS.find((field) => found[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    onValidSubmit();
  }

  const field = (name: CardField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: () => blur(name),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? " ",
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    disabled: disabled,
    fullWidth: true,
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Card payment" aria-busy={processing}>
      <Stack sx={{ gap: 0.5 }}>
        <TextField
          {...field("cardholderName")}
          label="Cardholder name"
          name="cardholderName"
          autoComplete="cc-name"
          slotProps={{ htmlInput: { readOnly: processing, maxLength: 200 } }}
        />
        <TextField
          {...field("cardNumber")}
          label="Card number"
          name="cardNumber"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          slotProps={{
            htmlInput: {
              readOnly: processing,
              inputMode: "numeric",
              maxLength: CARD_NUMBER_MAX_LENGTH,
              "data-testid": "card-number-input",
            },
          }}
        />
        <Stack direction="row" sx={{ gap: 2 }}>
          <TextField
            {...field("expiry")}
            label="Expiration date"
            name="expiry"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            slotProps={{
              htmlInput: { readOnly: processing, inputMode: "numeric", maxLength: EXPIRY_MAX_LENGTH },
            }}
          />
          <TextField
            {...field("cvv")}
            label="CVV"
            name="cvv"
            autoComplete="cc-csc"
            placeholder="123"
            slotProps={{
              htmlInput: { readOnly: processing, inputMode: "numeric", maxLength: CVV_MAX_DIGITS },
            }}
          />
        </Stack>
      </Stack>
      <PayButton processing={processing} disabled={locked} marginTop={1} />
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 1.5, textAlign: "center" }}
      >
        Secure payment • Instant access • One-time charge
      </Typography>
      {processing && (
        <Typography role="status" sx={visuallyHidden}>
          Processing your payment. Please wait.
        </Typography>
      )}
    </Box>
  );
}
