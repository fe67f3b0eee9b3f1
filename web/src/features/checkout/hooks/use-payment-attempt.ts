import type { PaymentErrorCode, PurchaseGrant } from "@contract";
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { useMembership } from "@/stores/membership-store";
import { type PaymentBody, type PaymentOutcome, postPayment } from "../api/post-payment";

const CHECKOUT_SUCCESS_PATH = "/checkout-success";

/** What /checkout-success is handed through navigation state: the server's own account of the grant. */
interface CheckoutSuccessState {
  paymentId?: string;
  grant?: PurchaseGrant;
}

interface PaymentFailure {
  code: PaymentErrorCode;
  detail?: string;
}

/** The outcome of one press of Pay, as the form needs it. */
export type AttemptResult = PaymentOutcome | { kind: "stopped" };

export type SendPayment = (body: PaymentBody) => Promise<PaymentOutcome>;

interface LostAttempt {
  body: string;
  key: string;
}

/**
 * One payment at a time (form -> processing -> success or failure), with one
 * Idempotency-Key per attempt. The key is reused only to retry the very same details after an
 * attempt whose answer never arrived, so a charge that did go through is answered again, not
 * made twice; any other press of Pay is a new attempt with a new key.
 */
export function usePaymentAttempt(
  send: (body: PaymentBody, key: string) => Promise<PaymentOutcome> = postPayment,
) {
  const navigate = useNavigate();
  const { refresh } = useMembership();
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const inFlight = useRef(false);
  const lostAttempt = useRef<LostAttempt | null>(null);

  const sendPayment = useCallback<SendPayment>(
    async (body) => {
      const fingerprint = JSON.stringify(body);
      const lost = lostAttempt.current;
      const key = lost && lost.body === fingerprint ? lost.key : newIdempotencyKey();
      const outcome = await send(body, key);
      lostAttempt.current =
        outcome.kind === "failed" && outcome.answerLost ? { body: fingerprint, key } : null;
      return outcome;
    },
    [send],
  );

  /** Runs one attempt (one POST, or the Stripe steps) unless one is already running. */
  const run = useCallback(
    async (attempt: (sendPayment: SendPayment) => Promise<AttemptResult>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setProcessing(true);
      setFailure(null);
      try {
        const result = await attempt(sendPayment);
        if (result.kind === "paid") {
          const state: CheckoutSuccessState = { paymentId: result.paymentId, grant: result.grant };
          navigate(CHECKOUT_SUCCESS_PATH, { state });
          return;
        }
        if (result.kind === "failed") {
          setFailure({ code: result.code, detail: result.detail });
          // Charged but not yet activated: a quota read is one of the moments the API finishes it.
          if (result.code === "PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED")
            void refresh().catch(() => undefined);
        }
        // A 3-D Secure step that comes back twice is not something the visitor can fix here.
        if (result.kind === "requires-action") setFailure({ code: "PAYMENT_FAILED" });
      } catch {
        setFailure({ code: "PAYMENT_FAILED" });
      } finally {
        inFlight.current = false;
        setProcessing(false);
      }
    },
    [sendPayment, navigate, refresh],
  );

  const dismissFailure = useCallback(() => setFailure(null), []);

  return { processing, failure, run, dismissFailure };
}
