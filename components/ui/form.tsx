"use client";
// The <form> of useForm (use-form.ts): a skeleton while its values load, so nobody types into a
// field that is about to be filled; then the fields, drawn from the loaded values. FormError and
// SavedNotice are the two messages every form shows, placed where the form wants them.
import type { FormHTMLAttributes, ReactNode } from "react";
import type { FormState } from "./use-form";


export function Form<Values extends object>({
  form,
  loadingLabel,
  skeletonFields = 1,
  children,
  ...props
}: {
  form: FormState<Values>;
  /** What a screen reader hears while the values load. */
  loadingLabel: string;
  /** How many field-shaped blocks the skeleton draws. */
  skeletonFields?: number;
  children: (values: Values) => ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, "children" | "onSubmit">) {
  if (form.values === undefined) return <FormSkeleton label={loadingLabel} fields={skeletonFields} />;
  return (
    <form onSubmit={form.onSubmit} {...props}>
      {children(form.values)}
    </form>
  );
}

/** Grey blocks in the shape of labelled fields, busy until the form replaces them. */
export function FormSkeleton({ label, fields = 1 }: { label: string; fields?: number }) {
  return (
    <div role="status" aria-busy="true" className="grid max-w-xl gap-4 motion-safe:animate-pulse" data-testid="form-skeleton">
      <span className="sr-only">{label}</span>
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="space-y-2" aria-hidden="true">
          <div className="h-4 w-32 rounded bg-slate-200" />
          <div className="h-9 rounded-md bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

/** The error that names no field (the fields show their own). */
export function FormError<Values extends object>({ form, className = "" }: { form: FormState<Values>; className?: string }) {
  if (!form.formError) return null;
  return (
    <p role="alert" className={`text-sm text-red-600 ${className}`.trim()}>
      {form.formError}
    </p>
  );
}

/** The form's "saved" notice, shown after a save until the next change. */
export function SavedNotice<Values extends object>({ form, className = "", children }: { form: FormState<Values>; className?: string; children: ReactNode }) {
  if (!form.saved) return null;
  return (
    <p role="status" className={`text-sm text-emerald-700 ${className}`.trim()}>
      {children}
    </p>
  );
}
