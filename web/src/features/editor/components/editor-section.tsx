import { Stack, Typography } from "@mui/material";
import { type ReactNode, useId } from "react";

interface EditorSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One group of the editor's controls, named for screen readers by its heading. */
export function EditorSection({ title, description, children }: EditorSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 1.25 }}>
      <Stack sx={{ gap: 0.25 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
