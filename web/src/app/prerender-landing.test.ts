import { describe, expect, it } from "vitest";
import { HERO_EXAMPLE_URL } from "@/features/landing/data/example-logos";
import { prerenderLandingPage } from "./prerender-landing";

describe("prerenderLandingPage", () => {
  const page = prerenderLandingPage();

  it("renders the hero with its title, its actions and its logo", () => {
    expect(page.html).toContain("Your logo, spelled right. Ready in seconds.");
    expect(page.html).toContain("Try for free");
    expect(page.html).toMatch(new RegExp(`<img[^>]+src="${HERO_EXAMPLE_URL}"[^>]*loading="eager"`));
  });

  it("renders what the browser's first render shows: the session loading, no sections below the hero", () => {
    // Hydration adopts this HTML only if the browser's first render is the same: the header's
    // placeholder stands where Login / Register comes once Firebase is there, and the sections
    // below the hero arrive one frame later.
    expect(page.html).toContain("MuiSkeleton-root");
    expect(page.html).not.toContain("Login / Register");
    expect(page.html).not.toContain('id="faq"');
    expect(page.html).not.toContain("Questions, answered");
  });

  it("carries a style rule for every emotion class the HTML uses, global styles included", () => {
    const classes = new Set(page.html.match(/\bcss-[a-z0-9]+(?:-[A-Za-z0-9]+)*/g));
    expect(classes.size).toBeGreaterThan(20);
    // css-0 is emotion's name for an empty style: it has no rule to carry.
    const missing = [...classes].filter((name) => name !== "css-0" && !page.styleTags.includes(`.${name}`));
    expect(missing).toEqual([]);
    expect(page.styleTags).toMatch(/<style data-emotion="css-global [^"]+">/);
    expect(page.styleTags).toMatch(/<style data-emotion="css [^"]+">/);
  });

  it("is the same every time, so every build ships the same page", () => {
    expect(prerenderLandingPage()).toEqual(page);
  });
});
