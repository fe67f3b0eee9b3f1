import { PAYMENT_MESSAGE, type Payment, PaymentsResponse } from "@contract";
import { apiRequest } from "@/lib/api-client";

/** The API's own text for this call, also used when no answer arrives. */
export const PURCHASES_FALLBACK_ERROR = PAYMENT_MESSAGE.getPayments;

/** GET /payments: the signed-in user's own purchases, newest first as the API sends them. */
export function getPayments(signal?: AbortSignal): Promise<Payment[]> {
  return apiRequest({
    path: "/payments",
    schema: PaymentsResponse,
    fallbackError: PURCHASES_FALLBACK_ERROR,
    signal,
  }).then((response) => response.payments);
}
