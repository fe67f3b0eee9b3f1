import type { DesignEdits, DesignPaletteOption } from "@contract";
import { Box, FormControlLabel, Radio, RadioGroup, Stack, Switch, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { ColorField } from "@/features/editor/components/color-field";
import { EditorSection } from "@/features/editor/components/editor-section";
import type { EditorField } from "@/features/editor/lib/field-errors";

const CUSTOM = "custom";

interface PaletteSectionProps {
  edits: DesignEdits;
  palettes: DesignPaletteOption[];
  errors: Partial<Record<EditorField, string>>;
  /** Contrast warnings shown beside the colours (on small screens, where the preview is small). */
  warnings?: ReactNode;
  onChange(next: DesignEdits, field?: string): void;
}

function Swatches({ colors }: { colors: string[] }) {
  return (
    <Stack direction="row" aria-hidden="true" sx={{ flexShrink: 0 }}>
      {colors.map((color, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: a palette may repeat a colour
          key={index}
          sx={{
            width: 18,
            height: 18,
            borderRadius: "50%",
            bgcolor: color,
            border: "1px solid rgba(17, 24, 39, 0.18)",
            ml: index === 0 ? 0 : -0.5,
          }}
        />
      ))}
    </Stack>
  );
}

/** The engine's curated palettes (light or dark ground), or the user's own three colours. */
export function PaletteSection({ edits, palettes, errors, warnings, onChange }: PaletteSectionProps) {
  const { palette } = edits;
  const dark = palette.kind === "curated" && palette.background === "dark";
  const current =
    palette.kind === "curated" ? palettes.find((option) => option.id === palette.id) : undefined;

  function choose(value: string) {
    if (value === CUSTOM) {
      // Custom starts from the colours on screen, so switching changes nothing until edited.
      const base = current ? current[dark ? "dark" : "light"] : palettes[0]?.light;
      onChange({
        ...edits,
        palette: {
          kind: "custom",
          background: base?.background ?? "#FFFFFF",
          text: base?.ink ?? "#111111",
          brand: base?.primary ?? "#4338CA",
        },
      });
      return;
    }
    onChange({ ...edits, palette: { kind: "curated", id: value, background: dark ? "dark" : "light" } });
  }

  function setColor(which: "background" | "text" | "brand", value: string) {
    if (palette.kind !== "custom") return;
    onChange({ ...edits, palette: { ...palette, [which]: value } }, `palette-${which}`);
  }

  return (
    <EditorSection title="Colours" description="A curated palette, or your own colours.">
      <FormControlLabel
        control={
          <Switch
            checked={dark}
            disabled={palette.kind !== "curated"}
            onChange={(event) =>
              palette.kind === "curated" &&
              onChange({
                ...edits,
                palette: { ...palette, background: event.target.checked ? "dark" : "light" },
              })
            }
          />
        }
        label="Dark background"
      />
      <RadioGroup
        aria-label="Palette"
        name="palette"
        value={palette.kind === "curated" ? palette.id : CUSTOM}
        onChange={(event) => choose(event.target.value)}
      >
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
            columnGap: 1,
            maxHeight: 248,
            overflowY: "auto",
            pr: 1,
            border: "1px solid",
            borderColor: "divider",
            borderRadius: 2,
            px: 1.5,
            py: 0.5,
          }}
        >
          {palettes.map((option) => {
            const colors = option[dark ? "dark" : "light"];
            return (
              <FormControlLabel
                key={option.id}
                value={option.id}
                control={<Radio size="small" />}
                sx={{ m: 0, minWidth: 0 }}
                label={
                  <Stack direction="row" sx={{ gap: 1, alignItems: "center", minWidth: 0 }}>
                    <Swatches colors={[colors.background, colors.primary, colors.secondary, colors.ink]} />
                    <Typography variant="body2" noWrap>
                      {option.label}
                    </Typography>
                  </Stack>
                }
              />
            );
          })}
        </Box>
        <FormControlLabel value={CUSTOM} control={<Radio size="small" />} label="Custom colours" />
      </RadioGroup>
      {palette.kind === "custom" && (
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" }, gap: 1.5 }}>
          <ColorField
            label="Background"
            value={palette.background}
            error={errors.background}
            onChange={(value) => setColor("background", value)}
          />
          <ColorField
            label="Text"
            value={palette.text}
            error={errors.text}
            onChange={(value) => setColor("text", value)}
          />
          <ColorField
            label="Brand"
            value={palette.brand}
            error={errors.brand}
            onChange={(value) => setColor("brand", value)}
          />
        </Box>
      )}
      {warnings}
    </EditorSection>
  );
}
