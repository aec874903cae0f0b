import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

/** A GraphQL error as IssuerWire sends it: a human message and a stable code. */
export class IssuerWireError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'IssuerWireError';
  }
}

/** A refused input field as a mutation's payload names it: its path from the input (null: the input as a whole). */
type UserError = { path?: readonly string[] | null; code: string; message: string };

/** Input a mutation refused: each field, a stable code and a message (the payload's userErrors). */
export class IssuerWireUserErrors extends IssuerWireError {
  constructor(readonly userErrors: readonly UserError[]) {
    super(userErrors.map((e) => (e.path ? `${e.path.join('.')}: ${e.message}` : e.message)).join('; '), 'invalid_input');
    this.name = 'IssuerWireUserErrors';
  }
}

/** A mutation's result from its payload, or IssuerWireUserErrors when the input was refused. */
export function accepted<P extends { userErrors: readonly UserError[] }, K extends keyof P>(payload: P, field: K): NonNullable<P[K]> {
  const result = payload[field];
  if (payload.userErrors.length > 0 || result === null || result === undefined) throw new IssuerWireUserErrors(payload.userErrors);
  return result;
}

/** A typed GraphQL client for one organization's API token (no cookies, no password). */
export function issuerWireClient(baseUrl: string, token: string) {
  return async function request<Result, Variables>(document: TypedDocumentNode<Result, Variables>, variables: Variables): Promise<Result> {
    const res = await fetch(new URL('/graphql', baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await res.json()) as { data?: Result; errors?: { message: string; extensions?: { code?: string } }[] };
    if (body.errors?.length) throw new IssuerWireError(body.errors[0].message, body.errors[0].extensions?.code);
    if (!res.ok || !body.data) throw new IssuerWireError(`HTTP ${res.status}`, undefined);
    return body.data;
  };
}
