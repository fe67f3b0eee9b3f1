import { MOTION_STYLES, MOTION_TEXT, type MotionStyle } from "@contract";
import {
  Box,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from "@mui/material";
import { useId } from "react";

interface MotionStylePickerProps {
  value: MotionStyle | null;
  /** The style chosen to fit the design, marked as such; null before the first answer. */
  fittingStyle: MotionStyle | null;
  onChange(style: MotionStyle): void;
}

/** The five animation styles as a radio group: each with its name and what it suits. */
export function MotionStylePicker({ value, fittingStyle, onChange }: MotionStylePickerProps) {
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel id={labelId} component="legend" sx={{ fontWeight: 700, color: "text.primary", mb: 0.5 }}>
        {MOTION_TEXT.styleLabel}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={labelId}
        value={value ?? ""}
        onChange={(event) => {
          const style = MOTION_STYLES.find((entry) => entry.id === event.target.value);
          if (style) onChange(style.id);
        }}
      >
        {MOTION_STYLES.map((style) => (
          <FormControlLabel
            key={style.id}
            value={style.id}
            control={<Radio size="small" />}
            sx={{ alignItems: "flex-start", mr: 0, py: 0.5, "& .MuiRadio-root": { mt: -0.5 } }}
            label={
              <Box>
                <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
                  <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
                    {style.label}
                  </Typography>
                  {style.id === fittingStyle && (
                    <Chip label={MOTION_TEXT.fitted} size="small" color="primary" variant="outlined" />
                  )}
                </Box>
                <Typography variant="body2" component="span" color="text.secondary" sx={{ display: "block" }}>
                  {style.description}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
