import { describe, expect, it } from "vitest";
import { checkoutBrandingInput, readLogoUpload } from "./schemas";

const blank = { displayName: "", logoUrl: "", brandColor: "", supportEmail: "", supportWhatsapp: "" };
const errorPaths = (input: unknown) => {
  const result = checkoutBrandingInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("checkout settings input", () => {
  it("clears blank fields and normalizes the rest", () => {
    expect(checkoutBrandingInput.parse(blank)).toEqual({
      displayName: null, logoUrl: null, brandColor: null, supportEmail: null, supportWhatsapp: null, removeLogo: false,
    });
    expect(
      checkoutBrandingInput.parse({
        displayName: "  Loja da Ana ",
        logoUrl: "https://loja.example/logo.png",
        brandColor: "#F9C",
        supportEmail: "ajuda@loja.example",
        supportWhatsapp: "+55 (11) 91234-5678",
      }),
    ).toMatchObject({
      displayName: "Loja da Ana",
      logoUrl: "https://loja.example/logo.png",
      brandColor: "#ff99cc",
      supportEmail: "ajuda@loja.example",
      supportWhatsapp: "5511912345678",
    });
  });

  it.each([
    ["brandColor", "green"],
    ["brandColor", "#12345"],
    ["logoUrl", "http://loja.example/logo.png"],
    ["logoUrl", "javascript:alert(1)"],
    ["supportEmail", "not-an-address"],
    ["supportWhatsapp", "call me"],
    ["supportWhatsapp", "12345"],
    ["displayName", "x".repeat(81)],
  ])("refuses %s = %j, naming the field", (field, value) => {
    expect(errorPaths({ ...blank, [field]: value })).toEqual([field]);
  });
});

describe("logo upload", () => {
  const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
  it("tells the type by the file's first bytes", () => {
    expect(readLogoUpload(png.toString("base64"))).toMatchObject({ contentType: "image/png" });
    expect(readLogoUpload(`data:image/gif;base64,${png.toString("base64")}`)).toMatchObject({ contentType: "image/png" });
    expect(readLogoUpload(Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString("base64"))).toMatchObject({ contentType: "image/jpeg" });
  });

  it("refuses SVG, non-base64 text and files over 32 KiB", () => {
    expect(readLogoUpload(Buffer.from("<svg onload='alert(1)'/>").toString("base64"))).toEqual({ error: "must be a PNG, JPEG or WebP image" });
    expect(readLogoUpload("not base64!")).toEqual({ error: "must be base64 text" });
    const big = Buffer.concat([png, Buffer.alloc(32 * 1024)]);
    expect(readLogoUpload(big.toString("base64"))).toEqual({ error: "must be at most 32 KiB" });
  });
});
