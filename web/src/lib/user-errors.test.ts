import { describe, expect, it } from 'vitest';
import { userErrorField, userErrorsAsErrors } from './user-errors';

describe('userErrorsAsErrors', () => {
  it('turns a payload’s userErrors into the error the forms read: invalid_input, the first message, fields by the path’s last name', () => {
    const userErrors = [
      { path: ['credentials', 'apiKey'], code: 'REQUIRED', message: 'Required' },
      { path: ['eventTypes', '1'], code: 'INVALID_VALUE', message: 'Not an event type' },
      { path: ['eventTypes', '2'], code: 'INVALID_VALUE', message: 'Not this one either' },
      { path: null, code: 'INVALID', message: 'Check the form' },
    ];
    const result = userErrorsAsErrors({ data: { connectPlatform: { platform: null, userErrors } } });
    expect(result.errors).toEqual([
      {
        message: 'Required',
        path: ['connectPlatform'],
        extensions: { code: 'invalid_input', fields: { apiKey: 'Required', eventTypes: 'Not an event type' }, userErrors },
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

describe('userErrorField', () => {
  it('names the field a form shows the message under: the last name of the path, skipping list indexes', () => {
    expect(userErrorField(['website'])).toBe('website');
    expect(userErrorField(['credentials', 'publicationUrl'])).toBe('publicationUrl');
    expect(userErrorField(['highlights', '0'])).toBe('highlights');
    expect(userErrorField(null)).toBe('');
    expect(userErrorField(undefined)).toBe('');
  });
});
