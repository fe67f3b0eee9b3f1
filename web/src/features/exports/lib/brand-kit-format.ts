import {
  BRAND_KIT_GROUP_LABEL,
  type BrandKit,
  type BrandKitFile,
  type BrandKitFileGroup,
  type LogoHealth,
  type LogoHealthCheck,
} from "@contract";
import { formatBytes } from "@/features/exports/lib/export-format";

const GROUP_ORDER: readonly BrandKitFileGroup[] = [
  "brand",
  "vector",
  "png",
  "web",
  "social",
  "motion",
  "mockups",
  "stationery",
];

interface KitGroup {
  group: BrandKitFileGroup;
  label: string;
  files: BrandKitFile[];
}

/** The kit's files in the README's groups, in the README's order. */
export function kitGroups(kit: BrandKit): KitGroup[] {
  return GROUP_ORDER.map((group) => ({
    group,
    label: BRAND_KIT_GROUP_LABEL[group],
    files: kit.files.filter((file) => file.group === group),
  })).filter((entry) => entry.files.length > 0);
}

/** The name a person sees: the file name without its folder. */
export function kitFileName(file: BrandKitFile): string {
  return file.path.slice(file.path.lastIndexOf("/") + 1);
}

/** e.g. '1080 × 1080 px · 54 KB'. */
export function describeKitFile(file: BrandKitFile): string {
  const parts: string[] = [];
  if (file.width && file.height) parts.push(`${file.width} × ${file.height} px`);
  parts.push(formatBytes(file.bytes));
  return parts.join(" · ");
}

/** e.g. '68 files · 4.2 MB'. */
export function kitSummary(kit: BrandKit): string {
  const bytes = kit.files.reduce((total, file) => total + file.bytes, 0);
  return `${kit.files.length} files · ${formatBytes(bytes)}`;
}

interface HealthSummary {
  passes: number;
  warnings: number;
}

export function healthSummary(health: LogoHealth): HealthSummary {
  const warnings = health.checks.filter((check) => check.status === "warn").length;
  return { passes: health.checks.length - warnings, warnings };
}

const HEALTH_KIND_LABEL: Record<LogoHealthCheck["kind"], string> = {
  legibility: "Legibility at small sizes",
  contrast: "Contrast of the full-color files on their grounds",
  "one-color": "One-color versions",
};

const SUBJECT_LABEL: Record<LogoHealthCheck["subject"], string> = {
  symbol: "Symbol",
  name: "Name",
  logo: "Logo",
  wordmark: "Wordmark",
};

/** The short title of a check: 'Symbol at 16 px', 'On black', 'Full logo'. */
export function checkTitle(check: LogoHealthCheck): string {
  if (check.kind === "legibility" && check.id.startsWith("legibility-maskable-icon-"))
    return `Maskable app icon at ${check.size} px`;
  if (check.kind === "legibility") return `${SUBJECT_LABEL[check.subject]} at ${check.size} px`;
  if (check.kind === "contrast") return check.ground === "black" ? "On black" : "On white";
  return check.subject === "logo" ? "Full logo" : SUBJECT_LABEL[check.subject];
}

export function checksByKind(
  health: LogoHealth,
): { kind: LogoHealthCheck["kind"]; label: string; checks: LogoHealthCheck[] }[] {
  return (["legibility", "contrast", "one-color"] as const)
    .map((kind) => ({
      kind,
      label: HEALTH_KIND_LABEL[kind],
      checks: health.checks.filter((check) => check.kind === kind),
    }))
    .filter((entry) => entry.checks.length > 0);
}
