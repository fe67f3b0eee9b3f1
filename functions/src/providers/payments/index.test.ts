import { describe, expect, it } from "vitest";
import { readPaymentSettings } from "../../config/env";
import { paymentProcessorFor } from "./index";

describe("choosing the payment processor", () => {
  it("uses Stripe when a secret key is set, with host/port/protocol from STRIPE_API_BASE_URL", () => {
    const settings = readPaymentSettings({
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_API_BASE_URL: "http://127.0.0.1:12111",
    });
    expect(settings.stripe).toEqual({
      secretKey: "sk_test_x",
      webhookSecret: "whsec_x",
      api: { host: "127.0.0.1", port: 12111, protocol: "http" },
    });
    const processor = paymentProcessorFor(settings);
    expect(processor.name).toBe("stripe");
    expect(processor.name === "stripe" && processor.webhookConfigured).toBe(true);
  });

  it("runs the offline test processor only under the emulators or with explicit test mode", () => {
    expect(paymentProcessorFor(readPaymentSettings({ FUNCTIONS_EMULATOR: "true" })).name).toBe("test");
    expect(paymentProcessorFor(readPaymentSettings({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).name).toBe(
      "test",
    );
    expect(paymentProcessorFor(readPaymentSettings({ MARKERY_PAYMENTS_TEST_MODE: "true" })).name).toBe(
      "test",
    );
  });

  it("is unconfigured in a deployment with neither a key nor test mode", () => {
    expect(paymentProcessorFor(readPaymentSettings({})).name).toBe("unconfigured");
    expect(
      paymentProcessorFor(readPaymentSettings({ STRIPE_SECRET_KEY: " ", FUNCTIONS_EMULATOR: "false" })).name,
    ).toBe("unconfigured");
    expect(paymentProcessorFor(readPaymentSettings({ MARKERY_PAYMENTS_TEST_MODE: "false" })).name).toBe(
      "unconfigured",
    );
    // Secret Manager holds no empty values: a deployment without Stripe sets the secret to "off".
    expect(paymentProcessorFor(readPaymentSettings({ STRIPE_SECRET_KEY: "off" })).name).toBe("unconfigured");
  });
});
