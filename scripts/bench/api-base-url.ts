import { API_FUNCTION_URL, APP_URL } from "../lib/stack";

/** Where the running stack's API answers: through Hosting's /api rewrite, else the function URL. */
export async function pickBaseUrl(): Promise<{ baseUrl: string; via: string }> {
  for (const [baseUrl, via] of [
    [`${APP_URL}/api`, "Hosting /api"],
    [API_FUNCTION_URL, "function URL"],
  ] as const) {
    try {
      const response = await fetch(`${baseUrl}/logos/quota`, { signal: AbortSignal.timeout(30_000) });
      // 401 without a token proves the API answered.
      if (response.status === 401) return { baseUrl, via };
    } catch {
      // Try the next address.
    }
  }
  throw new Error(
    "The API is not reachable on Hosting (5000) or the Functions emulator (5001). Run `npm start` first.",
  );
}
