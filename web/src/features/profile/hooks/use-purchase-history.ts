import type { Payment } from "@contract";
import { useCallback, useEffect, useState } from "react";
import { getPayments, PURCHASES_FALLBACK_ERROR } from "../api/get-payments";

type PurchaseHistoryState =
  | { status: "loading" }
  | { status: "ready"; payments: Payment[] }
  | { status: "failed"; error: string };

export function usePurchaseHistory(load: typeof getPayments = getPayments) {
  const [state, setState] = useState<PurchaseHistoryState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` re-runs the effect for 'Try again'.
    void attempt;
    const controller = new AbortController();
    setState({ status: "loading" });
    load(controller.signal).then(
      (payments) => setState({ status: "ready", payments }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: "failed",
          error: failure instanceof Error ? failure.message : PURCHASES_FALLBACK_ERROR,
        });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
