import type { DesignEdits, DesignSymbol, IconOption } from "@contract";
import SearchIcon from "@mui/icons-material/Search";
import {
  Box,
  ButtonBase,
  CircularProgress,
  FormControlLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { EditorSection } from "@/features/editor/components/editor-section";
import { useIconSearch } from "@/features/editor/hooks/use-icon-search";

interface SymbolSectionProps {
  edits: DesignEdits;
  /** The icon the design opened with, if any: 'Icon' can always go back to it. */
  initialIcon: IconOption | null;
  /** The chosen layout is built around a symbol, so 'No symbol' is not offered. */
  layoutNeedsSymbol: boolean;
  onChange(next: DesignEdits): void;
}

function IconTile({ icon, selected, onSelect }: { icon: IconOption; selected: boolean; onSelect(): void }) {
  return (
    <ButtonBase
      onClick={onSelect}
      aria-pressed={selected}
      aria-label={`${icon.label} (${icon.set})`}
      title={icon.label}
      sx={{
        flexDirection: "column",
        gap: 0.5,
        p: 1,
        borderRadius: 2,
        border: "2px solid",
        borderColor: selected ? "primary.main" : "divider",
        bgcolor: selected ? "rgba(67, 56, 202, 0.06)" : "background.paper",
        minWidth: 0,
        "&.Mui-focusVisible": { outline: "3px solid", outlineColor: "primary.light", outlineOffset: 2 },
      }}
    >
      <Box component="img" src={icon.preview} alt="" sx={{ width: 32, height: 32 }} />
      <Typography variant="caption" noWrap sx={{ maxWidth: "100%" }}>
        {icon.label}
      </Typography>
    </ButtonBase>
  );
}

/**
 * The design's own mark, the initials, a picture found by word in the engine's icon sets (built
 * into the design's mark, never set alone), or none.
 */
export function SymbolSection({ edits, initialIcon, layoutNeedsSymbol, onChange }: SymbolSectionProps) {
  const [query, setQuery] = useState("");
  // Every icon shown so far, so undo and redo can name whichever icon they bring back.
  const [seen, setSeen] = useState<ReadonlyMap<string, IconOption>>(
    () => new Map(initialIcon ? [[initialIcon.id, initialIcon]] : []),
  );
  const [lastIconId, setLastIconId] = useState<string | null>(initialIcon?.id ?? null);
  const search = useIconSearch(query);
  const { symbol } = edits;
  const currentIconId = symbol.kind === "icon" ? symbol.icon : lastIconId;
  const picked = currentIconId ? (seen.get(currentIconId) ?? null) : null;

  function setSymbol(next: DesignSymbol) {
    onChange({ ...edits, symbol: next });
  }

  function chooseKind(kind: string) {
    if (kind === "icon" && currentIconId) setSymbol({ kind: "icon", icon: currentIconId });
    if (kind === "monogram" || kind === "mark" || kind === "none") setSymbol({ kind });
  }

  function pick(icon: IconOption) {
    setSeen((current) => new Map(current).set(icon.id, icon));
    setLastIconId(icon.id);
    setSymbol({ kind: "icon", icon: icon.id });
  }

  return (
    <EditorSection
      title="Symbol"
      description="Keep the design's own mark, use the initials, or search for a picture to build the mark around."
    >
      <RadioGroup
        row
        aria-label="Symbol"
        name="symbol"
        value={symbol.kind}
        onChange={(e) => chooseKind(e.target.value)}
      >
        <FormControlLabel
          value="icon"
          disabled={!currentIconId}
          control={<Radio size="small" />}
          label={picked ? `Icon: ${picked.label}` : currentIconId ? "Icon" : "Icon (search below)"}
        />
        <FormControlLabel value="monogram" control={<Radio size="small" />} label="Monogram" />
        <FormControlLabel value="mark" control={<Radio size="small" />} label="Designed mark" />
        <FormControlLabel
          value="none"
          disabled={layoutNeedsSymbol}
          control={<Radio size="small" />}
          label="No symbol"
        />
      </RadioGroup>
      <TextField
        label="Search symbols"
        placeholder="e.g. coffee, leaf, rocket"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        size="small"
        fullWidth
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: 40 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: search.searching ? (
              <InputAdornment position="end">
                <CircularProgress size={16} aria-label="Searching" />
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {search.error && (
        <Typography variant="body2" color="error" role="alert">
          {search.error}
        </Typography>
      )}
      {query.trim() !== "" && !search.searching && !search.error && search.results.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No symbols match '{query.trim()}'. Try a simpler word.
        </Typography>
      )}
      {(search.results.length > 0 || picked) && (
        <Stack role="group" aria-label="Symbols" sx={{ gap: 1 }}>
          <Box
            sx={{
              display: "grid",
              gridTemplateColumns: "repeat(auto-fill, minmax(84px, 1fr))",
              gap: 1,
              maxHeight: 232,
              overflowY: "auto",
              p: 0.5,
            }}
          >
            {(search.results.length > 0 ? search.results : picked ? [picked] : []).map((icon) => (
              <IconTile
                key={icon.id}
                icon={icon}
                selected={symbol.kind === "icon" && symbol.icon === icon.id}
                onSelect={() => pick(icon)}
              />
            ))}
          </Box>
        </Stack>
      )}
    </EditorSection>
  );
}
