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

/**
 * The details as the API will store them: the contract's cleaning (invisible characters and
 * bidi overrides out, spaces collapsed, NFC), so the form, the saved draft and the new project
 * agree. Called once the details are valid; an invalid field is returned as typed.
 */
export function cleanBrand(values: ProjectDetails): ProjectDetails {
  return {
    name: BrandName.safeParse(values.name).data ?? values.name,
    description: BrandDescription.safeParse(values.description).data ?? values.description,
  };
}
