"use client";
// A dashboard form's state in one place: the values (loaded or given), what the merchant changed,
// the submit through a tRPC mutation, each field's error and the error that is no field's (both in
// the reader's language), and the "saved" notice. <Form> (form.tsx) draws it, a skeleton while the
// values load.
import { useState, type FormEvent } from "react";
import { useErrorText, useFieldError } from "@/components/use-field-error";

/** A mutation's error as the server formats it: a message, each field's problem, an error code. */
export type FormError = {
  message: string;
  data?: { fieldErrors?: { path: string; message: string }[] | null; appCode?: string | null } | null;
};

/** The part of a tRPC mutation (React Query's useMutation) a form uses. */
export type FormMutation<Input, Output> = {
  mutate: (input: Input, options?: { onSuccess?: (output: Output) => unknown }) => void;
  isPending: boolean;
  error: FormError | null;
};

/** The fields that hold text, which an input or a select edits as they are. */
type TextField<Values> = { [Name in keyof Values]: Values[Name] extends string ? Name : never }[keyof Values] & string;

export type FormOptions<Values, Input, Output> = {
  /** The values the form starts from: the saved ones once read (undefined while they load), or a blank form's. */
  initial: Values | undefined;
  mutation: FormMutation<Input, Output>;
  /** The mutation's input from the values; null sends nothing (the form shows why itself). */
  toInput: (values: Values) => Input | null;
  /** After a successful submit; the form shows its initial values again once a returned promise settles. */
  onSuccess?: (output: Output, values: Values) => unknown;
};

export function useForm<Values extends object, Input, Output>({ initial, mutation, toInput, onSuccess }: FormOptions<Values, Input, Output>) {
  // What the merchant changed, over the initial values; null until a change, and again after a save.
  const [draft, setDraft] = useState<Values | null>(null);
  const [saved, setSaved] = useState(false);
  const fieldError = useFieldError(mutation.error);
  const errorText = useErrorText();
  const values = draft ?? initial;

  const setValue = <Name extends keyof Values>(name: Name, value: Values[Name]) => {
    if (!initial) return;
    setSaved(false);
    setDraft((current) => ({ ...(current ?? initial), [name]: value }));
  };
  /** The props of an input or select bound to a text field: its value, its change and its error. */
  const field = (name: TextField<Values>) => ({
    value: (values?.[name] ?? "") as string,
    error: fieldError(name),
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value as Values[typeof name]),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const input = toInput(values);
    if (input === null) return;
    setSaved(false);
    mutation.mutate(input, {
      onSuccess: async (output) => {
        try {
          await onSuccess?.(output, values);
        } finally {
          // A saved form shows what was saved (the initial values read again), a created one starts blank.
          setDraft(null);
          setSaved(true);
        }
      },
    });
  };

  const error = mutation.error;
  return {
    /** undefined while the initial values load. */
    values,
    /** Changed since the values were read or last saved. */
    dirty: draft !== null,
    setValue,
    field,
    fieldError,
    /** The error that names no field, as a sentence in the reader's language. */
    formError: error && !error.data?.fieldErrors ? errorText(error) : null,
    /** Saved, and nothing changed since. */
    saved,
    isPending: mutation.isPending,
    onSubmit,
  };
}

export type FormState<Values extends object> = ReturnType<typeof useForm<Values, never, never>>;
