import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";

vi.mock("@/app/signed-in-providers", () => ({
  SignedInProviders: ({ children }: { children: ReactNode }) => (
    <div data-testid="signed-in-state">{children}</div>
  ),
}));

import { SignedInStateHost } from "./signed-in-state-host";

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SignedInStateHost>
            <Outlet />
          </SignedInStateHost>
        ),
        children: [
          { path: "/", element: <p>Landing</p> },
          { path: "/create", element: <p>Create</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("SignedInStateHost", () => {
  it("renders a public page without the signed-in state", () => {
    renderAt("/");
    expect(screen.getByText("Landing")).toBeInTheDocument();
    expect(screen.queryByTestId("signed-in-state")).not.toBeInTheDocument();
  });

  it("wraps a signed-in page in the signed-in state and keeps it on the way back to a public page", async () => {
    const router = renderAt("/create");
    const create = await screen.findByText("Create");
    expect(screen.getByTestId("signed-in-state")).toContainElement(create);

    await act(() => router.navigate("/"));
    expect(screen.getByTestId("signed-in-state")).toContainElement(screen.getByText("Landing"));
  });
});
