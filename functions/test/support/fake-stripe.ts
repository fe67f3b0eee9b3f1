/**
 * A small stateful stand-in for Stripe's HTTP API (no Stripe fake installs offline here, see
 * /work/shared/notes/payments.md): PaymentIntents created and confirmed with Stripe's test
 * PaymentMethods, idempotent replays by Idempotency-Key, retrieval, search by metadata, 3-D Secure
 * completion, and injected failures (5xx with stripe-should-retry, dropped connections, a failure
 * after the charge was made). The real `stripe` SDK talks to it over http on 127.0.0.1.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import Stripe from "stripe";

interface CardBehaviour {
  brand: string;
  last4: string;
  outcome: "succeeds" | "requires_action" | { code: string; declineCode?: string; message: string };
}

/** Stripe's test PaymentMethods (docs.stripe.com/testing) and what each card does. */
export const FAKE_PAYMENT_METHODS: Record<string, CardBehaviour> = {
  pm_card_visa: { brand: "visa", last4: "4242", outcome: "succeeds" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", outcome: "succeeds" },
  pm_card_chargeDeclined: {
    brand: "visa",
    last4: "0002",
    outcome: { code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: "visa",
    last4: "9995",
    outcome: {
      code: "card_declined",
      declineCode: "insufficient_funds",
      message: "Your card has insufficient funds.",
    },
  },
  pm_card_chargeDeclinedLostCard: {
    brand: "visa",
    last4: "9987",
    outcome: { code: "card_declined", declineCode: "lost_card", message: "Your card was declined." },
  },
  pm_card_chargeDeclinedStolenCard: {
    brand: "visa",
    last4: "9979",
    outcome: { code: "card_declined", declineCode: "stolen_card", message: "Your card was declined." },
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: "visa",
    last4: "0069",
    outcome: { code: "expired_card", declineCode: "expired_card", message: "Your card has expired." },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: "visa",
    last4: "0127",
    outcome: {
      code: "incorrect_cvc",
      declineCode: "incorrect_cvc",
      message: "Your card's security code is incorrect.",
    },
  },
  pm_card_chargeDeclinedProcessingError: {
    brand: "visa",
    last4: "0119",
    outcome: {
      code: "processing_error",
      declineCode: "processing_error",
      message: "An error occurred while processing your card.",
    },
  },
  pm_card_threeDSecure2Required: { brand: "visa", last4: "3220", outcome: "requires_action" },
};

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  payment_method: string;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  created: number;
  livemode: false;
}

export type InjectedFailure =
  /** Answer this status without doing anything (a 500 with stripe-should-retry is retried by the SDK). */
  | { kind: "status"; status: number; shouldRetry?: boolean }
  /** Close the connection without an answer: the SDK raises StripeConnectionError. */
  | { kind: "drop" }
  /** Make the charge, then answer 500 as if the response was lost: only a lookup finds it. */
  | { kind: "after-processing"; status: number };

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: string;
}

export interface FakeStripe {
  /** http://127.0.0.1:port */
  url: string;
  port: number;
  intents: Map<string, FakeIntent>;
  requests: RecordedRequest[];
  /** The next `count` POSTs to /v1/payment_intents fail this way. */
  failNextCreates(failure: InjectedFailure, count?: number): void;
  /** Any request (also GETs) fails this way, until cleared. */
  failEverything(failure: InjectedFailure | null): void;
  /** What the browser's 3-D Secure step does to the PaymentIntent. */
  completeAction(id: string, authenticated?: boolean): FakeIntent;
  client(options?: { maxNetworkRetries?: number }): Stripe;
  close(): Promise<void>;
}

function parseForm(body: string): {
  fields: Map<string, string>;
  metadata: Record<string, string>;
  expand: string[];
} {
  const fields = new Map<string, string>();
  const metadata: Record<string, string> = {};
  const expand: string[] = [];
  for (const [key, value] of new URLSearchParams(body)) {
    fields.set(key, value);
    const meta = /^metadata\[(.+)\]$/.exec(key);
    if (meta?.[1]) metadata[meta[1]] = value;
    if (/^expand\[\d*\]$/.test(key)) expand.push(value);
  }
  return { fields, metadata, expand };
}

function render(intent: FakeIntent, expand: readonly string[]): Record<string, unknown> {
  const method = FAKE_PAYMENT_METHODS[intent.payment_method];
  if (!expand.includes("payment_method") || !method) return { ...intent };
  return {
    ...intent,
    payment_method: {
      id: intent.payment_method,
      object: "payment_method",
      type: "card",
      card: { brand: method.brand, last4: method.last4 },
    },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const idempotent = new Map<string, { body: string; status: number; response: string }>();
  const requests: RecordedRequest[] = [];
  const createFailures: InjectedFailure[] = [];
  let everything: InjectedFailure | null = null;
  let counter = 0;

  function send(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): string {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      "Content-Type": "application/json",
      "Request-Id": `req_${++counter}`,
      ...headers,
    });
    res.end(text);
    return text;
  }

  function createIntent(body: string): { status: number; body: unknown } {
    const { fields, metadata, expand } = parseForm(body);
    const paymentMethod = fields.get("payment_method") ?? "";
    const behaviour = FAKE_PAYMENT_METHODS[paymentMethod];
    if (!behaviour) {
      return {
        status: 400,
        body: {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: `No such PaymentMethod: '${paymentMethod}'`,
          },
        },
      };
    }
    const id = `pi_fake_${++counter}`;
    const intent: FakeIntent = {
      id,
      object: "payment_intent",
      amount: Number(fields.get("amount")),
      currency: fields.get("currency") ?? "",
      status: "succeeded",
      client_secret: `${id}_secret_${counter}`,
      metadata,
      payment_method: paymentMethod,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    if (behaviour.outcome === "succeeds") return { status: 200, body: render(intent, expand) };
    if (behaviour.outcome === "requires_action") {
      intent.status = "requires_action";
      return { status: 200, body: render(intent, expand) };
    }
    const { code, declineCode, message } = behaviour.outcome;
    intent.status = "requires_payment_method";
    intent.last_payment_error = { type: "card_error", code, decline_code: declineCode, message };
    return {
      status: 402,
      body: {
        error: {
          type: "card_error",
          code,
          decline_code: declineCode,
          message,
          payment_intent: render(intent, expand),
        },
      },
    };
  }

  function handle(req: IncomingMessage, res: ServerResponse, body: string): void {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const idempotencyKey =
      typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
    requests.push({ method: req.method ?? "", path: url.pathname, idempotencyKey, body });
    if (req.headers.authorization !== "Bearer sk_test_fake") {
      send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      return;
    }
    const isCreate = req.method === "POST" && url.pathname === "/v1/payment_intents";
    const failure = everything ?? (isCreate ? createFailures.shift() : undefined);
    if (failure?.kind === "drop") {
      req.socket.destroy();
      return;
    }
    if (failure?.kind === "status") {
      send(
        res,
        failure.status,
        { error: { type: "api_error", message: "Injected failure" } },
        failure.shouldRetry ? { "Stripe-Should-Retry": "true" } : {},
      );
      return;
    }

    if (isCreate) {
      // Stripe replays a key's first answer; the same key with other parameters is an error.
      const seen = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
      if (seen) {
        if (seen.body !== body) {
          send(res, 400, {
            error: {
              type: "idempotency_error",
              message:
                "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            },
          });
          return;
        }
        res.writeHead(seen.status, { "Content-Type": "application/json", "Idempotent-Replayed": "true" });
        res.end(seen.response);
        return;
      }
      const created = createIntent(body);
      const text = JSON.stringify(created.body);
      if (idempotencyKey) idempotent.set(idempotencyKey, { body, status: created.status, response: text });
      if (failure?.kind === "after-processing") {
        send(res, failure.status, {
          error: { type: "api_error", message: "Injected failure after processing" },
        });
        return;
      }
      send(res, created.status, created.body);
      return;
    }

    if (req.method === "GET" && url.pathname === "/v1/payment_intents/search") {
      const match = /metadata\['(\w+)'\]:'([^']*)'/.exec(url.searchParams.get("query") ?? "");
      const data = [...intents.values()].filter(
        (intent) => match?.[1] && intent.metadata[match[1]] === match[2],
      );
      send(res, 200, { object: "search_result", data, has_more: false, next_page: null, url: url.pathname });
      return;
    }

    const retrieve = /^\/v1\/payment_intents\/([\w-]+)$/.exec(url.pathname);
    if (req.method === "GET" && retrieve?.[1]) {
      const intent = intents.get(retrieve[1]);
      if (!intent) {
        send(res, 404, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: `No such payment_intent: '${retrieve[1]}'`,
          },
        });
        return;
      }
      send(
        res,
        200,
        render(intent, url.searchParams.getAll("expand[]").concat(url.searchParams.getAll("expand[0]"))),
      );
      return;
    }
    send(res, 404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
      },
    });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => handle(req, res, Buffer.concat(chunks).toString("utf8")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The fake Stripe has no port");
  const { port } = address;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    intents,
    requests,
    failNextCreates(failure, count = 1) {
      for (let index = 0; index < count; index++) createFailures.push(failure);
    },
    failEverything(failure) {
      everything = failure;
    },
    completeAction(id, authenticated = true) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No PaymentIntent ${id}`);
      if (authenticated) {
        intent.status = "succeeded";
      } else {
        intent.status = "requires_payment_method";
        intent.last_payment_error = {
          type: "card_error",
          code: "payment_intent_authentication_failure",
          message: "We are unable to authenticate your payment method.",
        };
      }
      return intent;
    },
    client(options = {}) {
      return new Stripe("sk_test_fake", {
        host: "127.0.0.1",
        port,
        protocol: "http",
        maxNetworkRetries: options.maxNetworkRetries ?? 0,
        telemetry: false,
      });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export const WEBHOOK_SECRET = "whsec_test_markery";

/** A Stripe event about a PaymentIntent, signed as Stripe signs it. */
export function signedWebhook(
  type: "payment_intent.succeeded" | "payment_intent.payment_failed" | "charge.refunded",
  intent: FakeIntent,
  secret = WEBHOOK_SECRET,
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: `evt_${intent.id}_${type}`,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: intent },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const signature = new Stripe("sk_test_fake").webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}
