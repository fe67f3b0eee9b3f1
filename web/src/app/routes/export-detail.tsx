import { ExportDetail } from "@/features/exports/components/export-detail";

export default function ExportDetailRoute() {
  return <ExportDetail />;
}
