import type { DesignEdits, DesignLayoutOption } from "@contract";
import { Box, FormControlLabel, Radio, RadioGroup } from "@mui/material";
import { EditorSection } from "@/features/editor/components/editor-section";

interface LayoutSectionProps {
  edits: DesignEdits;
  layouts: DesignLayoutOption[];
  onChange(next: DesignEdits): void;
}

/** The engine's lockups; those built around a symbol wait until the design has one. */
export function LayoutSection({ edits, layouts, onChange }: LayoutSectionProps) {
  const noSymbol = edits.symbol.kind === "none";
  return (
    <EditorSection title="Layout">
      <RadioGroup
        aria-label="Layout"
        name="layout"
        value={edits.layout}
        onChange={(event) => onChange({ ...edits, layout: event.target.value })}
      >
        <Box
          sx={{ display: "grid", gridTemplateColumns: { xs: "1fr 1fr", sm: "1fr 1fr 1fr" }, columnGap: 1 }}
        >
          {layouts.map((layout) => (
            <FormControlLabel
              key={layout.id}
              value={layout.id}
              control={<Radio size="small" />}
              label={layout.label}
              disabled={layout.needsSymbol && noSymbol}
              sx={{ m: 0, minWidth: 0 }}
            />
          ))}
        </Box>
      </RadioGroup>
    </EditorSection>
  );
}
