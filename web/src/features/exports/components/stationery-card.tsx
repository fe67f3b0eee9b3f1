import { API_FALLBACK, ContactDetails, type Export, STATIONERY_TEXT, type StationeryFile } from "@contract";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import { Alert, Box, Button, CircularProgress, Grid, Stack, TextField, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { TitledSection } from "@/components/titled-section";
import { visuallyHidden } from "@/components/visually-hidden";
import { downloadStationeryFile } from "@/features/exports/api/export-downloads";
import { saveStationery } from "@/features/exports/api/exports-api";
import { useDownload } from "@/features/exports/hooks/use-download";
import { copyRichText } from "@/features/exports/lib/copy-rich-text";
import { formatBytes } from "@/features/exports/lib/export-format";
import { ApiError } from "@/lib/api-error";
import { useSession } from "@/lib/session";

type Field = keyof ContactDetails;
const FIELDS: { name: Field; type: string; autoComplete: string }[] = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "role", type: "text", autoComplete: "organization-title" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "website", type: "text", autoComplete: "url" },
];

type Values = Record<Field, string>;

/** The saved details, else what the profile knows (the account's name and e-mail). */
function initialValues(exportItem: Export, profile: { name: string; email: string }): Values {
  const saved = exportItem.stationery?.details;
  return {
    name: saved?.name ?? profile.name,
    role: saved?.role ?? "",
    phone: saved?.phone ?? "",
    email: saved?.email ?? profile.email,
    website: saved?.website ?? "",
  };
}

/**
 * The plain-text signature beside the HTML one: the saved details, already cleaned by the API,
 * so both say the same thing even while the form holds unsaved edits.
 */
function signatureText(details: ContactDetails): string {
  return [details.name, details.role, details.phone, details.email, details.website]
    .filter(Boolean)
    .join("\n");
}

function FileRow({ file }: { file: StationeryFile }) {
  const download = useDownload(() => downloadStationeryFile(file));
  return (
    <Box component="li" sx={{ display: "flex", gap: 1.5, alignItems: "center", py: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
          {file.fileName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {file.purpose} · {formatBytes(file.bytes)}
        </Typography>
        {download.error && (
          <Alert severity="error" onClose={download.clearError} sx={{ mt: 1 }}>
            {download.error}
          </Alert>
        )}
      </Box>
      <Button
        variant="outlined"
        size="small"
        onClick={() => void download.start()}
        disabled={download.downloading}
        startIcon={
          download.downloading ? <CircularProgress size={14} color="inherit" /> : <FileDownloadOutlinedIcon />
        }
        sx={{ flexShrink: 0 }}
      >
        Download<Box component="span" sx={visuallyHidden}>{` ${file.fileName}`}</Box>
      </Button>
    </Box>
  );
}

interface StationeryCardProps {
  exportItem: Export;
  /** The export as the API answered after saving. */
  onSaved(exportItem: Export): void;
}

/**
 * Business cards, letterheads and the e-mail signature with the owner's details: a short form,
 * prefilled from the profile, that rebuilds the files on every save; then each file to download
 * and the signature to copy into a mail app.
 */
export function StationeryCard({ exportItem, onSaved }: StationeryCardProps) {
  const { user } = useSession();
  const [values, setValues] = useState<Values>(() =>
    initialValues(exportItem, { name: user?.displayName ?? "", email: user?.email ?? "" }),
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The answer to a save is the newest state: shown at once, before the page reads the export again.
  const [saved, setSaved] = useState<Export["stationery"]>(null);
  const stationery =
    saved && (!exportItem.stationery || saved.updatedAt >= exportItem.stationery.updatedAt)
      ? saved
      : exportItem.stationery;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ContactDetails.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === "string" && field in values) next[field as Field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    setSaveError(null);
    setNotice(null);
    try {
      const updated = await saveStationery(exportItem.id, parsed.data);
      setSaved(updated.stationery);
      onSaved(updated);
      setNotice(STATIONERY_TEXT.saved);
    } catch (failure) {
      setSaveError(failure instanceof ApiError ? failure.message : API_FALLBACK.saveStationery);
    } finally {
      setSaving(false);
    }
  }

  async function copySignature() {
    if (!stationery) return;
    setNotice(null);
    try {
      await copyRichText(stationery.signatureHtml, signatureText(stationery.details));
      setNotice(STATIONERY_TEXT.signatureCopied);
    } catch {
      setSaveError(STATIONERY_TEXT.copyFailed);
    }
  }

  return (
    <TitledSection title={STATIONERY_TEXT.heading} intro={STATIONERY_TEXT.intro}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Grid container spacing={2}>
          {FIELDS.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: 6, md: field.name === "website" ? 12 : 6 }}>
              <TextField
                fullWidth
                size="small"
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                label={STATIONERY_TEXT.labels[field.name]}
                placeholder={STATIONERY_TEXT.placeholders[field.name]}
                value={values[field.name]}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field.name]: event.target.value }))
                }
                error={errors[field.name] !== undefined}
                helperText={errors[field.name]}
                // A name or address in Arabic or Hebrew is typed right to left.
                slotProps={{ htmlInput: { dir: "auto" } }}
              />
            </Grid>
          ))}
        </Grid>
        <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1.5, mt: 2, alignItems: { sm: "center" } }}>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {saving ? STATIONERY_TEXT.saving : stationery ? STATIONERY_TEXT.update : STATIONERY_TEXT.make}
          </Button>
          {stationery && (
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copySignature()}>
              {STATIONERY_TEXT.copySignature}
            </Button>
          )}
        </Stack>
      </Box>
      <Box role="status" aria-live="polite">
        {notice && <Alert severity="success">{notice}</Alert>}
      </Box>
      {saveError && (
        <Alert severity="error" onClose={() => setSaveError(null)}>
          {saveError}
        </Alert>
      )}
      {stationery && (
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label={STATIONERY_TEXT.filesLabel}>
          {stationery.files.map((file) => (
            <FileRow key={file.fileName} file={file} />
          ))}
        </Box>
      )}
    </TitledSection>
  );
}
