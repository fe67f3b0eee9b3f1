import { describe, expect, it } from "vitest";
import { cardNumberDigits, digitsOnly, formatCardNumber, formatCvv, formatExpiry } from "./card-format";

describe("formatCardNumber", () => {
  it.each([
    ["", ""],
    ["4", "4"],
    ["4242", "4242"],
    ["42424", "4242 4"],
    ["4242424242424242", "4242 4242 4242 4242"],
    ["4242 4242 4242 4242", "4242 4242 4242 4242"],
    ["4242-4242-4242-4242", "4242 4242 4242 4242"],
    ["4a2b4c2d", "4242"],
  ])("%j -> %j", (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it("keeps at most 16 digits, so the field is never longer than 19 characters", () => {
    const shown = formatCardNumber("42424242424242429999");
    expect(shown).toBe("4242 4242 4242 4242");
    expect(shown).toHaveLength(19);
  });

  it("gives the number without spaces for the payment call", () => {
    expect(cardNumberDigits("4242 4242 4242 4242")).toBe("4242424242424242");
  });
});

describe("formatExpiry", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["12", "12"],
    ["123", "12/3"],
    ["1231", "12/31"],
    ["12/31", "12/31"],
    ["12/315", "12/31"],
    ["0", "0"],
    ["05", "05"],
    ["0530", "05/30"],
    ["5", "05"],
    ["530", "05/30"],
    ["ab12cd34", "12/34"],
  ])("%j -> %j", (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it("never exceeds MM/YY (5 characters)", () => {
    expect(formatExpiry("123456789")).toHaveLength(5);
  });

  it("lets the visitor delete back over the slash", () => {
    // Deleting the '3' of '12/3' leaves '12/', which reads back as '12'.
    expect(formatExpiry("12/")).toBe("12");
  });
});

describe("formatCvv and digitsOnly", () => {
  it("keeps digits only, at most 4", () => {
    expect(formatCvv("12a3")).toBe("123");
    expect(formatCvv("123456")).toBe("1234");
    expect(formatCvv("abc")).toBe("");
    expect(digitsOnly(" 1-2 3 ")).toBe("123");
  });
});
