import { z } from 'zod';

/** The spec's default message for a missing value is "Required"; every schema inherits it. */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required';
    return undefined;
  },
});

export { z };
