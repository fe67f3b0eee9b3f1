import sharp from "sharp";
import type {
  DesignDirection,
  DesignLogoInput,
  LogoDesignProvider,
  PlanDirectionsInput,
  RenderedLogo,
} from "./logo-design-provider";

/**
 * The simplest honest generator: seeded geometric marks, no text. It exists so the API and its
 * tests have a fast, dependency-free provider; the design engine replaces it as the default.
 */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export class PlaceholderLogoDesignProvider implements LogoDesignProvider {
  readonly name = "placeholder";

  async planDirections({ brief, count, existing, seed }: PlanDirectionsInput): Promise<DesignDirection[]> {
    return Array.from({ length: count }, (_, i) => {
      const index = existing.length + i;
      const hue = hash(`${brief.brandName}|${seed}|${index}`) % 360;
      return { content: `Geometric mark for '${brief.brandName}', hue ${hue}`, spec: { hue, index } };
    });
  }

  async designLogo({ brief, direction, variant, seed }: DesignLogoInput): Promise<RenderedLogo> {
    const hue = typeof direction.spec.hue === "number" ? direction.spec.hue : 200;
    const h = hash(`${brief.brandName}|${seed}|${variant}|${hue}`);
    const sides = 3 + (h % 5);
    const radius = 260 + ((h >>> 4) % 120);
    const rotation = (h >>> 8) % 360;
    const points = Array.from({ length: sides }, (_, k) => {
      const angle = ((rotation + (360 / sides) * k) * Math.PI) / 180;
      return `${512 + radius * Math.cos(angle)},${512 + radius * Math.sin(angle)}`;
    }).join(" ");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
<rect width="1024" height="1024" fill="hsl(${hue},30%,96%)"/>
<polygon points="${points}" fill="hsl(${hue},65%,42%)"/>
<circle cx="512" cy="512" r="${90 + (h % 60)}" fill="hsl(${(hue + 180) % 360},70%,55%)"/>
</svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const preview = await sharp(png).resize(512, 512).png().toBuffer();
    return { svg, png, preview };
  }
}
