import { z } from "zod";
import { roleEnum } from "@/db/schema";
import { MIN_PASSWORD_LENGTH } from "@/server/auth/passwords";

export const emailSchema = z
  .string()
  .trim()
  .max(254, "must be at most 254 characters")
  .pipe(z.email("must be a valid e-mail address"))
  .transform((email) => email.toLowerCase());

export const createUserInput = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, "must be at most 200 characters"),
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
