import { BRAND_DESCRIPTION_MAX, BRAND_NAME_MAX, type ProjectDetails } from "@contract";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { type FormEvent, useEffect, useId, useState } from "react";
import {
  type ProjectDetailsErrors,
  validateProjectDetails,
} from "@/features/designs/lib/validate-project-details";

interface EditProjectDialogProps {
  open: boolean;
  initial: ProjectDetails;
  onClose(): void;
  /** Called with trimmed, valid details. */
  onSave(details: ProjectDetails): void;
}

/** 'Edit Project Details', both fields required, 'Save & Create'. */
export function EditProjectDialog({ open, initial, onClose, onSave }: EditProjectDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProjectDetailsErrors>({});
  const [submitted, setSubmitted] = useState(false);

  // Each opening starts from the project's current brief.
  useEffect(() => {
    if (open) {
      setValues(initial);
      setErrors({});
      setSubmitted(false);
    }
  }, [open, initial]);

  function change(field: keyof ProjectDetails, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a failed save, messages follow the typing so they disappear once fixed.
    if (submitted) {
      const result = validateProjectDetails(next);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const result = validateProjectDetails(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSave(result.details);
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: "flex", flexDirection: "column", flex: 1, minHeight: 0 }}
      >
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          Edit Project Details
        </DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2.5, pt: 1 }}>
            <TextField
              label="Brand Name"
              value={values.name}
              onChange={(event) => change("name", event.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name}
              required
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: BRAND_NAME_MAX, dir: "auto" } }}
            />
            <TextField
              label="Brand Description"
              value={values.description}
              onChange={(event) => change("description", event.target.value)}
              error={Boolean(errors.description)}
              helperText={errors.description}
              required
              fullWidth
              multiline
              minRows={4}
              maxRows={10}
              slotProps={{ htmlInput: { maxLength: BRAND_DESCRIPTION_MAX, dir: "auto" } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save &amp; Create
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
