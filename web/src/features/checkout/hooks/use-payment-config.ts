import type { PaymentConfigResponse } from "@contract";
import { useEffect, useState } from "react";
import { getPaymentConfig } from "../api/get-payment-config";

type PaymentConfigState =
  | { status: "loading" }
  | { status: "ready"; config: PaymentConfigResponse }
  /** The settings could not be read: the card form is shown anyway and the API decides. */
  | { status: "failed" };

export function usePaymentConfig(load: typeof getPaymentConfig = getPaymentConfig): PaymentConfigState {
  const [state, setState] = useState<PaymentConfigState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (config) => setState({ status: "ready", config }),
      () => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [load]);
  return state;
}
