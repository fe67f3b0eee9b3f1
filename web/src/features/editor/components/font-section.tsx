import type { DesignEdits, DesignFontOption } from "@contract";
import { Alert, Box, FormControlLabel, Radio, RadioGroup, Stack, Typography } from "@mui/material";
import { EditorSection } from "@/features/editor/components/editor-section";

interface FontSectionProps {
  edits: DesignEdits;
  /** Only the fonts that can set the name. */
  fonts: DesignFontOption[];
  /** Why the chosen font is not in the list (the name changed under it), if it is not. */
  note: string | null;
  onChange(next: DesignEdits): void;
}

/** The engine's type families, each shown in itself (an outlined sample, no web fonts). */
export function FontSection({ edits, fonts, note, onChange }: FontSectionProps) {
  return (
    <EditorSection title="Font" description="The brand name's typeface.">
      {note && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {note}
        </Alert>
      )}
      <RadioGroup
        aria-label="Font"
        name="font"
        value={edits.font}
        onChange={(event) => onChange({ ...edits, font: event.target.value })}
      >
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
            columnGap: 1,
            maxHeight: 248,
            overflowY: "auto",
            border: "1px solid",
            borderColor: "divider",
            borderRadius: 2,
            px: 1.5,
            py: 0.5,
          }}
        >
          {fonts.map((font) => (
            <FormControlLabel
              key={font.id}
              value={font.id}
              control={<Radio size="small" />}
              sx={{ m: 0, minWidth: 0, py: 0.25 }}
              label={
                <Stack sx={{ minWidth: 0 }}>
                  <Box
                    component="img"
                    src={font.sample}
                    alt={font.label}
                    sx={{
                      height: 22,
                      width: "auto",
                      maxWidth: "100%",
                      objectFit: "contain",
                      objectPosition: "left",
                    }}
                  />
                  <Typography variant="caption" color="text.secondary" noWrap>
                    {font.category}
                  </Typography>
                </Stack>
              }
            />
          ))}
        </Box>
      </RadioGroup>
    </EditorSection>
  );
}
