import {
  BRAND_DESCRIPTION_MAX,
  BRAND_NAME_MAX,
  FIRST_CREATE_PROMPTS,
  LOGOS_PER_PROMPT,
  type ProjectDetails,
  SCREEN_MESSAGE,
} from "@contract";
import AutoAwesomeIcon from "@mui/icons-material/AutoAwesome";
import CloseIcon from "@mui/icons-material/Close";
import { Alert, Button, IconButton, InputAdornment, Link, Stack, TextField, Typography } from "@mui/material";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { GenerationOverlay } from "@/features/create/components/generation-overlay";
import { useDebouncedValue } from "@/features/create/hooks/use-debounced-value";
import { type BrandErrors, cleanBrand, validateBrand } from "@/features/create/lib/validate-brand";
import { useLogoGeneration } from "@/flows/generation/use-logo-generation";
import { useLogoSession } from "@/stores/logo-session-store";
import { useMembership } from "@/stores/membership-store";

type Field = keyof ProjectDetails;
const FIELDS: Field[] = ["name", "description"];
const LOGOS_PER_CREATE = LOGOS_PER_PROMPT * FIRST_CREATE_PROMPTS;

interface CreateLogoFormProps {
  /** The generation quota is gone: the page opens the upgrade modal. */
  onLimitReached(): void;
}

export function CreateLogoForm({ onLimitReached }: CreateLogoFormProps) {
  const navigate = useNavigate();
  const session = useLogoSession();
  const { quota, loaded } = useMembership();
  const generation = useLogoGeneration({ onLimitReached });

  // Restored from localStorage by the session store on load.
  const [values, setValues] = useState<ProjectDetails>(session.state.projectDetails);
  // Which fields the user has typed in; a ref because only the debounced value triggers validation.
  const touched = useRef<Record<Field, boolean>>({ name: false, description: false });
  const [errors, setErrors] = useState<BrandErrors>({});
  const settled = useDebouncedValue(values);
  const inputs = useRef<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>({
    name: null,
    description: null,
  });

  const { setProjectDetails } = session;
  useEffect(() => {
    setProjectDetails(settled);
  }, [settled, setProjectDetails]);

  // Messages follow the debounced value, and only for fields the user has typed in.
  useEffect(() => {
    const found = validateBrand(settled);
    setErrors({
      name: touched.current.name ? found.name : undefined,
      description: touched.current.description ? found.description : undefined,
    });
  }, [settled]);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    touched.current[field] = true;
  }

  function clear(field: Field) {
    setValues((current) => ({ ...current, [field]: "" }));
    // A cleared field is a fresh start, not a mistake: no message until the user types or submits.
    touched.current[field] = false;
    setErrors((current) => ({ ...current, [field]: undefined }));
    inputs.current[field]?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (generation.generating) return;
    const found = validateBrand(values);
    touched.current = { name: true, description: true };
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    const details = cleanBrand(values);
    setValues(details);
    setProjectDetails(details);
    const outcome = await generation.createProject(details);
    if (outcome === "generated") navigate("/logo-designs");
  }

  function clearButton(field: Field, label: string) {
    if (values[field] === "") return undefined;
    return (
      <InputAdornment position="end" sx={{ alignSelf: field === "description" ? "flex-start" : "center" }}>
        <IconButton aria-label={`Clear ${label}`} edge="end" size="small" onClick={() => clear(field)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </InputAdornment>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 3 }} aria-label="Brand details">
      <TextField
        label="Brand name"
        placeholder="e.g. Crumb & Co."
        value={values.name}
        onChange={(event) => change("name", event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name ?? " "}
        required
        fullWidth
        autoComplete="organization"
        inputRef={(element: HTMLInputElement | null) => {
          inputs.current.name = element;
        }}
        slotProps={{
          htmlInput: { maxLength: BRAND_NAME_MAX, dir: "auto" },
          input: { endAdornment: clearButton("name", "brand name") },
        }}
      />
      <TextField
        label="Brand description"
        placeholder="What do you do, who is it for, and how should it feel? e.g. Artisan sourdough bakery, warm and friendly."
        value={values.description}
        onChange={(event) => change("description", event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description ?? `${values.description.length}/${BRAND_DESCRIPTION_MAX}`}
        required
        fullWidth
        multiline
        minRows={4}
        maxRows={10}
        inputRef={(element: HTMLTextAreaElement | null) => {
          inputs.current.description = element;
        }}
        slotProps={{
          htmlInput: { maxLength: BRAND_DESCRIPTION_MAX, dir: "auto" },
          input: { endAdornment: clearButton("description", "brand description") },
          formHelperText: { sx: { textAlign: errors.description ? "left" : "right" } },
        }}
      />

      {generation.error && (
        <Alert severity="error" onClose={generation.dismissError}>
          {generation.error}
          {generation.error === SCREEN_MESSAGE.generationLimitReached && (
            <>
              {" "}
              <Link component={RouterLink} to="/quota-reached" sx={{ fontWeight: 600 }}>
                See plans
              </Link>
            </>
          )}
        </Alert>
      )}

      <Stack sx={{ gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<AutoAwesomeIcon />}
          disabled={generation.generating}
          sx={{ py: 1.5, fontSize: { xs: "1rem", sm: "1.05rem" }, whiteSpace: "nowrap" }}
        >
          Generate Logo Designs
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: "center" }}>
          {loaded
            ? `Creates up to ${LOGOS_PER_CREATE} logo designs · ${quota.remaining} of ${quota.limit} generations left`
            : `Creates up to ${LOGOS_PER_CREATE} logo designs`}
        </Typography>
      </Stack>

      <GenerationOverlay open={generation.generating} />
    </Stack>
  );
}
