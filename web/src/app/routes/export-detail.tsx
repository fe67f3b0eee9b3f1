import { ExportDetail } from "@/features/exports/components/export-detail";
import { LogoScore } from "@/features/score/components/logo-score";

export default function ExportDetailRoute() {
  return <ExportDetail score={LogoScore} />;
}
