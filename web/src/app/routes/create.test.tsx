import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import CreateRoute from "@/app/routes/create";
import { generateNewProject } from "@/flows/generation/api/generate-new-project";
import { makeQuota } from "@/testing/logo-fixtures";
import { renderWithProviders } from "@/testing/render-with-providers";

vi.mock("@/flows/generation/api/generate-new-project", () => ({ generateNewProject: vi.fn() }));

it("opens the upgrade modal for a user with 0 generations remaining and generates nothing", async () => {
  renderWithProviders(<CreateRoute />, {
    path: "/create",
    loadQuota: () => Promise.resolve(makeQuota({ currentCount: 12, remaining: 0 })),
  });
  fireEvent.change(screen.getByRole("textbox", { name: /brand name/i }), { target: { value: "Acme" } });
  fireEvent.change(screen.getByRole("textbox", { name: /brand description/i }), {
    target: { value: "Bakery" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Generate Logo Designs" }));

  const dialog = await screen.findByRole("dialog", { name: "Upgrade to Creator plan" });
  expect(within(dialog).getByText("You hit the free plan limits")).toBeInTheDocument();
  expect(generateNewProject).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole("button", { name: "Back" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}, 20_000);
