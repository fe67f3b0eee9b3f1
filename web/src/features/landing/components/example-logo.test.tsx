import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SampleLogo } from "../data/example-logos";
import { ExampleLogo } from "./example-logo";

const LOGO: SampleLogo = {
  id: 3,
  url: "/examples/row-1-1.png",
  name: "Northwind Coffee",
  brief: "Small-batch coffee roasters",
};

/** How the browser reports the image when React first sees it. */
function imageAlreadyFinished(naturalWidth: number) {
  vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(naturalWidth);
}

afterEach(() => vi.restoreAllMocks());

describe("ExampleLogo", () => {
  it("shows the name's tile for an image that failed before React was there to hear it", () => {
    imageAlreadyFinished(0);
    render(<ExampleLogo logo={LOGO} size={320} eager />);
    expect(screen.queryByRole("img", { name: "Northwind Coffee logo made with Markery" })).toBeNull();
    expect(screen.getByRole("img", { name: "Northwind Coffee logo" })).toHaveTextContent("N");
  });

  it("keeps an image that loaded before React was there", () => {
    imageAlreadyFinished(320);
    render(<ExampleLogo logo={LOGO} size={320} eager />);
    expect(screen.getByRole("img", { name: "Northwind Coffee logo made with Markery" })).toHaveAttribute(
      "src",
      LOGO.url,
    );
  });

  it("shows the name's tile when the image fails later", () => {
    render(<ExampleLogo logo={LOGO} size={320} />);
    fireEvent.error(screen.getByRole("img", { name: "Northwind Coffee logo made with Markery" }));
    expect(screen.getByRole("img", { name: "Northwind Coffee logo" })).toBeInTheDocument();
  });
});
