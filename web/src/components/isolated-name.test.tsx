import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IsolatedName, SentenceWithName } from "@/components/isolated-name";

const question = (name: string) => `Delete the project "${name}"?`;

describe("IsolatedName", () => {
  it("gives a typed name its own direction, apart from the text around it", () => {
    render(
      <p>
        Designs for <IsolatedName>שוקולד Hadar</IsolatedName>.
      </p>,
    );
    const name = screen.getByText("שוקולד Hadar");
    expect(name.tagName).toBe("BDI");
    expect(name).toHaveAttribute("dir", "auto");
  });
});

describe("SentenceWithName", () => {
  it("keeps the contract's sentence word for word and isolates only the name", () => {
    const { container } = render(
      <h2>
        <SentenceWithName sentence={question} name="مخبز 24" />
      </h2>,
    );
    // Word for word: the name's element adds no text of its own around the name.
    expect(container.textContent).toBe(question("مخبز 24"));
    expect(screen.getByText("مخبز 24")).toHaveAttribute("dir", "auto");
  });

  it("shows a sentence that does not name the name as it is", () => {
    const { container } = render(
      <h2>
        <SentenceWithName sentence={() => "Delete this project?"} name="Acme" />
      </h2>,
    );
    expect(container.textContent).toBe("Delete this project?");
    expect(container.querySelector("[dir]")).toBeNull();
  });
});
