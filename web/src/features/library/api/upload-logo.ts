import { API_FALLBACK, UploadLogoResponse } from "@contract";
import { env } from "@/config/env";
import { apiErrorOf, authorizationHeader } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";

/** busboy on the API takes the single file part whatever its name; this is the one we send. */
const UPLOAD_FIELD = "file";

interface UploadOptions {
  /** 0..1 while the bytes go up; not called when the browser cannot tell. */
  onProgress?(share: number): void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /logos/upload. XMLHttpRequest rather than fetch: only it reports upload
 * progress. The answer is parsed with the shared contract like every other call.
 */
export async function uploadLogo(file: File, options: UploadOptions = {}): Promise<UploadLogoResponse> {
  const headers = await authorizationHeader();
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${env.apiBaseUrl}/logos/upload`);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const json = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(apiErrorOf(json, request.status, API_FALLBACK.uploadLogo));
        return;
      }
      const parsed = UploadLogoResponse.safeParse(json);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(API_FALLBACK.uploadLogo, request.status));
    };
    request.onerror = () => reject(new ApiError(API_FALLBACK.uploadLogo, null));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}
