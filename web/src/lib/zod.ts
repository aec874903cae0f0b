import { z } from 'zod';

/** The spec's default message for a missing value is "Required" (the API sets the same in api/src/lib/zod.ts). */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required';
    return undefined;
  },
});

export { z };
