/**
 * What a failed call throws — `HttpError` for a non-2xx answer (status, body, and the API's
 * `{detail, code}` when the body is one), `BadAnswerError` when a 2xx answer does not match its
 * schema — and the sentences the two sides' screens make of a failure.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly statusText = '',
  ) {
    super(`HTTP ${status}: ${bodyText}`);
    this.name = 'HttpError';
  }

  /** The server's `detail` message, when the body is the API's JSON error. */
  get detail(): string | null {
    return this.errorField('detail');
  }

  /** The server's machine code (`NOT_FOUND`, …), when the body is the API's JSON error. */
  get code(): string | null {
    return this.errorField('code');
  }

  private errorField(name: 'detail' | 'code'): string | null {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === 'object' && name in parsed) {
        const value = (parsed as Record<string, unknown>)[name];
        if (typeof value === 'string') return value;
      }
    } catch {
      // Not JSON (a proxy error page, for example): there is no field to show.
    }
    return null;
  }
}

export class BadAnswerError extends Error {
  constructor(
    readonly status: number,
    /** Where the answer first differs from its schema, e.g. `users.0.role: Invalid option`. */
    readonly where: string,
  ) {
    super(`Unexpected answer from the server (${where})`);
    this.name = 'BadAnswerError';
  }
}

/** The child side's message: the server's detail, else the error's own text. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.detail ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The server's detail when it gave one, for messages like 'Failed to clear data: {detail}'. */
export function serverDetail(error: unknown): string | null {
  return error instanceof HttpError ? error.detail : null;
}

/** The teacher side's message: the server's detail, or the status line when the body had none. */
export function errorText(error: unknown): string {
  if (error instanceof HttpError) return error.detail ?? `HTTP error! status: ${error.status}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The spec's two-sentence failures: a non-OK answer reads `httpMessage` (with the server's detail when
 * `withDetail`, or the detail alone when `preferDetail`), anything else (network, bad answer) reads
 * `networkMessage`.
 */
export function failureText(
  error: unknown,
  httpMessage: string,
  networkMessage: string,
  style: 'withDetail' | 'preferDetail' = 'withDetail',
): string {
  if (!(error instanceof HttpError)) return networkMessage;
  const detail = errorText(error);
  return style === 'preferDetail' ? detail : `${httpMessage}: ${detail}`;
}
