import {
  type CustomizeLogoResponse,
  DESIGN_MESSAGE,
  type DesignEdits,
  type DesignOptionsResponse,
  type IconOption,
  type Logo,
} from "@contract";
import CloseIcon from "@mui/icons-material/Close";
import RedoIcon from "@mui/icons-material/Redo";
import UndoIcon from "@mui/icons-material/Undo";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from "@mui/material";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { LogoScoreView } from "@/components/logo-score-view";
import type { MockupsSlot } from "@/components/mockups-slot";
import type { MotionSlot } from "@/components/motion-slot";
import { saveLogoDesign } from "@/features/editor/api/save-logo-design";
import { ContrastWarnings } from "@/features/editor/components/contrast-warnings";
import { EditorPreview } from "@/features/editor/components/editor-preview";
import { FontSection } from "@/features/editor/components/font-section";
import { LayoutSection } from "@/features/editor/components/layout-section";
import { PaletteSection } from "@/features/editor/components/palette-section";
import { SymbolSection } from "@/features/editor/components/symbol-section";
import { TextSection } from "@/features/editor/components/text-section";
import { useDesignPreview } from "@/features/editor/hooks/use-design-preview";
import { useDesignScore } from "@/features/editor/hooks/use-design-score";
import { useEditHistory } from "@/features/editor/hooks/use-edit-history";
import { useSettableFonts } from "@/features/editor/hooks/use-settable-fonts";
import { contrastWarnings } from "@/features/editor/lib/contrast-warnings";
import { validateDesign } from "@/features/editor/lib/field-errors";
import { ApiError } from "@/lib/api-error";
import { newIdempotencyKey } from "@/lib/idempotency-key";

const IS_MAC = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
const UNDO_KEYS = IS_MAC ? "⌘Z" : "Ctrl+Z";
const REDO_KEYS = IS_MAC ? "⇧⌘Z" : "Shift+Ctrl+Z";

interface HistoryButtonProps {
  label: string;
  /** The shortcut as this platform writes it, for the tooltip. */
  keys: string;
  /** aria-keyshortcuts: every combination the editor answers. */
  shortcuts: string;
  icon: ReactNode;
  onClick(): void;
  disabled: boolean;
}

/** Undo or redo; the span keeps the tooltip working while the button is disabled. */
function HistoryButton({ label, keys, shortcuts, icon, onClick, disabled }: HistoryButtonProps) {
  return (
    <Tooltip title={`${label} (${keys})`}>
      <span>
        <IconButton onClick={onClick} disabled={disabled} aria-label={label} aria-keyshortcuts={shortcuts}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

interface LogoEditorProps {
  logo: Logo;
  titleId: string;
  initial: DesignEdits;
  initialIcon: IconOption | null;
  options: DesignOptionsResponse;
  /** Phone and small tablet: a small preview stays on top, warnings sit beside the colours. */
  compact: boolean;
  /** `dirty`: there are changes that closing would throw away. */
  onClose(dirty: boolean): void;
  onDirtyChange(dirty: boolean): void;
  onSaved(response: CustomizeLogoResponse): void;
  /** 'See it in use' for the design as edited (unsaved changes included). */
  mockups: MockupsSlot;
  /** 'Play' for the design as edited (unsaved changes included). */
  motion: MotionSlot;
}

/**
 * The editor itself: the controls on one side, the live preview on the other (above them on a
 * phone), undo and redo in the title bar. Every change is one step of the history; saving sends
 * the present design and files it as a new logo in the same group.
 */
export function LogoEditor({
  logo,
  titleId,
  initial,
  initialIcon,
  options,
  compact,
  onClose,
  onDirtyChange,
  onSaved,
  mockups: MockupsButton,
  motion: MotionButton,
}: LogoEditorProps) {
  const history = useEditHistory(initial);
  const edits = history.present;
  // Undoing back to the start leaves nothing to lose.
  const dirty = edits !== initial;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const validation = useMemo(() => validateDesign(edits), [edits]);
  const preview = useDesignPreview(logo.id, validation.edits);
  const designScore = useDesignScore(logo.id, validation.edits);
  const warnings = useMemo(() => contrastWarnings(edits, preview.contrast), [edits, preview.contrast]);
  const layout = options.layouts.find((option) => option.id === edits.layout);
  // Only fonts that can set the name as typed: a Latin face would leave an Arabic name to Naskh.
  const settable = useSettableFonts(edits.brandName);
  const fonts = useMemo(
    () => (settable ? options.fonts.filter((font) => settable.has(font.id)) : options.fonts),
    [options.fonts, settable],
  );
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // One key per design sent: a retry of the same design after a lost answer is not saved twice.
  const attempt = useRef<{ body: string; key: string } | null>(null);

  async function save() {
    const body = validation.edits;
    if (!body || saving) return;
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
    setSaving(true);
    setSaveError(null);
    try {
      onSaved(await saveLogoDesign(logo.id, body, attempt.current.key));
    } catch (error) {
      setSaveError(error instanceof ApiError ? error.message : DESIGN_MESSAGE.saveFailed);
      setSaving(false);
    }
  }

  return (
    <Box
      onKeyDown={history.onKeyDown}
      sx={{ display: "flex", flexDirection: "column", flex: 1, minHeight: 0, height: "100%" }}
    >
      <DialogTitle
        id={titleId}
        component="div"
        sx={{ display: "flex", alignItems: "center", gap: 1, pr: 1.5, py: 1.5 }}
      >
        <Typography variant="h6" component="h2" sx={{ fontWeight: 800, flex: 1, minWidth: 0 }} noWrap>
          Customize logo
        </Typography>
        <HistoryButton
          label="Undo"
          keys={UNDO_KEYS}
          shortcuts="Control+Z Meta+Z"
          icon={<UndoIcon />}
          onClick={history.undo}
          disabled={!history.canUndo}
        />
        <HistoryButton
          label="Redo"
          keys={REDO_KEYS}
          shortcuts="Shift+Control+Z Shift+Meta+Z Control+Y"
          icon={<RedoIcon />}
          onClick={history.redo}
          disabled={!history.canRedo}
        />
        <IconButton onClick={() => onClose(dirty)} aria-label="Close editor">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Divider />
      <DialogContent sx={{ p: 0, flex: 1, minHeight: 0 }}>
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: compact ? "minmax(0, 1fr)" : "minmax(0, 5fr) minmax(0, 6fr)",
            alignItems: "start",
            gap: compact ? 0 : 4,
            px: compact ? 2 : 3,
            pb: 3,
          }}
        >
          <Box
            sx={{
              position: "sticky",
              top: 0,
              zIndex: 2,
              bgcolor: "background.paper",
              pt: 2,
              pb: compact ? 1.5 : 0,
              // On a phone the preview stays in view while the controls scroll under it.
              mx: compact ? -2 : 0,
              px: compact ? 2 : 0,
              boxShadow: compact ? "0 6px 8px -8px rgba(17, 24, 39, 0.35)" : "none",
            }}
          >
            {/* On a desktop the preview, caption and warnings must fit the dialog's height. */}
            <Box sx={{ maxWidth: compact ? 220 : "min(100%, calc(100vh - 380px))", mx: "auto" }}>
              <EditorPreview
                image={preview.image ?? logo.url}
                alt={`Preview of the customized ${edits.brandName || "logo"} logo`}
                updating={preview.updating}
                error={preview.error}
                invalid={validation.edits === null}
                lowContrast={compact && warnings.length > 0}
              />
            </Box>
            {validation.edits && (
              <Box sx={{ mt: 1, display: "flex", flexWrap: "wrap", justifyContent: "center", gap: 1 }}>
                <MockupsButton logo={logo} brandName={edits.brandName} design={validation.edits} />
                <MotionButton logo={logo} brandName={edits.brandName} design={validation.edits} />
              </Box>
            )}
            {designScore.score && (
              <Box
                sx={{
                  mt: 1,
                  display: "flex",
                  justifyContent: "center",
                  opacity: designScore.updating ? 0.6 : 1,
                }}
                aria-busy={designScore.updating}
              >
                <LogoScoreView score={designScore.score} compact />
              </Box>
            )}
            {!compact && (
              <Box sx={{ mt: 1.5 }}>
                <ContrastWarnings warnings={warnings} />
              </Box>
            )}
          </Box>
          <Stack sx={{ gap: 3, pt: 2, minWidth: 0 }}>
            <TextSection
              edits={edits}
              errors={validation.errors}
              layoutShowsTagline={layout?.showsTagline ?? true}
              onChange={history.change}
            />
            <PaletteSection
              edits={edits}
              palettes={options.palettes}
              errors={validation.errors}
              warnings={compact ? <ContrastWarnings warnings={warnings} /> : undefined}
              onChange={history.change}
            />
            <FontSection
              edits={edits}
              fonts={fonts}
              note={settable && !settable.has(edits.font) ? DESIGN_MESSAGE.fontCannotSetName : null}
              onChange={history.change}
            />
            <LayoutSection edits={edits} layouts={options.layouts} onChange={history.change} />
            <SymbolSection
              edits={edits}
              initialIcon={initialIcon}
              layoutNeedsSymbol={layout?.needsSymbol ?? false}
              onChange={history.change}
            />
          </Stack>
        </Box>
      </DialogContent>
      <Divider />
      <DialogActions sx={{ px: compact ? 2 : 3, py: 1.5, gap: 1, flexWrap: "wrap" }}>
        {saveError && (
          <Alert severity="error" sx={{ flex: "1 1 100%", m: 0 }}>
            {saveError}
          </Alert>
        )}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flex: "1 1 240px", m: 0, fontSize: { xs: "0.8rem", sm: "0.875rem" } }}
        >
          Saving adds a new logo to this concept. Customizing is free: it uses no generation credit.
        </Typography>
        <Button onClick={() => onClose(dirty)} disabled={saving}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={validation.edits === null || saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {saving ? "Saving…" : "Save as new logo"}
        </Button>
      </DialogActions>
    </Box>
  );
}
