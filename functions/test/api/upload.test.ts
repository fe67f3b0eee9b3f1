import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  MAX_UPLOAD_BYTES,
  NO_ARTWORK_MESSAGE,
  SVG_UPLOAD_MESSAGE,
  UploadLogoResponse,
  UserLogosResponse,
} from "../../src/contract";
import { api, testApp } from "../support/api-client";
import { bucket, countDocuments, fileExists, signUpUser } from "../support/emulators";

/** A logo as people upload them: a mark on a plain backdrop. */
function png(width: number, height: number): Promise<Buffer> {
  const mark = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#c82859"/></svg>`,
  );
  return sharp({ create: { width, height, channels: 4, background: { r: 250, g: 246, b: 238, alpha: 1 } } })
    .composite([{ input: mark }])
    .png()
    .toBuffer();
}

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";

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
      code: "invalid-input",
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
      expect(response.body.success).toBe(false);
      expect(response.body.error).toMatch(/^This SVG contains .+, which we do not accept for security\./);
    }
    expect(await countDocuments("logos", user.uid)).toBe(0);
    const [stored] = await bucket().getFiles({ prefix: `users/${user.uid}/` });
    expect(stored).toEqual([]);
  });

  it("refuses the namespace-prefix bypasses of the security review, and stores nothing", async () => {
    const user = await signUpUser();
    const app = testApp();
    const attacks: Array<[string, string]> = [
      [
        "a script",
        `<svg xmlns="${SVG_NS}" xmlns:s="${SVG_NS}"><s:script>alert(document.cookie)</s:script><s:rect width="9" height="9"/></svg>`,
      ],
      [
        "embedded web content",
        `<svg xmlns="${SVG_NS}" xmlns:s="${SVG_NS}" xmlns:h="http://www.w3.org/1999/xhtml"><s:foreignObject width="9" height="9"><h:iframe src="https://evil.example/"/></s:foreignObject><rect width="9" height="9"/></svg>`,
      ],
      [
        "a link to another file or site",
        `<svg xmlns="${SVG_NS}" xmlns:x="${XLINK_NS}"><image x:href="file:///etc/passwd" width="9" height="9"/><rect width="9" height="9"/></svg>`,
      ],
      [
        "a link to another file or site",
        `<svg xmlns="${SVG_NS}" xmlns:x="${XLINK_NS}"><image x:href="http://evil.example/beacon.png" width="9" height="9"/><rect width="9" height="9"/></svg>`,
      ],
      [
        "a javascript: link",
        `<svg xmlns="${SVG_NS}"><a><set attributeName="href" to="javascript&#58;alert(1)"/><rect width="9" height="9"/></a></svg>`,
      ],
    ];
    for (const [reason, svg] of attacks) {
      const response = await api(app)
        .post("/logos/upload")
        .set("Authorization", user.authorization)
        .attach("file", Buffer.from(svg), { filename: "mark.svg", contentType: "image/svg+xml" });
      expect(response.status, svg).toBe(400);
      expect(response.body).toEqual({
        success: false,
        error: SVG_UPLOAD_MESSAGE.unsafe(reason),
        code: "invalid-input",
      });
    }
    expect(await countDocuments("logos", user.uid)).toBe(0);
    const [stored] = await bucket().getFiles({ prefix: `users/${user.uid}/` });
    expect(stored).toEqual([]);
  });

  it("stores and serves our rebuilt SVG, never the bytes sent", async () => {
    const user = await signUpUser();
    const sent = `<?xml version="1.0"?>\n<!-- exported by an editor -->\n<svg xmlns="${SVG_NS}" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3" viewBox="0 0 10 10"><metadata>author data</metadata><circle cx="5" cy="5" r="4" fill="teal" inkscape:label="mark"/></svg>`;
    const response = await api(testApp())
      .post("/logos/upload")
      .set("Authorization", user.authorization)
      .attach("file", Buffer.from(sent), { filename: "mark.svg", contentType: "image/svg+xml" });
    expect(response.status).toBe(201);
    const { logo } = UploadLogoResponse.parse(response.body);
    const [stored] = await bucket().file(`users/${user.uid}/uploads/${logo.id}/original.svg`).download();
    expect(stored.toString("utf8")).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="teal"/></svg>`,
    );
  });

  it("refuses the review's SVG bomb within seconds, before drawing it", async () => {
    const user = await signUpUser();
    const levels = [`<g id="l0"><rect width="10" height="10" filter="url(#b)"/></g>`];
    for (let level = 1; level <= 6; level++) {
      levels.push(`<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`);
    }
    const bomb = `<svg xmlns="${SVG_NS}" viewBox="0 0 100 100"><defs><filter id="b"><feGaussianBlur stdDeviation="5"/></filter>${levels.join("")}</defs><use href="#l6"/></svg>`;
    const started = Date.now();
    const response = await api(testApp())
      .post("/logos/upload")
      .set("Authorization", user.authorization)
      .attach("file", Buffer.from(bomb), { filename: "bomb.svg", contentType: "image/svg+xml" });
    // Before the budget this answered 504 after 60 s and kept a worker busy for minutes.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(
      /^This SVG is too complex to draw safely: it has [\d,]+ filtered shapes/,
    );
    expect(await countDocuments("logos", user.uid)).toBe(0);
  });

  it("refuses an image no export could be made from: fully transparent, or one full-bleed square", async () => {
    const user = await signUpUser();
    const app = testApp();
    const transparent = await sharp({
      create: { width: 800, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const square = Buffer.from(
      `<svg xmlns="${SVG_NS}" viewBox="0 0 10 10"><rect width="10" height="10" fill="#2255aa"/></svg>`,
    );
    for (const [file, name] of [
      [transparent, "clear.png"],
      [square, "square.svg"],
    ] as const) {
      const response = await api(app)
        .post("/logos/upload")
        .set("Authorization", user.authorization)
        .attach("file", file, { filename: name });
      expect(response.status, name).toBe(400);
      expect(response.body).toEqual({ success: false, error: NO_ARTWORK_MESSAGE, code: "invalid-input" });
    }
    expect(await countDocuments("logos", user.uid)).toBe(0);
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
