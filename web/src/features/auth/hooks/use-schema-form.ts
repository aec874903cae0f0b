import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

// Field names from the output: refined schemas (passwords match) type their input as unknown.
type FieldName<S extends z.ZodType> = Extract<keyof z.output<S>, string>;
type Values<S extends z.ZodType> = { [K in FieldName<S>]: string };

/** First message per top-level field, the way the API reports `fields`. */
export function firstIssuePerField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export interface FieldOptions {
  /** Applied to what is typed, e.g. upper-casing a ticker. */
  transform?: (value: string) => string;
}

/**
 * A small form over one zod schema of string fields: values, the schema's message under a field once
 * it was changed and left or the form submitted, and server-side field errors until that field changes.
 */
export function useSchemaForm<S extends z.ZodType>(schema: S, initial: Values<S>) {
  const [values, setValues] = useState<Values<S>>(initial);
  const [touched, setTouched] = useState<Partial<Record<FieldName<S>, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const clientErrors = useMemo(() => {
    const result = schema.safeParse(values);
    return result.success ? {} : firstIssuePerField(result.error.issues);
  }, [schema, values]);

  const errorFor = useCallback(
    (name: FieldName<S>): string | undefined => serverErrors[name] ?? (submitted || touched[name] ? clientErrors[name] : undefined),
    [clientErrors, serverErrors, submitted, touched],
  );

  const setValue = useCallback((name: FieldName<S>, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrors((previous) => {
      if (!(name in previous)) return previous;
      const { [name]: _dropped, ...rest } = previous;
      return rest;
    });
  }, []);

  /** Props for an MUI TextField. */
  const field = (name: FieldName<S>, options: FieldOptions = {}) => {
    const error = errorFor(name);
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(name, options.transform ? options.transform(event.target.value) : event.target.value),
      // Tabbing through an untouched form says nothing: a field speaks once it was changed and left (or on submit).
      onBlur: () => {
        if (values[name] === initial[name]) return;
        setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true }));
      },
      error: Boolean(error),
      helperText: error ?? ' ',
    };
  };

  /** Validates everything; calls `onValid` with the parsed data only when the schema passes. */
  const handleSubmit = (onValid: (data: z.output<S>) => void | Promise<void>) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const result = schema.safeParse(values);
    if (result.success) return onValid(result.data);
    return undefined;
  };

  /** Shows the server's field messages (taken username, wrong current password, ...). */
  const showServerErrors = useCallback((fields: Record<string, string>) => setServerErrors(fields), []);

  const reset = (next: Values<S> = initial) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  };

  return { values, setValue, field, errorFor, handleSubmit, showServerErrors, reset };
}
