/** The Lottie schema's own validator (lottie-specs, on ajv's 2020 draft): its errors for an animation. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Ajv2020 } from "ajv/dist/2020";

const requireHere = createRequire(__filename);
const { LottieValidator, get_schema_path } = requireHere(
  "@lottie-animation-community/lottie-specs/src/validator-node.js",
) as {
  LottieValidator: new (
    ajv: unknown,
    schema: unknown,
  ) => { validate(data: unknown, warnings?: boolean): { type: string; message: string; path: string }[] };
  get_schema_path(): string;
};

let validator: InstanceType<typeof LottieValidator> | undefined;

export function lottieSchemaErrors(animation: unknown): { type: string; message: string; path: string }[] {
  validator ??= new LottieValidator(Ajv2020, JSON.parse(readFileSync(get_schema_path(), "utf8")));
  return validator.validate(animation, false);
}
