import { PAYMENT_ERROR_TEXT, PaymentErrorCode } from "@contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render-with-providers";
import { paymentErrorText } from "../lib/payment-error";
import { PaymentErrorModal } from "./payment-error-modal";
import { PaymentErrorTest, UNKNOWN_TEST_CODE } from "./payment-error-test";

async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

describe("PaymentErrorModal", () => {
  it.each(PaymentErrorCode.options)("shows the catalogue's title, message and charge note for %s", (code) => {
    const text = PAYMENT_ERROR_TEXT[code];
    renderWithProviders(<PaymentErrorModal code={code} onClose={() => undefined} />, { path: "/" });
    const modal = screen.getByRole("dialog", { name: text.title });
    expect(modal).toHaveAccessibleDescription(text.message);
    expect(within(modal).getByTestId("payment-charge-note")).toHaveTextContent(
      text.charged ? "Your card was charged." : "Your card was not charged.",
    );
  });

  it("tells a buyer whose membership failed that the card was charged", () => {
    renderWithProviders(
      <PaymentErrorModal code="PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED" onClose={() => undefined} />,
      { path: "/" },
    );
    const modal = screen.getByRole("dialog", { name: "Payment Successful, But..." });
    expect(within(modal).getByText("Your card was charged.")).toBeInTheDocument();
  });

  it("shows 'Payment Error' for a code it does not know", () => {
    renderWithProviders(<PaymentErrorModal code="NEW_CODE" onClose={() => undefined} />, { path: "/" });
    expect(screen.getByRole("dialog", { name: "Payment Error" })).toBeInTheDocument();
    expect(screen.getByText("Your card was not charged.")).toBeInTheDocument();
  });
});

describe("/payment-error-test", () => {
  it("lists every code and an unknown one, each opening its modal, closed by Escape or the backdrop", async () => {
    renderWithProviders(<PaymentErrorTest />, { path: "/payment-error-test" });
    const codes = [...PaymentErrorCode.options, UNKNOWN_TEST_CODE];
    expect(screen.getAllByRole("button", { name: /^Show modal for .+$/ })).toHaveLength(codes.length);

    for (const [index, code] of codes.entries()) {
      const title = paymentErrorText(code).title;
      await userEvent.click(screen.getByRole("button", { name: `Show modal for ${code}` }));
      const modal = await screen.findByRole("dialog", { name: title });
      if (index % 2 === 0) {
        fireEvent.keyDown(modal, { key: "Escape" });
      } else {
        const backdrop = document.querySelector(".MuiDialog-container");
        expect(backdrop).not.toBeNull();
        if (!backdrop) return;
        act(() => {
          fireEvent.mouseDown(backdrop);
          fireEvent.click(backdrop);
        });
      }
      await expectClosed();
    }
  });
});
