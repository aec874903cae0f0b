import { describe, expect, it } from 'vitest';
import { graphqlWsUrl, onSocketClosed } from './apollo-client';

describe('graphqlWsUrl', () => {
  it('opens subscriptions on this host’s /graphql, secure when the page is', () => {
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/graphql');
    expect(graphqlWsUrl({ protocol: 'https:', host: 'app.issuerwire.example' })).toBe('wss://app.issuerwire.example/graphql');
  });
});

describe('onSocketClosed', () => {
  it('sends the reader to the sign-in screen (and back here after) when the server ends the session (4401)', () => {
    window.history.replaceState(null, '', '/campaigns/abc?tab=analytics');
    const visited: string[] = [];
    onSocketClosed({ code: 4401, reason: 'Session ended' }, (path) => visited.push(path));
    expect(visited).toEqual(['/login?next=%2Fcampaigns%2Fabc%3Ftab%3Danalytics']);
  });

  it('leaves other closes to the client’s reconnecting (a restart, a network drop)', () => {
    const visited: string[] = [];
    for (const code of [1000, 1001, 1006, 4500]) onSocketClosed({ code }, (path) => visited.push(path));
    expect(visited).toEqual([]);
  });
});
