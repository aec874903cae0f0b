/** The secret of an `Authorization: Bearer <secret>` header; null when there is none (any other scheme is no bearer). */
export function bearerOf(header: string | undefined): string | null {
  const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}
