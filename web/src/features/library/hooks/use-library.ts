import { SCREEN_MESSAGE } from "@contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { getLibrary, type Library } from "@/features/library/api/get-library";

type LibraryState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; library: Library };

/** Loads the user's projects and logos once; `reload` refreshes them (quietly if data is shown). */
export function useLibrary() {
  const [state, setState] = useState<LibraryState>({ status: "loading" });
  const latest = useRef(0);

  const load = useCallback(async (quietly: boolean) => {
    const request = ++latest.current;
    if (!quietly) setState({ status: "loading" });
    try {
      const library = await getLibrary();
      // An older request finishing late must not overwrite a newer answer.
      if (request !== latest.current) return;
      setState({ status: "ready", library });
    } catch {
      if (request !== latest.current) return;
      setState({ status: "error", message: SCREEN_MESSAGE.loadLogosFailed });
    }
  }, []);

  useEffect(() => {
    void load(false);
  }, [load]);

  const reload = useCallback(() => load(state.status === "ready"), [load, state.status]);
  return { state, reload };
}
