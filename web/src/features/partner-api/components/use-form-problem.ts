import { useState } from 'react';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';

/** A form's refusal: the server's message per field when it names fields, else one message for the form. */
export function useFormProblem() {
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  return {
    fields,
    problem,
    reset() {
      setFields({});
      setProblem(null);
    },
    fail(error: unknown, fallback: string) {
      const answer = readApiError(error);
      setFields(answer.fields);
      setProblem(Object.keys(answer.fields).length ? null : problemMessage(answer, fallback));
    },
  };
}
