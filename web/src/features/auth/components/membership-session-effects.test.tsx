import { act, render } from "@testing-library/react";
import type { User } from "firebase/auth";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/session";

const session = vi.hoisted(() => ({ current: { status: "loading", user: null } as Session }));
vi.mock("@/lib/session", () => ({ useSession: () => session.current }));

const membership = vi.hoisted(() => ({ refresh: vi.fn(), clear: vi.fn() }));
vi.mock("@/stores/membership-store", () => ({ useMembership: () => membership }));

import { MembershipSessionEffects } from "./membership-session-effects";

function renderEffects() {
  const view = render(<MembershipSessionEffects />);
  return {
    async update(next: Session) {
      session.current = next;
      await act(async () => view.rerender(<MembershipSessionEffects />));
    },
  };
}

const ada = { uid: "ada" } as User;
const bob = { uid: "bob" } as User;

beforeEach(() => {
  vi.clearAllMocks();
  membership.refresh.mockResolvedValue({});
  session.current = { status: "loading", user: null };
});

describe("MembershipSessionEffects", () => {
  it("refreshes membership when a user signs in, even if the refresh fails", async () => {
    membership.refresh.mockRejectedValue(new Error("Network error"));
    const view = renderEffects();
    expect(membership.refresh).not.toHaveBeenCalled();
    await view.update({ status: "ready", user: ada });
    expect(membership.refresh).toHaveBeenCalledTimes(1);
    expect(membership.clear).not.toHaveBeenCalled();
  });

  it("refreshes at once when it mounts for a user who is already signed in", async () => {
    session.current = { status: "ready", user: ada };
    await act(async () => render(<MembershipSessionEffects />));
    expect(membership.refresh).toHaveBeenCalledTimes(1);
  });

  it("clears membership and quota on logout", async () => {
    const view = renderEffects();
    await view.update({ status: "ready", user: ada });
    await view.update({ status: "ready", user: null });
    expect(membership.clear).toHaveBeenCalledTimes(1);
    expect(membership.refresh).toHaveBeenCalledTimes(1);
  });

  it("does nothing for a visitor who was never signed in", async () => {
    const view = renderEffects();
    await view.update({ status: "ready", user: null });
    expect(membership.refresh).not.toHaveBeenCalled();
    expect(membership.clear).not.toHaveBeenCalled();
  });

  it("starts over when another user signs in without a logout in between", async () => {
    const view = renderEffects();
    await view.update({ status: "ready", user: ada });
    await view.update({ status: "ready", user: bob });
    expect(membership.clear).toHaveBeenCalledTimes(1);
    expect(membership.refresh).toHaveBeenCalledTimes(2);
  });
});
