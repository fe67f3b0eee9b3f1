/**
 * The logo in motion through the whole stack: 'Play' animates a logo (watermarked, in the style
 * that fits it or the one asked for, with the editor's unsaved design), the export page plays the
 * bought logo, and a new style makes the brand kit's motion files again in the triggers, free.
 */
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import {
  EXPORT_FILE,
  type Export,
  ExportResponse,
  LogoDesignResponse,
  MOTION_MESSAGE,
  MotionResponse,
  MotionStyle,
} from "../../src/contract";
import { brandKitFolder } from "../../src/domain/brand-kit/make-brand-kit";
import { DesignEngineProvider } from "../../src/providers/logo-design/engine-provider";
import { api, testApp } from "../support/api-client";
import { seedMembership, signUpUser, type TestUser } from "../support/emulators";
import {
  bodyBytes,
  createVectorLogo,
  downloadResource,
  getExport,
  requestExport,
  ringOnColour,
  uploadLogo,
  waitForExport,
} from "../support/exports";

const KIT = EXPORT_FILE.brandKit.id;

async function kitMotionFiles(app: ReturnType<typeof testApp>, user: TestUser, done: Export) {
  const kit = done.resources.find((resource) => resource.type === KIT);
  const response = await downloadResource(app, user, kit?.url ?? null);
  expect(response.status).toBe(200);
  const folder = `${brandKitFolder("harbor-and-pine")}/motion/`;
  const files = unzipSync(bodyBytes(response.body));
  return Object.fromEntries(
    Object.entries(files)
      .filter(([name]) => name.startsWith(folder))
      .map(([name, bytes]) => [name.slice(folder.length), Buffer.from(bytes)]),
  );
}

describe("the logo in motion", () => {
  const engine = new DesignEngineProvider();
  const app = testApp({ logoDesigner: () => engine });
  let owner: TestUser;
  let stranger: TestUser;
  let logoId: string;

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([signUpUser(), signUpUser()]);
    logoId = await createVectorLogo(app, owner);
  });

  it("plays a logo in the style that fits it, watermarked, and in any style asked for", async () => {
    const first = await api(app)
      .post(`/logos/${logoId}/motion`)
      .set("Authorization", owner.authorization)
      .send({});
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const fitting = MotionResponse.parse(first.body).motion;
    expect(fitting.style).toBe(fitting.fittingStyle);
    expect(fitting.svg).toContain("@keyframes");
    expect(fitting.svg).toContain("prefers-reduced-motion");
    expect(fitting.svg).toContain("motion-watermark");
    expect(fitting.durationMs).toBeGreaterThanOrEqual(2000);
    expect(fitting.durationMs).toBeLessThanOrEqual(4000);

    const other = MotionStyle.options.find((style) => style !== fitting.fittingStyle) ?? "bold";
    const asked = await api(app)
      .post(`/logos/${logoId}/motion`)
      .set("Authorization", owner.authorization)
      .send({ style: other });
    expect(asked.status).toBe(200);
    const animated = MotionResponse.parse(asked.body).motion;
    expect(animated).toMatchObject({ style: other, fittingStyle: fitting.fittingStyle });
    expect(animated.svg).not.toBe(fitting.svg);
  });

  it("animates the editor's unsaved design", async () => {
    const design = await api(app).get(`/logos/${logoId}/design`).set("Authorization", owner.authorization);
    expect(design.status).toBe(200);
    const edits = { ...LogoDesignResponse.parse(design.body).design, brandName: "Harbor & Oak" };
    const saved = MotionResponse.parse(
      (
        await api(app)
          .post(`/logos/${logoId}/motion`)
          .set("Authorization", owner.authorization)
          .send({ style: "calm" })
      ).body,
    ).motion;
    const edited = await api(app)
      .post(`/logos/${logoId}/motion`)
      .set("Authorization", owner.authorization)
      .send({ style: "calm", design: edits });
    expect(edited.status).toBe(200);
    expect(MotionResponse.parse(edited.body).motion.svg).not.toBe(saved.svg);
  });

  it("refuses someone else's logo, a bad style, and an upload with no parts to animate", async () => {
    const foreign = await api(app)
      .post(`/logos/${logoId}/motion`)
      .set("Authorization", stranger.authorization)
      .send({});
    expect(foreign.status).toBe(404);
    const badStyle = await api(app)
      .post(`/logos/${logoId}/motion`)
      .set("Authorization", owner.authorization)
      .send({ style: "wobbly" });
    expect(badStyle.status).toBe(400);
    expect(badStyle.body.code).toBe("invalid-input");
    const uploaded = await uploadLogo(app, owner, await ringOnColour());
    const upload = await api(app)
      .post(`/logos/${uploaded}/motion`)
      .set("Authorization", owner.authorization)
      .send({});
    expect(upload.status).toBe(400);
    expect(upload.body).toMatchObject({ error: MOTION_MESSAGE.noVector, code: "invalid-input" });
  });

  it("puts the motion files in the kit, plays the bought logo, and remakes them in another style for free", async () => {
    await seedMembership(owner.uid, { exportCredits: 1 });
    const exportId = await requestExport(app, owner, logoId);
    const done = await waitForExport(app, owner, exportId, 180_000);
    expect(done.status).toBe("ready");
    const firstStyle = done.motionStyle;
    if (!firstStyle) throw new Error("The kit was made without a motion style");
    expect(done.brandKit?.files.filter((file) => file.group === "motion")).toHaveLength(9);
    const before = await kitMotionFiles(app, owner, done);
    expect(Object.keys(before).sort()).toEqual(
      [
        "animation.gif",
        "animation.json",
        "animation.lottie",
        "animation.svg",
        "animation.webp",
        "intro-square-dark.mp4",
        "intro-square-light.mp4",
        "intro-vertical-dark.mp4",
        "intro-vertical-light.mp4",
      ].map((name) => `harbor-and-pine-${name}`),
    );

    const played = await api(app)
      .get(`/exports/${exportId}/motion`)
      .set("Authorization", owner.authorization);
    expect(played.status).toBe(200);
    expect(played.headers["cache-control"]).toBe("private, no-store");
    const bought = MotionResponse.parse(played.body).motion;
    expect(bought.style).toBe(firstStyle);
    expect(bought.svg).not.toContain("motion-watermark");
    expect(
      (await api(app).get(`/exports/${exportId}/motion`).set("Authorization", stranger.authorization)).status,
    ).toBe(404);

    const next = MotionStyle.options.find((style) => style !== firstStyle) ?? "bold";
    const credits = (await api(app).get("/logos/quota").set("Authorization", owner.authorization)).body;
    const rebuilt = await api(app)
      .post(`/exports/${exportId}/motion`)
      .set("Authorization", owner.authorization)
      .send({ style: next });
    expect(rebuilt.status).toBe(200);
    const rebuilding = ExportResponse.parse(rebuilt.body).data.export;
    expect(rebuilding).toMatchObject({ status: "processing", motionStyle: next });
    expect(rebuilding.resources.find((resource) => resource.type === KIT)?.status).toBe("pending");

    // While the kit is being made, another change waits; someone else's export is not found.
    const busy = await api(app)
      .post(`/exports/${exportId}/motion`)
      .set("Authorization", owner.authorization)
      .send({ style: firstStyle });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ error: MOTION_MESSAGE.busy, code: "conflict" });
    const foreign = await api(app)
      .post(`/exports/${exportId}/motion`)
      .set("Authorization", stranger.authorization)
      .send({ style: next });
    expect(foreign.status).toBe(404);

    const remade = await waitForExport(app, owner, exportId, 180_000);
    expect(remade).toMatchObject({ status: "ready", motionStyle: next });
    const after = await kitMotionFiles(app, owner, remade);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(
      after["harbor-and-pine-animation.json"]?.equals(
        before["harbor-and-pine-animation.json"] ?? Buffer.alloc(0),
      ),
    ).toBe(false);
    // Free: the quota is as it was, and the other files were not made again.
    expect((await api(app).get("/logos/quota").set("Authorization", owner.authorization)).body).toEqual(
      credits,
    );
    const unchanged = remade.resources.filter((resource) => resource.type !== KIT);
    expect(unchanged).toEqual(done.resources.filter((resource) => resource.type !== KIT));

    // The same style again changes nothing.
    const same = await api(app)
      .post(`/exports/${exportId}/motion`)
      .set("Authorization", owner.authorization)
      .send({ style: next });
    expect(same.status).toBe(200);
    expect((await getExport(app, owner, exportId)).status).toBe("ready");
  });
});
