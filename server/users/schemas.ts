import { z } from "zod";
import { roleEnum } from "@/db/schema";
import { MIN_PASSWORD_LENGTH } from "@/server/auth/passwords";
import { isTimeZone, locales } from "@/kernel/locales";

export const emailSchema = z
  .string()
  .trim()
  .max(254, "must be at most 254 characters")
  .pipe(z.email("must be a valid e-mail address"))
  .transform((email) => email.toLowerCase());

const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, "must be at most 200 characters");

export const createUserInput = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
  role: z.enum(roleEnum.enumValues).default("merchant"),
  sandbox: z.boolean().default(false),
});
export type CreateUserInput = z.input<typeof createUserInput>;

export const setSandboxInput = z.object({ userId: z.number().int().positive(), sandbox: z.boolean() });

export const signInInput = z.object({
  email: emailSchema,
  password: z.string().min(1, "is required").max(200),
});

export const changePasswordInput = z
  .object({ currentPassword: z.string().min(1, "is required").max(200), newPassword: newPasswordSchema })
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ["newPassword"],
    message: "must differ from the current password",
  });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const setUserDisabledInput = z.object({ userId: z.number().int().positive(), disabled: z.boolean() });
export type SetUserDisabledInput = z.infer<typeof setUserDisabledInput>;

/** The account page's display settings; a null locale follows the browser. */
export const setPreferencesInput = z.object({
  locale: z.enum(locales).nullable(),
  timeZone: z.string().trim().min(1, "is required").refine(isTimeZone, "must be a time zone such as America/Sao_Paulo"),
});
export type SetPreferencesInput = z.infer<typeof setPreferencesInput>;
