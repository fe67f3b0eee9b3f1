/**
 * Stationery: the business cards, letterheads and e-mail signature made with the owner's
 * contact details from the form on /exports/{id}. Every field may stay empty: empty fields are
 * left off the files, and until any is given the files show placeholders.
 */
import { z } from "zod";
import { userText } from "./user-text";

/**
 * Each detail is printed on one line. A name or role is cleaned as a name (what Arabic, Hebrew
 * or Indic names need stays); a phone, e-mail or website as an address, with nothing invisible
 * left in it, its path included.
 */
const optionalDetail = (label: string, max: number, kind: "line" | "address" = "line") =>
  userText(kind).max(max, `${label} can be at most ${max} characters`).default("");

/** A phone number as people write it: digits, spaces, +, (), ., - and / (an extension with x). */
const PHONE = /^[+()\d][\d\s().\-/x]*$/i;
/**
 * A website as people write it (example.com, www.example.com/shop, café.example) or a full
 * http(s) URL: a dotted host name, then any port and path.
 */
const WEBSITE =
  /^(https?:\/\/)?[\p{L}\p{N}]([\p{L}\p{N}-]*[\p{L}\p{N}])?(\.[\p{L}\p{N}]([\p{L}\p{N}-]*[\p{L}\p{N}])?)+(:\d+)?([/?#]\S*)?$/iu;

export const ContactDetails = z.object({
  name: optionalDetail("The name", 60),
  role: optionalDetail("The role", 60),
  phone: optionalDetail("The phone number", 30, "address").refine(
    (value) => value === "" || PHONE.test(value),
    "Enter a phone number with digits, spaces and + ( ) - only",
  ),
  email: optionalDetail("The e-mail address", 100, "address").refine(
    (value) => value === "" || z.email().safeParse(value).success,
    "Enter an e-mail address like name@example.com",
  ),
  website: optionalDetail("The website", 100, "address").refine(
    (value) => value === "" || WEBSITE.test(value),
    "Enter a website like example.com",
  ),
});
export type ContactDetails = z.infer<typeof ContactDetails>;

export const STATIONERY_TEXT = {
  heading: "Business cards, letterhead and e-mail signature",
  intro:
    "Print-ready business cards (85 x 55 mm and 3.5 x 2 in, 3 mm bleed, crop marks), letterheads (A4 and US Letter) and an e-mail signature, made with your details. Fields you leave empty are left off; until you fill any, the files show placeholders.",
  labels: { name: "Name", role: "Role", phone: "Phone", email: "E-mail", website: "Website" },
  /** What the files show while a field is empty, and the form's hints. */
  placeholders: {
    name: "Your Name",
    role: "Founder",
    phone: "+1 555 010 0100",
    email: "hello@example.com",
    website: "example.com",
  },
  make: "Make my stationery",
  update: "Update stationery",
  saving: "Making your stationery…",
  saved: "Your stationery is ready: download the files below.",
  copySignature: "Copy signature",
  signatureCopied: "Signature copied: paste it into your mail app's signature settings.",
  copyFailed: "The signature could not be copied. Download the signature file instead.",
  filesLabel: "Stationery files",
} as const;
