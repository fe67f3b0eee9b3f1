import { isHexColor } from "@contract";
import { Box, InputAdornment, TextField } from "@mui/material";

interface ColorFieldProps {
  label: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}

/** A #RRGGBB text field with the browser's own colour picker beside it (both keyboard usable). */
export function ColorField({ label, value, error, onChange }: ColorFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      size="small"
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => onChange(event.target.value.trim())}
      autoComplete="off"
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={`${label} colour picker`}
                value={isHexColor(value) ? value.toLowerCase() : "#000000"}
                onChange={(event) => onChange(event.target.value.toUpperCase())}
                sx={{
                  width: 28,
                  height: 28,
                  p: 0,
                  border: "1px solid",
                  borderColor: "divider",
                  borderRadius: 1,
                  bgcolor: "transparent",
                  cursor: "pointer",
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
