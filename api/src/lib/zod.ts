import { z } from 'zod';

/** The spec's default message for a missing value is "Required"; every schema inherits it. */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required';
    return undefined;
  },
});

export { z };

/**
 * A string the OpenAPI document names as one of `values`, a closed set, while the route lets any string through:
 * the service refuses others with the spec's own messages, and answers hold only these.
 */
export function documentedEnum(values: readonly string[]) {
  return z.string().meta({ enum: [...values] });
}
