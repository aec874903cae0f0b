import { describe, expect, it } from 'vitest';
import { distributeSchema } from './distribution.schemas';

describe('distribution inputs', () => {
  it('treats an empty target date as immediate and requires a provider', () => {
    expect(distributeSchema.parse({ articleId: 'a', providers: ['ein'], targetDate: '' }).targetDate).toBeNull();
    expect(distributeSchema.parse({ articleId: 'a', providers: ['ein'] }).distributionLevel).toBe('basic');
    expect(distributeSchema.safeParse({ articleId: 'a', providers: [] }).error?.issues[0].message).toBe(
      'Please select at least one newswire provider',
    );
  });
});
