/** Who is signed in on a request; set by the identity module, null when anonymous. */
export interface Viewer {
  userId: string;
  role: 'issuer' | 'admin';
  sessionId: string;
}
