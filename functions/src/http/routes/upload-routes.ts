import { Router } from "express";
import { API_FALLBACK, MAX_UPLOAD_BYTES, type UploadLogoResponse } from "../../contract";
import { uploadLogo } from "../../domain/upload-logo";
import type { AppDependencies } from "../dependencies";
import { receiveSingleFile } from "../multipart";
import { chargeWork, rateLimit } from "../rate-limit";
import { handle } from "../respond";

export function uploadRoutes(deps: () => AppDependencies): Router {
  const router = Router();

  router.post(
    "/logos/upload",
    rateLimit(deps, "upload", API_FALLBACK.uploadLogo),
    handle(API_FALLBACK.uploadLogo, async (req, res) => {
      const file = await receiveSingleFile(req, MAX_UPLOAD_BYTES);
      await chargeWork(deps(), res, "upload");
      const { project, logo } = await uploadLogo(deps(), res.locals.user.uid, file);
      const body: UploadLogoResponse = { success: true, project, logo };
      res.status(201).json(body);
    }),
  );

  return router;
}
