import { useCallback, useState } from "react";
import { formatCardNumber, formatCvv, formatExpiry } from "../lib/card-format";
import {
  type CardField,
  type CardFormErrors,
  type CardFormValues,
  EMPTY_CARD_FORM,
  validateCardField,
  validateCardForm,
} from "../lib/card-validation";

const FORMATTERS: Record<CardField, (value: string) => string> = {
  cardholderName: (value) => value.slice(0, 200),
  cardNumber: formatCardNumber,
  expiry: formatExpiry,
  cvv: formatCvv,
};

/**
 * The card form's values, formatted as typed, and its messages. A field's message
 * appears once the visitor has left it or pressed Pay, and then follows what they type.
 */
export function useCardForm(now: () => Date = () => new Date()) {
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});

  const change = useCallback(
    (field: CardField, raw: string) => {
      const next = { ...values, [field]: FORMATTERS[field](raw) };
      setValues(next);
      if (touched[field]) setErrors((old) => ({ ...old, [field]: validateCardField(field, next, now()) }));
    },
    [values, touched, now],
  );

  const blur = useCallback(
    (field: CardField) => {
      setTouched((old) => ({ ...old, [field]: true }));
      setErrors((old) => ({ ...old, [field]: validateCardField(field, values, now()) }));
    },
    [values, now],
  );

  /** Pressing Pay: every field is checked; the answer says whether the form may be sent. */
  const validateAll = useCallback((): CardFormErrors => {
    const found = validateCardForm(values, now());
    setErrors(found);
    setTouched({ cardholderName: true, cardNumber: true, expiry: true, cvv: true });
    return found;
  }, [values, now]);

  return { values, errors, change, blur, validateAll };
}
