/**
 * firebase-tools' Firestore and Auth emulators take `Authorization: Bearer owner` as the admin,
 * and answer any web origin's CORS preflight for it. These tests pin those answers as measured
 * (firebase-tools 15.34.2): a page open in the developer's browser while the stack runs can read
 * and change every user's data through them, limited only by the browser (SECURITY.md, "Developers'
 * local data"). When an upgrade changes an answer, a test here fails: reread that section then.
 */
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { PROJECT_ID, signUpUser } from "../support/emulators";

const FOREIGN_ORIGIN = "http://evil.example";
const firestore = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080"}`;
const auth = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;
const usersCollection = `${firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users`;
const accountsQuery = `${auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:query`;

/** A browser's preflight for a request that sends the admin credential from a foreign page. */
function preflight(url: string, method: string): Promise<Response> {
  return fetch(url, {
    method: "OPTIONS",
    headers: {
      Origin: FOREIGN_ORIGIN,
      "Access-Control-Request-Method": method,
      "Access-Control-Request-Headers": "authorization,content-type",
      // Chrome's Private/Local Network Access asks this of a public page calling a loopback address.
      "Access-Control-Request-Private-Network": "true",
    },
  });
}

function expectForeignPageAllowed(response: Response): void {
  expect(response.headers.get("access-control-allow-origin")).toBe(FOREIGN_ORIGIN);
}

describe("the Firestore emulator and a foreign web page", () => {
  it("allows its preflight for the admin credential, private network access included", async () => {
    const response = await preflight(usersCollection, "GET");
    expect(response.status).toBe(200);
    expectForeignPageAllowed(response);
    expect(response.headers.get("access-control-allow-headers")).toMatch(/authorization/i);
    expect(response.headers.get("access-control-allow-methods")).toMatch(/DELETE/);
    expect(response.headers.get("access-control-allow-private-network")).toBe("true");
  });

  it("lets it read every user's document with Bearer owner", async () => {
    const user = await signUpUser();
    await fetch(`${usersCollection}/${user.uid}`, {
      method: "PATCH",
      headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify({ fields: { email: { stringValue: user.email } } }),
    });
    const response = await fetch(`${usersCollection}/${user.uid}`, {
      headers: { Origin: FOREIGN_ORIGIN, Authorization: "Bearer owner" },
    });
    expect(response.status).toBe(200);
    expectForeignPageAllowed(response);
    expect(await response.text()).toContain(user.email);
  });

  it("answers whatever host name it is called by (so DNS rebinding needs no CORS at all)", async () => {
    const status = await statusWithHost(`${usersCollection}?pageSize=1`, "evil.example:8080");
    expect(status).toBe(200);
  });
});

describe("the Auth emulator and a foreign web page", () => {
  it("allows its preflight for the admin credential, private network access included", async () => {
    const response = await preflight(accountsQuery, "POST");
    expect(response.status).toBe(204);
    expectForeignPageAllowed(response);
    expect(response.headers.get("access-control-allow-headers")).toMatch(/authorization/i);
    expect(response.headers.get("access-control-allow-private-network")).toBe("true");
  });

  it("lets it list every account, password hashes included, with Bearer owner", async () => {
    await signUpUser();
    const response = await fetch(accountsQuery, {
      method: "POST",
      headers: { Origin: FOREIGN_ORIGIN, Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify({ returnUserInfo: true }),
    });
    expect(response.status).toBe(200);
    expectForeignPageAllowed(response);
    const listed = (await response.json()) as { recordsCount?: string };
    expect(Number(listed.recordsCount)).toBeGreaterThan(0);
    expect(JSON.stringify(listed)).toContain("passwordHash");
  });
});

/** fetch() may not set Host; a rebinding page's requests carry its own host name. */
function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolveStatus, rejectStatus) => {
    const outgoing = httpRequest(
      url,
      { headers: { Host: host, Authorization: "Bearer owner" } },
      (incoming) => {
        incoming.resume();
        resolveStatus(incoming.statusCode ?? 0);
      },
    );
    outgoing.on("error", rejectStatus);
    outgoing.end();
  });
}
