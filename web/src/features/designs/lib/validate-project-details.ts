import { ProjectDetails } from "@contract";

export type ProjectDetailsErrors = Partial<Record<keyof ProjectDetails, string>>;

/** Both fields are required and trimmed; the messages come from the contract. */
export function validateProjectDetails(
  values: ProjectDetails,
): { ok: true; details: ProjectDetails } | { ok: false; errors: ProjectDetailsErrors } {
  const result = ProjectDetails.safeParse(values);
  if (result.success) return { ok: true, details: result.data };
  const errors: ProjectDetailsErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "name" || field === "description") && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
