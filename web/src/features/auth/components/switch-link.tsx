import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";

/** "Don't have an account? Sign up" and friends: a sentence ending in a button-like link. */
export function SwitchLink({ prompt, action, onClick }: { prompt: string; action: string; onClick(): void }) {
  return (
    <Typography variant="body2" color="text.secondary" align="center">
      {prompt}{" "}
      <Link component="button" type="button" variant="body2" onClick={onClick} sx={{ fontWeight: 600 }}>
        {action}
      </Link>
    </Typography>
  );
}
