import { ExportDetail } from "@/features/exports/components/export-detail";
import { ExportMotionPanel } from "@/features/motion/components/export-motion-panel";
import { LogoScore } from "@/features/score/components/logo-score";

export default function ExportDetailRoute() {
  return <ExportDetail score={LogoScore} motion={ExportMotionPanel} />;
}
