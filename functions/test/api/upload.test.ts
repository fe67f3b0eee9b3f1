import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, UploadLogoResponse, UserLogosResponse } from "../../src/contract";
import { UNSAFE_SVG_MESSAGE } from "../../src/domain/svg-safety";
import { api, testApp } from "../support/api-client";
import { bucket, countDocuments, fileExists, signUpUser } from "../support/emulators";

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();
}

const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="teal"/></svg>',
);

describe("POST /logos/upload", () => {
  it("files a PNG as a logo in the 'Uploads' project, with a 512 px preview", async () => {
    const user = await signUpUser();
    const app = testApp();
    const response = await api(app)
      .post("/api/logos/upload")
      .set("Authorization", user.authorization)
      .attach("file", await png(300, 200), { filename: "mark.png", contentType: "image/png" });
    expect(response.status).toBe(201);
    const { project, logo } = UploadLogoResponse.parse(response.body);
    expect(project).toMatchObject({ name: "Uploads", logoCount: 1 });
    expect(logo.projectId).toBe(project.id);
    const folder = `users/${user.uid}/uploads/${logo.id}`;
    expect(await fileExists(`${folder}/original.png`)).toBe(true);
    expect(await fileExists(`${folder}/logo-1024.png`)).toBe(true);
    const preview = await fetch(logo.url);
    expect(preview.status).toBe(200);
    const metadata = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([512, 512]);

    const second = await api(app)
      .post("/logos/upload")
      .set("Authorization", user.authorization)
      .attach("file", SVG, { filename: "mark.svg", contentType: "image/svg+xml" });
    expect(second.status).toBe(201);
    const again = UploadLogoResponse.parse(second.body);
    expect(again.project).toMatchObject({ id: project.id, logoCount: 2 });
    expect(await fileExists(`users/${user.uid}/uploads/${again.logo.id}/original.svg`)).toBe(true);

    const groups = UserLogosResponse.parse(
      (await api(app).get("/user/logos").set("Authorization", user.authorization)).body,
    );
    expect(groups.promptsWithLogos[logo.promptId]?.logos.map((item) => item.id)).toEqual([
      logo.id,
      again.logo.id,
    ]);
    // Uploading is not a generation: no credit used.
    const quota = await api(app).get("/logos/quota").set("Authorization", user.authorization);
    expect(quota.body.quota.currentCount).toBe(0);
  });

  it("answers 400 for a file that is not a supported image, whatever it claims to be", async () => {
    const user = await signUpUser();
    const response = await api(testApp())
      .post("/logos/upload")
      .set("Authorization", user.authorization)
      .attach("file", Buffer.from("GIF89a not really"), { filename: "logo.png", contentType: "image/png" });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      error: "Only PNG, JPEG, WebP or SVG images can be uploaded.",
    });
    expect(await countDocuments("logos", user.uid)).toBe(0);
  });

  it("refuses an SVG carrying a script, a link or embedded HTML, and stores nothing", async () => {
    const user = await signUpUser();
    const app = testApp();
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/steal")</script><rect width="9" height="9"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>hi</div></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg"/>',
    ]) {
      const response = await api(app)
        .post("/logos/upload")
        .set("Authorization", user.authorization)
        .attach("file", Buffer.from(svg), { filename: "mark.svg", contentType: "image/svg+xml" });
      expect(response.status, svg).toBe(400);
      expect(response.body).toEqual({ success: false, error: UNSAFE_SVG_MESSAGE });
    }
    expect(await countDocuments("logos", user.uid)).toBe(0);
    const [stored] = await bucket().getFiles({ prefix: `users/${user.uid}/` });
    expect(stored).toEqual([]);
  });

  it("answers 413 for a file over 5 MB", async () => {
    const user = await signUpUser();
    const large = Buffer.concat([await png(10, 10), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const response = await api(testApp())
      .post("/logos/upload")
      .set("Authorization", user.authorization)
      .attach("file", large, { filename: "big.png", contentType: "image/png" });
    expect(response.status).toBe(413);
    expect(response.body.error).toContain("5 MB");
    expect(await countDocuments("logos", user.uid)).toBe(0);
  });

  it("answers 400 without a file or without multipart", async () => {
    const user = await signUpUser();
    const app = testApp();
    const noFile = await api(app)
      .post("/logos/upload")
      .set("Authorization", user.authorization)
      .field("a", "b");
    expect(noFile.status).toBe(400);
    const json = await api(app)
      .post("/logos/upload")
      .set("Authorization", user.authorization)
      .send({ file: "x" });
    expect(json.status).toBe(400);
    expect(json.body.success).toBe(false);
  });

  it("answers 400 for a corrupt image", async () => {
    const user = await signUpUser();
    const header = (await png(10, 10)).subarray(0, 20);
    const response = await api(testApp())
      .post("/logos/upload")
      .set("Authorization", user.authorization)
      .attach("file", header, { filename: "broken.png", contentType: "image/png" });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("The file could not be read as an image.");
  });

  it("answers 401 without a token", async () => {
    const response = await api(testApp())
      .post("/logos/upload")
      .attach("file", await png(10, 10), { filename: "a.png", contentType: "image/png" });
    expect(response.status).toBe(401);
  });
});
