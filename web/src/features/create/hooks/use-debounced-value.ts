import { useEffect, useState } from "react";

/** Inputs are debounced 300 ms. */
const INPUT_DEBOUNCE_MS = 300;

/** The value as it was once it stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = INPUT_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
