import { act, render, screen, waitFor } from "@testing-library/react";
import type { User } from "firebase/auth";
import { useEffect } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "@/lib/session";
import { fakeUserSubscribers, resetFakeUser, setFakeUser } from "@/testing/fake-reactfire";

vi.mock("@/lib/firebase", () => ({ getFirebaseAuth: () => ({}) }));
vi.mock("reactfire", () => import("@/testing/fake-reactfire"));

import { SessionProvider } from "./session-provider";

function Who() {
  const { status, user } = useSession();
  return <p data-testid="who">{status === "loading" ? "loading" : (user?.uid ?? "visitor")}</p>;
}

beforeEach(() => {
  resetFakeUser();
});

describe("SessionProvider", () => {
  it("renders at once as loading, then follows what reactfire's useUser reports", async () => {
    const view = render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );
    expect(screen.getByTestId("who")).toHaveTextContent("loading");
    // reactfire comes after the first paint; until Firebase has restored the session, still loading.
    await waitFor(() => expect(fakeUserSubscribers()).toBe(1));
    expect(screen.getByTestId("who")).toHaveTextContent("loading");

    act(() => setFakeUser({ uid: "ada", emailVerified: true, providerData: [] } as unknown as User));
    expect(screen.getByTestId("who")).toHaveTextContent("ada");

    // An unverified password account is not a Markery session.
    const unverified = { uid: "bob", emailVerified: false, providerData: [{ providerId: "password" }] };
    act(() => setFakeUser(unverified as unknown as User));
    expect(screen.getByTestId("who")).toHaveTextContent("visitor");

    act(() => setFakeUser(null));
    expect(screen.getByTestId("who")).toHaveTextContent("visitor");

    view.unmount();
    expect(fakeUserSubscribers()).toBe(0);
  });

  it("keeps the pages mounted when reactfire arrives", async () => {
    let mounts = 0;
    function Page() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>Page</p>;
    }
    render(
      <SessionProvider>
        <Page />
      </SessionProvider>,
    );
    await waitFor(() => expect(fakeUserSubscribers()).toBe(1));
    act(() => setFakeUser(null));
    expect(mounts).toBe(1);
  });
});
