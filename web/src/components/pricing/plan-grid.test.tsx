import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PlanGrid } from "./plan-grid";

describe("PlanGrid", () => {
  it("shows Free, Creator and Pro with the decided prices and numbers", () => {
    render(<PlanGrid onSelectPlan={vi.fn()} />);
    const free = screen.getByTestId("plan-free");
    const creator = screen.getByTestId("plan-creator");
    const pro = screen.getByTestId("plan-pro");
    expect(within(free).getByText("FREE")).toBeInTheDocument();
    expect(within(free).getByText("12 logo generations every month")).toBeInTheDocument();
    expect(within(free).getByText("No logo exports")).toBeInTheDocument();
    expect(within(creator).getByText("$9")).toBeInTheDocument();
    expect(within(creator).getByText("Most Popular")).toBeInTheDocument();
    expect(within(creator).getByText("Up to 112 unique logo designs")).toBeInTheDocument();
    expect(within(creator).getByText("2 logo exports")).toBeInTheDocument();
    expect(within(pro).getByText("$60")).toBeInTheDocument();
    expect(within(pro).getByText("200 logo designs")).toBeInTheDocument();
    expect(within(pro).getByText("10 logo exports")).toBeInTheDocument();
  });

  it("lets the caller decide what each button does; Pro stays disabled", async () => {
    const onSelectPlan = vi.fn();
    render(<PlanGrid onSelectPlan={onSelectPlan} />);
    await userEvent.click(screen.getByRole("button", { name: "Get Started" }));
    await userEvent.click(screen.getByRole("button", { name: "Choose Creator" }));
    expect(onSelectPlan.mock.calls).toEqual([["free"], ["creator"]]);
    expect(screen.getByRole("button", { name: "Coming Soon" })).toBeDisabled();
  });

  it("offers custom plans by e-mail, unless the caller leaves it out", () => {
    const { rerender } = render(<PlanGrid onSelectPlan={vi.fn()} />);
    expect(screen.getByRole("link", { name: /support@markery\.app/ })).toHaveAttribute(
      "href",
      "mailto:support@markery.app?subject=Custom%20plan",
    );
    rerender(<PlanGrid onSelectPlan={vi.fn()} showCustomPlanLink={false} />);
    expect(screen.queryByRole("link", { name: /support@markery\.app/ })).not.toBeInTheDocument();
  });
});
