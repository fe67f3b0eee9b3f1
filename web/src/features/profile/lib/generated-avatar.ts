/**
 * A generated avatar image when the user has no photo. Drawn locally as an SVG
 * (initials on a colour picked from the user's id), so it works offline and sends no data away.
 */
const PALETTE: ReadonlyArray<readonly [string, string]> = [
  ["#4338ca", "#6366f1"],
  ["#0f766e", "#14b8a6"],
  ["#b45309", "#f59e0b"],
  ["#be123c", "#fb7185"],
  ["#6d28d9", "#a78bfa"],
  ["#0369a1", "#38bdf8"],
];

function hash(text: string): number {
  let value = 0;
  for (const character of text) value = (value * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return value;
}

function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return (
    letters
      .map((word) => Array.from(word ?? "")[0] ?? "")
      .join("")
      .toUpperCase() || "?"
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function generatedAvatarUrl(seed: string, name: string): string {
  const [from, to] = PALETTE[hash(seed) % PALETTE.length] ?? ["#4338ca", "#6366f1"];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="128" height="128" fill="url(#g)"/>` +
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" ` +
    `font-size="52" font-weight="700" fill="#ffffff">${escapeXml(initialsOf(name))}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
