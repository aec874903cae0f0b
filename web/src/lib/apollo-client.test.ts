import { describe, expect, it } from 'vitest';
import { graphqlWsUrl } from './apollo-client';

describe('graphqlWsUrl', () => {
  it('opens subscriptions on this host’s /graphql, secure when the page is', () => {
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/graphql');
    expect(graphqlWsUrl({ protocol: 'https:', host: 'app.issuerwire.example' })).toBe('wss://app.issuerwire.example/graphql');
  });
});
