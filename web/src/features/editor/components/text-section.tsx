import { BRAND_NAME_MAX, type DesignEdits, TAGLINE_MAX } from "@contract";
import { Stack, TextField } from "@mui/material";
import { EditorSection } from "@/features/editor/components/editor-section";
import type { EditorField } from "@/features/editor/lib/field-errors";

interface TextSectionProps {
  edits: DesignEdits;
  errors: Partial<Record<EditorField, string>>;
  /** False when the chosen layout has no place for a tagline. */
  layoutShowsTagline: boolean;
  onChange(next: DesignEdits, field: "brandName" | "tagline"): void;
}

export function TextSection({ edits, errors, layoutShowsTagline, onChange }: TextSectionProps) {
  const taglineHint = !layoutShowsTagline
    ? "The 'Name only' layout shows no tagline: choose another layout to see it."
    : `Leave it empty for no tagline (${edits.tagline.length}/${TAGLINE_MAX}).`;
  return (
    <EditorSection title="Text">
      <Stack sx={{ gap: 2 }}>
        <TextField
          label="Brand name"
          value={edits.brandName}
          onChange={(event) => onChange({ ...edits, brandName: event.target.value }, "brandName")}
          error={Boolean(errors.brandName)}
          helperText={errors.brandName}
          required
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: BRAND_NAME_MAX, dir: "auto" } }}
        />
        <TextField
          label="Tagline"
          value={edits.tagline}
          onChange={(event) => onChange({ ...edits, tagline: event.target.value }, "tagline")}
          error={Boolean(errors.tagline)}
          helperText={errors.tagline ?? taglineHint}
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: TAGLINE_MAX, dir: "auto" } }}
        />
      </Stack>
    </EditorSection>
  );
}
