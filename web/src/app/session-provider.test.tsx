import { act, render, screen, waitFor } from "@testing-library/react";
import type { User } from "firebase/auth";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "@/lib/session";

const firebase = vi.hoisted(() => ({
  listener: null as ((user: User | null) => void) | null,
  unsubscribe: vi.fn(),
}));
vi.mock("@/lib/firebase", () => ({
  watchAuthUser: (listener: (user: User | null) => void) => {
    firebase.listener = listener;
    return firebase.unsubscribe;
  },
}));

import { SessionProvider } from "./session-provider";

function Who() {
  const { status, user } = useSession();
  return <p data-testid="who">{status === "loading" ? "loading" : (user?.uid ?? "visitor")}</p>;
}

beforeEach(() => {
  firebase.listener = null;
  firebase.unsubscribe.mockClear();
});

describe("SessionProvider", () => {
  it("renders at once as loading, then follows what Firebase reports", async () => {
    const view = render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );
    expect(screen.getByTestId("who")).toHaveTextContent("loading");
    await waitFor(() => expect(firebase.listener).not.toBeNull());

    act(() => firebase.listener?.({ uid: "ada", emailVerified: true, providerData: [] } as unknown as User));
    expect(screen.getByTestId("who")).toHaveTextContent("ada");

    // An unverified password account is not a Markery session (spec section 5).
    const unverified = { uid: "bob", emailVerified: false, providerData: [{ providerId: "password" }] };
    act(() => firebase.listener?.(unverified as unknown as User));
    expect(screen.getByTestId("who")).toHaveTextContent("visitor");

    act(() => firebase.listener?.(null));
    expect(screen.getByTestId("who")).toHaveTextContent("visitor");

    view.unmount();
    expect(firebase.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
