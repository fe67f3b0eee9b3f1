import { BrandDescription, BrandName, type ProjectDetails } from "@contract";

export interface BrandErrors {
  name?: string;
  description?: string;
}

/** The contract's own schemas: trimmed, required, length-limited, with the spec's messages. */
export function validateBrand(values: ProjectDetails): BrandErrors {
  const name = BrandName.safeParse(values.name);
  const description = BrandDescription.safeParse(values.description);
  return {
    name: name.success ? undefined : name.error.issues[0]?.message,
    description: description.success ? undefined : description.error.issues[0]?.message,
  };
}

export function trimBrand(values: ProjectDetails): ProjectDetails {
  return { name: values.name.trim(), description: values.description.trim() };
}
