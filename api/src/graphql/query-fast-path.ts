import {
  execute,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { usesIntrospection } from './introspection';

/** Apollo's two JSON answers (its MEDIA_TYPES), byte for byte: what the fast path may answer with. */
const JSON_TYPES = ['application/json; charset=utf-8', 'application/graphql-response+json; charset=utf-8'];
/** Apollo's full list for a single answer: a client preferring the subscription-callback type goes to Apollo. */
const NEGOTIATED = [...JSON_TYPES, 'application/json; callbackSpec=1.0; charset=utf-8'];

/**
 * Bounds on what is kept: distinct query texts and Accept headers are few in practice (the clients' own).
 * The documents are bounded by the characters of their texts (a document's tree grows with its text, and the
 * parser takes at most GRAPHQL_MAX_TOKENS tokens): half a million characters keep a few tens of MB at most.
 */
const MAX_DOCUMENT_CHARS = 500_000;
const MAX_QUERY_LENGTH = 20_000;
const MAX_ACCEPT_HEADERS = 100;

export interface FastPathOptions {
  schema: GraphQLSchema;
  /** Apollo's extra validation rules (the abuse limits), run after graphql-js's own, as Apollo runs them. */
  validationRules: readonly ValidationRule[];
  /** Apollo's parseOptions.maxTokens. */
  maxTokens: number;
}

export interface FastAnswer {
  contentType: string;
  body: string;
}

interface PostBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The common case of POST /graphql without Apollo's request pipeline: a query (never a mutation, never
 * introspection) whose text parsed and passed the same validation as Apollo's, answered without errors.
 * Apollo's pipeline (its document cache keyed by a SHA-256 of the text, content negotiation, the plugin
 * hooks, a dozen awaits that each pay Node 20's promise hooks) cost about 45 µs of a { __typename } request's 75.
 *
 * Everything else is Apollo's, so its answers stay the contract: mutations (the read-only gate and every
 * side effect stay on one path), introspection (its gate), persisted queries, a body or an Accept header the
 * fast path does not expect, any text that fails to parse or validate (Apollo words the error), and any
 * operation whose answer carries an error: `run` then answers null and the caller hands the request to
 * Apollo, which runs the query again. A query only reads, so the second run changes nothing.
 */
export class QueryFastPath {
  /** Query text -> its validated document, or null where Apollo must answer (kept so it is decided once). */
  private readonly documents = new LRUCache<string, { document: DocumentNode | null }>({
    maxSize: MAX_DOCUMENT_CHARS,
    sizeCalculation: (_, query) => query.length + 1,
  });
  private readonly contentTypes = new Map<string, string | null>();
  private readonly rules: ValidationRule[];

  constructor(private readonly options: FastPathOptions) {
    this.rules = [...specifiedRules, ...options.validationRules];
  }

  /** The answer to a POST /graphql, or null when Apollo must give it. */
  async run(
    contentType: string | undefined,
    accept: string | undefined,
    body: unknown,
    context: () => Promise<unknown>,
  ): Promise<FastAnswer | null> {
    if (!contentType || !isRecord(body)) return null;
    const { query, variables, operationName, extensions } = body as PostBody;
    if (extensions !== undefined || typeof query !== 'string') return null;
    if (variables !== undefined && variables !== null && !isRecord(variables)) return null;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
    // Apollo's CSRF rule passes any JSON body; the other content types are Apollo's to judge.
    if (essence(contentType) !== 'application/json') return null;
    const answerType = this.answerType(accept);
    if (!answerType) return null;
    const document = this.document(query);
    if (!document) return null;
    const operation = getOperationAST(document, operationName ?? undefined);
    if (operation?.operation !== 'query') return null;

    const result = await execute({
      schema: this.options.schema,
      document,
      contextValue: await context(),
      variableValues: variables ?? undefined,
      operationName: operationName ?? undefined,
    });
    if (result.errors?.length) return null;
    // Apollo's own serialization: { data, extensions } in that order, then a newline.
    return { contentType: answerType, body: `${JSON.stringify({ data: result.data, extensions: result.extensions })}\n` };
  }

  private document(query: string): DocumentNode | null {
    const known = this.documents.get(query);
    if (known) return known.document;
    let document: DocumentNode | null = null;
    if (query.length <= MAX_QUERY_LENGTH) {
      try {
        const parsed = parse(query, { maxTokens: this.options.maxTokens });
        if (validate(this.options.schema, parsed, this.rules).length === 0 && !usesIntrospection(parsed)) document = parsed;
      } catch {
        // A syntax error: Apollo answers it.
      }
    }
    this.documents.set(query, { document });
    return document;
  }

  /** The content type Apollo would answer a single result with (its chooseContentTypeForSingleResultResponse). */
  private answerType(accept: string | undefined): string | null {
    if (!accept) return JSON_TYPES[0];
    const known = this.contentTypes.get(accept);
    if (known !== undefined) return known;
    const preferred = new Negotiator({ headers: { accept } }).mediaType(NEGOTIATED);
    const type = preferred && JSON_TYPES.includes(preferred) ? preferred : null;
    if (this.contentTypes.size >= MAX_ACCEPT_HEADERS) this.contentTypes.clear();
    this.contentTypes.set(accept, type);
    return type;
  }
}

function essence(contentType: string): string {
  const semicolon = contentType.indexOf(';');
  return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
}
