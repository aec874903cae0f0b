import { describe, expect, it } from 'vitest';
import { userErrorsAsErrors } from './user-errors';

describe('userErrorsAsErrors', () => {
  it('turns a payload’s userErrors into the error the forms read: invalid_input, the first message, fields by path', () => {
    const result = userErrorsAsErrors({
      data: {
        connectPlatform: {
          platform: null,
          userErrors: [
            { field: 'credentials.apiKey', code: 'REQUIRED', message: 'Required' },
            { field: null, code: 'INVALID', message: 'Check the form' },
          ],
        },
      },
    });
    expect(result.errors).toEqual([
      {
        message: 'Required',
        path: ['connectPlatform'],
        extensions: {
          code: 'invalid_input',
          fields: { 'credentials.apiKey': 'Required' },
          userErrors: [
            { field: 'credentials.apiKey', code: 'REQUIRED', message: 'Required' },
            { field: null, code: 'INVALID', message: 'Check the form' },
          ],
        },
      },
    ]);
  });

  it('leaves an accepted payload, a query and a failed request as they are', () => {
    const accepted = { data: { archiveCampaign: { campaign: { id: 'c1' }, userErrors: [] } } };
    expect(userErrorsAsErrors(accepted)).toBe(accepted);
    const query = { data: { campaigns: { nodes: [] } } };
    expect(userErrorsAsErrors(query)).toBe(query);
    const failed = { data: null, errors: [{ message: 'Not found', extensions: { code: 'not_found' } }] };
    expect(userErrorsAsErrors(failed)).toBe(failed);
  });
});
