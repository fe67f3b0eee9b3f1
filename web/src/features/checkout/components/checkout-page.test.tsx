import type { PaymentConfigResponse, Quota } from "@contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { User } from "firebase/auth";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/session";

const session = vi.hoisted(() => ({ current: { status: "ready", user: null } as Session }));
vi.mock("@/lib/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/session")>()),
  useSession: () => session.current,
}));

import { AuthDialogProvider, useAuthDialog } from "@/stores/auth-dialog-store";
import { makeQuota } from "@/testing/logo-fixtures";
import { renderWithProviders } from "@/testing/render-with-providers";
import type { PaymentBody, PaymentOutcome } from "../api/post-payment";
import { CheckoutPage } from "./checkout-page";

const SIGNED_IN = { uid: "ada", email: "ada@example.com", displayName: null } as User;

const TEST_CONFIG: PaymentConfigResponse = {
  success: true,
  processor: "test",
  testCards: [
    { number: "4242424242424242", result: "Succeeds (Visa)" },
    { number: "4000000000000002", result: "Declined" },
  ],
};

/** Stands in for the sign-in dialog: shows whether it is open and lets the test finish a sign-in. */
function DialogProbe() {
  const { isOpen, completeSignIn } = useAuthDialog();
  return isOpen ? (
    <button
      type="button"
      onClick={() => {
        session.current = { status: "ready", user: SIGNED_IN };
        completeSignIn();
      }}
    >
      Finish sign-in
    </button>
  ) : null;
}

interface Setup {
  config?: () => Promise<PaymentConfigResponse>;
  loadQuota?: () => Promise<Quota>;
  answers?: Array<PaymentOutcome | Promise<PaymentOutcome>>;
}

function renderCheckout({
  config = () => Promise.resolve(TEST_CONFIG),
  answers = [],
  loadQuota,
}: Setup = {}) {
  const sendPayment = vi.fn(async (_body: PaymentBody, _key: string): Promise<PaymentOutcome> => {
    const next = answers.shift();
    if (!next) throw new Error("unexpected payment call");
    return next;
  });
  renderWithProviders(
    <AuthDialogProvider>
      <CheckoutPage loadConfig={config} sendPayment={sendPayment} />
      <DialogProbe />
    </AuthDialogProvider>,
    { path: "/checkout", loadQuota },
  );
  return { sendPayment };
}

const input = (name: string | RegExp) => screen.getByRole("textbox", { name });
const payButton = () => screen.getByRole("button", { name: /pay \$9\.00 usd|processing payment/i });

async function fillValidCard(cardNumber = "4242424242424242") {
  await userEvent.type(input("Cardholder name"), "Ada Lovelace");
  await userEvent.type(input("Card number"), cardNumber);
  await userEvent.type(input("Expiration date"), "1231");
  await userEvent.type(input("CVV"), "123");
}

beforeEach(() => {
  session.current = { status: "ready", user: SIGNED_IN };
});

describe("CheckoutPage", () => {
  it("shows the Creator plan at $9.00 USD, one time, with what it adds and the test cards", async () => {
    renderCheckout();
    expect(screen.getByRole("heading", { name: "Creator plan" })).toBeInTheDocument();
    expect(screen.getByTestId("checkout-price")).toHaveTextContent("$9.00 USD");
    expect(screen.getByText("One-time payment")).toBeInTheDocument();
    const additions = screen.getByRole("list", { name: "What the Creator plan adds" });
    expect(within(additions).getByText("100 logo generations")).toBeInTheDocument();
    expect(within(additions).getByText("2 logo exports")).toBeInTheDocument();
    expect(within(additions).getByText("Transparent and high-resolution files")).toBeInTheDocument();
    expect(within(additions).getByText("Vector master")).toBeInTheDocument();

    const testCards = await screen.findByRole("region", { name: "Test mode: no real card is charged" });
    expect(within(testCards).getByText("4242 4242 4242 4242")).toBeInTheDocument();
    expect(within(testCards).getByText("Declined")).toBeInTheDocument();
    await userEvent.click(
      within(testCards).getByRole("button", { name: "Use test card 4000 0000 0000 0002" }),
    );
    expect(input("Card number")).toHaveValue("4000 0000 0000 0002");
  });

  it("formats what is typed: card number in groups of 4, MM/YY, CVV digits only", async () => {
    renderCheckout();
    await screen.findByRole("textbox", { name: "Card number" });
    await userEvent.type(input("Card number"), "4242a4242424242429999");
    expect(input("Card number")).toHaveValue("4242 4242 4242 4242");
    expect(input("Card number")).toHaveAttribute("maxlength", "19");
    await userEvent.type(input("Expiration date"), "12x345");
    expect(input("Expiration date")).toHaveValue("12/34");
    expect(input("Expiration date")).toHaveAttribute("maxlength", "5");
    await userEvent.type(input("CVV"), "1a2345");
    expect(input("CVV")).toHaveValue("1234");
    expect(input("CVV")).toHaveAttribute("maxlength", "4");
  });

  it("names every missing field and sends nothing", async () => {
    const { sendPayment } = renderCheckout();
    await screen.findByRole("textbox", { name: "Card number" });
    await userEvent.click(payButton());
    expect(screen.getByText("Cardholder name is required")).toBeInTheDocument();
    expect(screen.getByText("Card number is required")).toBeInTheDocument();
    expect(screen.getByText("Expiration date is required")).toBeInTheDocument();
    expect(screen.getByText("CVV is required")).toBeInTheDocument();
    expect(input("Cardholder name")).toHaveFocus();
    expect(sendPayment).not.toHaveBeenCalled();
  });

  it("explains a card number that fails the Luhn check and a past expiry", async () => {
    const { sendPayment } = renderCheckout();
    await screen.findByRole("textbox", { name: "Card number" });
    await userEvent.type(input("Card number"), "4242424242424241");
    await userEvent.type(input("Expiration date"), "0120");
    await userEvent.click(payButton());
    expect(screen.getByText("Your card number is incorrect.")).toBeInTheDocument();
    expect(screen.getByText("Your card has expired.")).toBeInTheDocument();
    expect(sendPayment).not.toHaveBeenCalled();
  });

  it("sends the spec's body, shows the processing state, then goes to /checkout-success", async () => {
    let answer: (outcome: PaymentOutcome) => void = () => undefined;
    const pending = new Promise<PaymentOutcome>((resolve) => {
      answer = resolve;
    });
    const { sendPayment } = renderCheckout({ answers: [pending] });
    await screen.findByRole("textbox", { name: "Card number" });
    await fillValidCard();
    await userEvent.click(payButton());

    expect(sendPayment).toHaveBeenCalledTimes(1);
    const [body, key] = sendPayment.mock.calls[0] ?? [];
    expect(body).toEqual({
      cardholderName: "Ada Lovelace",
      cardNumber: "4242424242424242",
      expMonth: 12,
      expYear: 2031,
      cvv: "123",
      planType: "BASIC",
    });
    expect(key).toMatch(/\S{8,}/);
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveTextContent("Processing payment...");
    expect(screen.getByRole("status")).toHaveTextContent("Processing your payment");
    // A second press while processing sends nothing more.
    fireEvent.submit(screen.getByRole("form", { name: "Card payment" }));
    expect(sendPayment).toHaveBeenCalledTimes(1);

    await act(async () => {
      answer({
        kind: "paid",
        paymentId: "pay_1",
        grant: { planType: "BASIC", generationCredits: 100, exportCredits: 2 },
      });
    });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/checkout-success"));
  });

  it("shows the error modal for a decline, closes on Escape, and the next press is a new attempt", async () => {
    const { sendPayment } = renderCheckout({
      answers: [
        { kind: "failed", code: "PAYMENT_FAILED", detail: "Your card was declined.", answerLost: false },
        { kind: "failed", code: "INVALID_PAYMENT_DETAILS", answerLost: false },
      ],
    });
    await screen.findByRole("textbox", { name: "Card number" });
    await fillValidCard("4000000000000002");
    await userEvent.click(payButton());

    const modal = await screen.findByRole("dialog", { name: "Payment Failed" });
    expect(
      within(modal).getByText(
        "Your payment could not be processed. Please try again or use a different payment method.",
      ),
    ).toBeInTheDocument();
    expect(within(modal).getByText("Your card was declined.")).toBeInTheDocument();
    expect(within(modal).getByText("Your card was not charged.")).toBeInTheDocument();
    fireEvent.keyDown(modal, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(input("Cardholder name")).toHaveValue("Ada Lovelace");
    expect(payButton()).toBeEnabled();

    await userEvent.click(payButton());
    await screen.findByRole("dialog", { name: "Invalid Payment Details" });
    const keys = sendPayment.mock.calls.map((call) => call[1]);
    expect(new Set(keys).size).toBe(2);
  });

  it("reuses the Idempotency-Key only to retry the same details after a lost answer", async () => {
    const lost: PaymentOutcome = { kind: "failed", code: "NETWORK_ERROR", answerLost: true };
    const { sendPayment } = renderCheckout({
      answers: [lost, lost, { kind: "failed", code: "PAYMENT_FAILED", answerLost: false }],
    });
    await screen.findByRole("textbox", { name: "Card number" });
    await fillValidCard();

    await userEvent.click(payButton());
    const network = await screen.findByRole("dialog", { name: "Network Issue" });
    await userEvent.click(within(network).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(payButton());
    await screen.findByRole("dialog", { name: "Network Issue" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // Other details are another attempt.
    await userEvent.clear(input("CVV"));
    await userEvent.type(input("CVV"), "999");
    await userEvent.click(payButton());
    await screen.findByRole("dialog", { name: "Payment Failed" });

    const keys = sendPayment.mock.calls.map((call) => call[1]);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("asks a visitor to sign in first and keeps what was typed", async () => {
    session.current = { status: "ready", user: null };
    const { sendPayment } = renderCheckout();
    await screen.findByRole("textbox", { name: "Card number" });
    expect(screen.getByText(/Sign in or create an account to buy/)).toBeInTheDocument();
    await fillValidCard();
    await userEvent.click(payButton());
    expect(sendPayment).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Finish sign-in" }));
    expect(
      await screen.findByText(/Signed in as ada\. Press Pay to complete your purchase\./),
    ).toBeInTheDocument();
    expect(input("Cardholder name")).toHaveValue("Ada Lovelace");
    expect(input("Card number")).toHaveValue("4242 4242 4242 4242");
    expect(input("Expiration date")).toHaveValue("12/31");
    expect(input("CVV")).toHaveValue("123");
    expect(sendPayment).not.toHaveBeenCalled();
  });

  it("shows the card form without test cards when the settings cannot be read", async () => {
    renderCheckout({ config: () => Promise.reject(new Error("down")) });
    expect(await screen.findByRole("textbox", { name: "Card number" })).toBeEnabled();
    expect(screen.queryByRole("region", { name: /test mode/i })).not.toBeInTheDocument();
  });

  it("says so, and takes no card, when payments are not configured", async () => {
    renderCheckout({
      config: () => Promise.resolve({ success: true, processor: "unconfigured", testCards: [] }),
    });
    expect(await screen.findByText(/Payments are not configured/)).toBeInTheDocument();
    expect(input("Card number")).toBeDisabled();
    expect(payButton()).toBeDisabled();
  });

  it("tells a buyer who was charged but not activated, and reads the quota so the API can finish", async () => {
    const loadQuota = vi.fn(() => Promise.resolve(makeQuota()));
    renderCheckout({
      loadQuota,
      answers: [
        { kind: "failed", code: "PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED", answerLost: false },
      ],
    });
    await screen.findByRole("textbox", { name: "Card number" });
    await fillValidCard();
    await userEvent.click(payButton());
    const modal = await screen.findByRole("dialog", { name: "Payment Successful, But..." });
    expect(within(modal).getByText("Your card was charged.")).toBeInTheDocument();
    expect(loadQuota).toHaveBeenCalled();
  });
});
