import { describe, expect, it } from "vitest";
import { EXPORT_MESSAGE } from "../../contract";
import { newMembership } from "../membership";
import {
  kitRequestPath,
  parseKitRequest,
  parseSourceOriginal,
  parseStageObject,
  producedFilePath,
  sourceOriginalPath,
} from "./export-paths";
import {
  type Claimable,
  claimResources,
  type ExportProgress,
  fileNameFor,
  fileStemFor,
  giveUp,
  hasExportCredit,
  hasMadeFile,
  MAX_FAILED_RUNS,
  plannedExtension,
  plannedResourceTypes,
  resetForRetry,
  restartGivenUp,
  restartStalled,
  retryDecision,
  returnExportCredit,
  STALLED_AFTER_MS,
  settleRun,
  slugify,
  takeExportCredit,
} from "./export-rules";

type Resource = { status: "pending" | "ready" | "failed"; error: string | null };

function progress(statuses: Partial<Record<"original" | "low_ql" | "upscale_clarity", Resource["status"]>>) {
  const resources: ExportProgress<Resource>["resources"] = {};
  for (const [type, status] of Object.entries(statuses)) {
    if (type === "original" || type === "low_ql" || type === "upscale_clarity") {
      resources[type] = { status, error: status === "failed" ? "broken" : null };
    }
  }
  const value: ExportProgress<Resource> = {
    status: "processing",
    error: null,
    creditReturned: false,
    resources,
    failedRuns: [],
  };
  return value;
}

describe("what an export makes", () => {
  it("gives every logo the four files of the spec and the brand kit, and vector logos their master too", () => {
    expect(plannedResourceTypes("raster")).toEqual([
      "low_ql",
      "upscale_clarity",
      "rmbg_men1scus",
      "rmbg_smoretalk",
      "brand_kit",
    ]);
    expect(plannedResourceTypes("vector")).toContain("vector_svg");
    expect(plannedResourceTypes("vector")).toContain("brand_kit");
    expect(plannedExtension("brand_kit", "png")).toBe("zip");
    expect(fileNameFor("harbor-and-pine", "brand_kit", "zip")).toBe("harbor-and-pine-brand-kit.zip");
  });

  it("names downloads after the brand and the file", () => {
    expect(fileNameFor(slugify("Harbor & Pine"), "upscale_clarity", "png")).toBe(
      "harbor-and-pine-high-quality.png",
    );
    expect(fileNameFor("x", "rmbg_smoretalk", "png")).toBe("x-no-background-v2.png");
    expect(slugify("Café Crème!")).toBe("cafe-creme");
    expect(fileStemFor("Uploads", "uploads", 2)).toBe("logo-export-2");
  });

  it("transliterates every letter of a name into the download names, in any script", () => {
    const names: [string, string][] = [
      ["Ørsted Café Åland", "orsted-cafe-aland"],
      ["Straße Müller", "strasse-muller"],
      ["Łódź Piekarnia", "lodz-piekarnia"],
      ["Phở Hà Nội", "pho-ha-noi"],
      ["Москва Пекарня", "moskva-pekarnya"],
      ["Αθήνα Καφέ", "athina-kafe"],
      ["北京烤鸭店", "bei-jing-kao-ya-dian"],
      ["서울 베이커리", "seoul-beikeori"],
      ["सूर्या योग", "suuryaa-yog"],
    ];
    for (const [name, slug] of names) expect(slugify(name), name).toBe(slug);
    expect(slugify("مخبز الياسمين")).toMatch(/^[a-z]+(-[a-z]+)+$/);
    expect(fileStemFor("東京", "generated", 3)).toMatch(/^[a-z]+-[a-z]+$/);
  });

  it("falls back to a numbered name only when nothing in the name can be transliterated", () => {
    expect(slugify("🍕🍕")).toBe("");
    expect(fileStemFor("🍕🍕", "generated", 4)).toBe("logo-export-4");
    expect(fileStemFor("🍕 Pizza", "generated", 4)).toBe("pizza");
  });

  it("starts the pipeline only on an export's source original, never on its outputs", () => {
    const original = sourceOriginalPath("u1", "exp-1", "png");
    expect(parseSourceOriginal(original)).toEqual({ uid: "u1", exportId: "exp-1" });
    expect(parseSourceOriginal(producedFilePath("u1", "exp-1", "low_ql", "png"))).toBeNull();
    expect(parseSourceOriginal("exports/u1/exp-1/source/master.svg")).toBeNull();
    expect(parseSourceOriginal("users/u1/logos/l1/logo-1024.png")).toBeNull();
  });

  it("starts the files run on the original and the kit run on the files run's request, nothing else", () => {
    expect(parseStageObject("files", sourceOriginalPath("u1", "exp-1", "webp"))).toEqual({
      stage: "files",
      uid: "u1",
      exportId: "exp-1",
    });
    const request = kitRequestPath("u1", "exp-1", "1732665600123456");
    expect(request).toBe("exports/u1/exp-1/brand-kit-after-1732665600123456");
    expect(parseStageObject("kit", request)).toEqual({
      stage: "kit",
      uid: "u1",
      exportId: "exp-1",
      runId: "1732665600123456",
    });
    // Each stage reads only its own objects: a request never starts files, an original never a kit.
    expect(parseStageObject("files", request)).toBeNull();
    expect(parseStageObject("kit", sourceOriginalPath("u1", "exp-1", "png"))).toBeNull();
    expect(parseKitRequest(`${request}/x`)).toBeNull();
    expect(parseKitRequest("exports/u1/exp-1/brand-kit-after-")).toBeNull();
    expect(parseKitRequest("exports/u1/exp-1/source/brand-kit-after-1")).toBeNull();
    expect(parseKitRequest(producedFilePath("u1", "exp-1", "brand_kit", "zip"))).toBeNull();
    expect(parseStageObject("files", "exports/u1/exp-1/source/master.svg")).toBeNull();
  });
});

describe("settling a run", () => {
  it("is ready when every file is", () => {
    const { progress: settled, outcome } = settleRun(progress({ original: "ready", low_ql: "ready" }), "g1");
    expect(outcome).toBe("ready");
    expect(settled).toMatchObject({ status: "ready", error: null });
  });

  it("fails with a plain reason and stays retryable while under the attempt limit", () => {
    const { progress: settled, outcome } = settleRun(progress({ original: "ready", low_ql: "failed" }), "g1");
    expect(outcome).toBe("retryable");
    expect(settled).toMatchObject({
      status: "failed",
      error: EXPORT_MESSAGE.someFilesFailed,
      failedRuns: ["g1"],
    });
    expect(settled.creditReturned).toBe(false);
  });

  it("counts a second delivery of the same run once", () => {
    const first = settleRun(progress({ low_ql: "failed" }), "g1").progress;
    const again = settleRun(first, "g1").progress;
    expect(again.failedRuns).toEqual(["g1"]);
    expect(again.creditReturned).toBe(false);
  });

  it(`gives up after ${MAX_FAILED_RUNS} failed runs of an export that made nothing: credit back, nothing downloadable`, () => {
    let state = progress({ original: "ready", low_ql: "failed", upscale_clarity: "failed" });
    for (const run of ["g1", "g2"]) state = settleRun(state, run).progress;
    const last = settleRun(state, "g3");
    expect(last.outcome).toBe("gave-up");
    expect(last.progress).toMatchObject({
      status: "failed",
      creditReturned: true,
      error: EXPORT_MESSAGE.gaveUp,
    });
    // The original was the only ready file: it is withdrawn with the refund.
    expect(last.progress.resources.original).toEqual({ status: "failed", error: EXPORT_MESSAGE.withdrawn });
  });

  it("never returns the credit of a partly delivered export: its made files stay, it stays retryable", () => {
    // The security review's case: two steps fail on every run while the others are made.
    let state = progress({ original: "ready", low_ql: "ready", upscale_clarity: "failed" });
    for (const run of ["g1", "g2", "g3", "g4"]) {
      const settled = settleRun(state, run);
      expect(settled.outcome).toBe("retryable");
      state = settled.progress;
    }
    expect(state).toMatchObject({
      status: "failed",
      creditReturned: false,
      error: EXPORT_MESSAGE.partlyDelivered,
    });
    expect(state.resources.low_ql?.status).toBe("ready");
    expect(state.resources.original?.status).toBe("ready");
    expect(hasMadeFile(state.resources)).toBe(true);
    expect(hasMadeFile(progress({ original: "ready", low_ql: "failed" }).resources)).toBe(false);
  });

  it("keeps an export processing while another run still makes files", () => {
    expect(settleRun(progress({ low_ql: "pending", upscale_clarity: "failed" }), "g1").outcome).toBe(
      "running",
    );
  });
});

describe("credits", () => {
  const now = new Date("2026-11-23T00:00:00Z");

  it("needs an unused export credit", () => {
    expect(hasExportCredit(newMembership(now))).toBe(false);
    const bought = { ...newMembership(now), exportCredits: 2 };
    expect(hasExportCredit(bought)).toBe(true);
    expect(hasExportCredit(takeExportCredit(takeExportCredit(bought)))).toBe(false);
  });

  it("returns the credit exactly once", () => {
    const used = { ...newMembership(now), exportCredits: 2, exportsUsed: 1 };
    expect(returnExportCredit(used, false).exportsUsed).toBe(0);
    expect(returnExportCredit(used, true).exportsUsed).toBe(1);
    expect(returnExportCredit({ ...used, exportsUsed: 0 }, false).exportsUsed).toBe(0);
  });

  it("giving up fails what was still pending, withdraws the original and marks the credit returned", () => {
    const given = giveUp(progress({ original: "ready", low_ql: "pending" }), EXPORT_MESSAGE.sourceMissing);
    expect(given.resources.low_ql).toEqual({ status: "failed", error: EXPORT_MESSAGE.sourceMissing });
    expect(given.resources.original).toEqual({ status: "failed", error: EXPORT_MESSAGE.withdrawn });
    expect(given.creditReturned).toBe(true);
  });

  it("giving up after files were made keeps them and the credit", () => {
    const given = giveUp(
      progress({ original: "ready", low_ql: "ready", upscale_clarity: "pending" }),
      EXPORT_MESSAGE.sourceMissing,
    );
    expect(given).toMatchObject({ status: "failed", creditReturned: false });
    expect(given.error).toBe(EXPORT_MESSAGE.sourceMissingAfterDelivery);
    expect(given.resources.low_ql?.status).toBe("ready");
    expect(given.resources.upscale_clarity?.status).toBe("failed");
  });
});

describe("'Try again'", () => {
  it("restarts a failed export and a stalled one, not a running, ready or given-up one", () => {
    const now = 1_000_000_000;
    expect(retryDecision({ status: "failed", creditReturned: false }, now, now)).toBe("restart");
    expect(retryDecision({ status: "processing", creditReturned: false }, now - 1000, now)).toBe(
      "nothing-to-do",
    );
    expect(
      retryDecision({ status: "processing", creditReturned: false }, now - STALLED_AFTER_MS - 1, now),
    ).toBe("restart");
    expect(retryDecision({ status: "ready", creditReturned: false }, now, now)).toBe("nothing-to-do");
    expect(retryDecision({ status: "failed", creditReturned: true }, now, now)).toBe("not-retryable");
  });

  it("sends failed files back to pending and keeps finished ones", () => {
    const reset = resetForRetry({ ...progress({ original: "ready", low_ql: "failed" }), status: "failed" });
    expect(reset.status).toBe("processing");
    expect(reset.resources.low_ql).toEqual({ status: "pending", error: null });
    expect(reset.resources.original?.status).toBe("ready");
  });

  it(`counts a stalled run as failed: after ${MAX_FAILED_RUNS} runs that died before making anything the credit comes back`, () => {
    let state = progress({ low_ql: "pending", upscale_clarity: "pending" });
    for (let stall = 1; stall < MAX_FAILED_RUNS; stall++) {
      state = restartStalled(state, 1_000 * stall);
      expect(state).toMatchObject({ status: "processing", error: null, creditReturned: false });
      expect(state.failedRuns).toHaveLength(stall);
      expect(state.resources.low_ql).toEqual({ status: "pending", error: null });
    }
    const last = restartStalled(state, 1_000 * MAX_FAILED_RUNS);
    expect(last).toMatchObject({ status: "failed", creditReturned: true, error: EXPORT_MESSAGE.gaveUp });
    expect(last.resources.low_ql?.status).toBe("failed");
    // The same stall seen twice (a second click read the same document) counts once.
    expect(restartStalled(restartStalled(progress({ low_ql: "pending" }), 7), 7).failedRuns).toEqual([
      "stalled-7",
    ]);
  });

  it("sends a stalled export that made files back to work, keeping them and its credit", () => {
    let state = progress({ original: "ready", low_ql: "ready", upscale_clarity: "pending" });
    for (let stall = 1; stall <= MAX_FAILED_RUNS + 1; stall++) state = restartStalled(state, stall);
    expect(state).toMatchObject({ status: "processing", creditReturned: false });
    expect(state.resources.low_ql?.status).toBe("ready");
    expect(state.resources.upscale_clarity).toEqual({ status: "pending", error: null });
  });

  it("exporting a given-up logo again starts over with a clean attempt count", () => {
    const given = { ...giveUp(progress({ low_ql: "failed" }), "x"), failedRuns: ["a", "b", "c"] };
    expect(restartGivenUp(given)).toMatchObject({
      creditReturned: false,
      failedRuns: [],
      status: "processing",
    });
  });
});

describe("claims", () => {
  const free: Claimable = { status: "pending", error: null, claimedBy: null, claimedUntil: null };

  it("lets one invocation make a file while another's claim is live, and takes over a dead claim", () => {
    const resources = {
      low_ql: free,
      upscale_clarity: { ...free, claimedBy: "other", claimedUntil: 2000 },
      rmbg_men1scus: { ...free, status: "ready" as const },
      rmbg_smoretalk: { ...free, status: "failed" as const, error: "x" },
    };
    const types = ["low_ql", "upscale_clarity", "rmbg_men1scus", "rmbg_smoretalk"] as const;
    const live = claimResources(resources, types, "me", 1000, 9000);
    expect(live.claimed).toEqual(["low_ql", "rmbg_smoretalk"]);
    expect(live.resources.low_ql).toMatchObject({ claimedBy: "me", claimedUntil: 9000 });
    expect(live.resources.upscale_clarity?.claimedBy).toBe("other");
    // The other invocation died: its claim ran out.
    expect(claimResources(resources, types, "me", 3000, 9000).claimed).toContain("upscale_clarity");
    // A second look by the same invocation keeps its own claims.
    expect(claimResources(live.resources, types, "me", 1000, 9000).claimed).toEqual([
      "low_ql",
      "rmbg_smoretalk",
    ]);
  });
});
