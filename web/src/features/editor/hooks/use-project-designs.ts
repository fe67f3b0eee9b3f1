import type { LogoCustomizability } from "@contract";
import { useEffect, useMemo, useState } from "react";
import { getProjectDesigns } from "@/features/editor/api/get-project-designs";
import { loadDesignOptions } from "@/features/editor/hooks/use-design-options";

/**
 * Which of a project's logos the editor can open, for the cards' Customize buttons. Asked again
 * whenever the project's logos change (a generation or a save adds some); until the answer comes
 * a logo reads as unknown, and its button stays usable: the editor then says why if it cannot.
 */
export function useProjectDesigns(
  projectId: string | null,
  logoIds: readonly string[],
): (logoId: string) => LogoCustomizability | undefined {
  const [known, setKnown] = useState<Record<string, LogoCustomizability>>({});
  const signature = useMemo(() => [...logoIds].sort().join(","), [logoIds]);

  useEffect(() => {
    if (!projectId || signature === "") return;
    const controller = new AbortController();
    getProjectDesigns(projectId, controller.signal)
      .then((response) => {
        if (controller.signal.aborted) return;
        setKnown((current) => ({ ...current, ...response.logos }));
        // The editor's options take a while to build on a cold server: fetch them before the
        // first 'Customize' click needs them (once per visit; a failure is retried on opening).
        if (Object.values(response.logos).some((logo) => logo.customizable)) {
          loadDesignOptions().catch(() => undefined);
        }
      })
      .catch(() => {
        // Unknown stays unknown: the buttons work and the editor explains any refusal itself.
      });
    return () => controller.abort();
  }, [projectId, signature]);

  return (logoId) => known[logoId];
}
