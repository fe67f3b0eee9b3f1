import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Fonts and icons are read straight from their npm packages at run time. Some packages (Tabler)
 * restrict deep imports through `exports`, so we find the package folder through Node's own
 * lookup paths instead of require.resolve on a file inside it.
 */
const roots = new Map<string, string>();

function packageRoot(packageName: string): string {
  const cached = roots.get(packageName);
  if (cached) return cached;
  const searchPaths = require.resolve.paths(packageName) ?? [];
  for (const base of searchPaths) {
    const candidate = path.join(base, packageName);
    if (existsSync(path.join(candidate, "package.json"))) {
      roots.set(packageName, candidate);
      return candidate;
    }
  }
  throw new Error(`Package ${packageName} is not installed`);
}

export function packageFile(packageName: string, ...segments: string[]): string {
  return path.join(packageRoot(packageName), ...segments);
}
