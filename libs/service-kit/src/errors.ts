/** A failure the caller can act on: thrown by domain code, answered in the shared error shape. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After. */
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}
