import { PaymentConfigResponse } from "@contract";
import { apiRequest } from "@/lib/api-client";

/** GET /payment/config: which processor the API uses, and the test cards when it is the test one. */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfigResponse> {
  return apiRequest({
    path: "/payment/config",
    schema: PaymentConfigResponse,
    fallbackError: "Failed to load the payment settings",
    signal,
  });
}
