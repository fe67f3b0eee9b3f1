/**
 * The export calls. One module, because the screens always use them together and
 * each is a single request parsed with the shared contract.
 */
import {
  API_FALLBACK,
  type ContactDetails,
  CreateExportResponse,
  type Export,
  ExportResponse,
  type ExportSummary,
  ExportsResponse,
  IDEMPOTENCY_KEY_HEADER,
  MockupsResponse,
  RemakeCheckResponse,
} from "@contract";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";

/** POST /logos/{id}/export. A retried request with the same key is charged once. */
export function createExport(logoId: string, idempotencyKey: string): Promise<CreateExportResponse> {
  return apiRequest({
    method: "POST",
    path: `/logos/${encodeURIComponent(logoId)}/export`,
    body: { exportType: "basic_logo" },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: CreateExportResponse,
    fallbackError: API_FALLBACK.exportLogo,
  });
}

/** GET /logos/{id}/remake: whether exporting the logo is a free remake of one the owner bought. */
export async function checkRemake(logoId: string): Promise<RemakeCheckResponse["remake"]> {
  const response = await apiRequest({
    path: `/logos/${encodeURIComponent(logoId)}/remake`,
    schema: RemakeCheckResponse,
    fallbackError: API_FALLBACK.checkRemake,
  });
  return response.remake;
}

/** A logo whose export takes no credit: a remake with free places left. */
export async function isFreeRemake(logo: { id: string }): Promise<boolean> {
  const remake = await checkRemake(logo.id);
  return remake !== null && remake.remakesLeft > 0;
}

/** GET /exports/user: the owner's exports, newest first, in their list form. */
export async function getExports(): Promise<ExportSummary[]> {
  const response = await apiRequest({
    path: "/exports/user",
    schema: ExportsResponse,
    fallbackError: API_FALLBACK.getExports,
  });
  return response.data.exports;
}

/** GET /exports/{id}. */
export async function getExport(exportId: string, signal?: AbortSignal): Promise<Export> {
  const response = await apiRequest({
    path: `/exports/${encodeURIComponent(exportId)}`,
    schema: ExportResponse,
    fallbackError: API_FALLBACK.getExport,
    signal,
  });
  return response.data.export;
}

/** Only success matters: the page re-reads the export afterwards, whatever the answer holds. */
const RetryResponse = z.object({ success: z.literal(true) });

/** POST /exports/{id}/retry: 'Try again' on failed files; it costs no credit. */
export async function retryExport(exportId: string): Promise<void> {
  await apiRequest({
    method: "POST",
    path: `/exports/${encodeURIComponent(exportId)}/retry`,
    schema: RetryResponse,
    fallbackError: API_FALLBACK.getExport,
  });
}

/** PUT /exports/{id}/stationery: rebuilds the cards, letterheads and signature with these details. */
export async function saveStationery(exportId: string, details: ContactDetails): Promise<Export> {
  const response = await apiRequest({
    method: "PUT",
    path: `/exports/${encodeURIComponent(exportId)}/stationery`,
    body: details,
    schema: ExportResponse,
    fallbackError: API_FALLBACK.saveStationery,
  });
  return response.data.export;
}

/** GET /exports/{id}/mockups: the bought logo's scenes, without the watermark. */
export function getExportMockups(exportId: string, signal?: AbortSignal): Promise<MockupsResponse> {
  return apiRequest({
    path: `/exports/${encodeURIComponent(exportId)}/mockups`,
    schema: MockupsResponse,
    fallbackError: API_FALLBACK.getMockups,
    signal,
  });
}
